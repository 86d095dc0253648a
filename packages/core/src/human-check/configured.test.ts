import { describe, expect, it } from 'vitest';
import type { Result } from '../api/api-error.js';
import type { PublicClient } from '../api/client.js';
import { createConfiguredHumanCheck } from './configured.js';
import { LOCAL_HUMAN_CHECK_TOKEN } from './human-check.js';
import type { RecaptchaOptions } from './recaptcha.js';

type Answer = Result<{ humanCheck: Settings }>;

// A public client answering the humanCheck query from a list, one answer a call.
function fakeClient(...answers: Answer[]) {
  const asked: string[] = [];
  const client = {
    async query(document: { query: string }) {
      asked.push(/(?:query|mutation) (\w+)/.exec(document.query)![1]!);
      const answer = answers.shift();
      if (!answer) throw new Error('asked more often than expected');
      return answer;
    },
  } as unknown as PublicClient;
  return { client, asked };
}

type Settings = { provider: string; siteKey: string | null; scriptUrl: string | null };
const recaptcha = (data: Settings = { provider: 'recaptcha', siteKey: 'site-1', scriptUrl: 'http://127.0.0.1:9/fake.js' }): Answer => ({ data: { humanCheck: data } });
const local: Answer = { data: { humanCheck: { provider: 'local', siteKey: null, scriptUrl: null } } };

// A stand-in for createRecaptchaCheck: records what it was made with, numbers its tokens.
function fakeRecaptcha() {
  const made: RecaptchaOptions[] = [];
  let count = 0;
  const make = (options: RecaptchaOptions) => {
    made.push(options);
    return { token: async (action: string) => `provider:${options.siteKey}:${action}:${++count}` };
  };
  return { make, made };
}

describe('createConfiguredHumanCheck', () => {
  it('asks the settings once, then gets a fresh provider token per attempt with the server’s key and script', async () => {
    const { client, asked } = fakeClient(recaptcha());
    const provider = fakeRecaptcha();
    const check = createConfiguredHumanCheck({ client, recaptcha: provider.make, local: () => ({ token: async () => 'local' }) });
    expect(asked).toEqual([]);
    expect(await check.token('submit')).toBe('provider:site-1:submit:1');
    expect(await check.token('submit')).toBe('provider:site-1:submit:2');
    expect(asked).toEqual(['HumanCheckSettings']);
    expect(provider.made).toEqual([{ siteKey: 'site-1', scriptUrl: 'http://127.0.0.1:9/fake.js' }]);
    expect(await check.settings()).toEqual({ provider: 'recaptcha', siteKey: 'site-1', scriptUrl: 'http://127.0.0.1:9/fake.js' });
    expect(check.$provider.get()).toBe('recaptcha');
  });

  it('leaves the script address to the provider’s default when the server names none', async () => {
    const { client } = fakeClient(recaptcha({ provider: 'recaptcha', siteKey: 'site-2', scriptUrl: null }));
    const provider = fakeRecaptcha();
    await createConfiguredHumanCheck({ client, recaptcha: provider.make }).token('submit');
    expect(provider.made).toEqual([{ siteKey: 'site-2' }]);
  });

  it('uses the local stand-in only when the server says it runs the local one', async () => {
    const { client } = fakeClient(local);
    const provider = fakeRecaptcha();
    const check = createConfiguredHumanCheck({ client, recaptcha: provider.make, local: () => ({ token: async () => LOCAL_HUMAN_CHECK_TOKEN }) });
    expect(await check.token('submit')).toBe(LOCAL_HUMAN_CHECK_TOKEN);
    expect(provider.made).toEqual([]);
    expect(check.$provider.get()).toBe('local');
  });

  it('rejects the attempt when the settings cannot be read, and asks again on the next one', async () => {
    const { client, asked } = fakeClient({ error: { key: 'errors.network', network: true } }, recaptcha());
    const provider = fakeRecaptcha();
    const check = createConfiguredHumanCheck({ client, recaptcha: provider.make });
    await expect(check.token('submit')).rejects.toThrow('could not read the human-check settings: errors.network');
    expect(check.$provider.get()).toBeUndefined();
    expect(await check.token('submit')).toBe('provider:site-1:submit:1');
    expect(asked).toHaveLength(2);
  });

  it('never falls back to the local stand-in for an answer it does not understand', async () => {
    const { client } = fakeClient(recaptcha({ provider: 'recaptcha', siteKey: null, scriptUrl: null }), recaptcha({ provider: 'turnstile', siteKey: 'k', scriptUrl: null }));
    const check = createConfiguredHumanCheck({ client, recaptcha: fakeRecaptcha().make, local: () => ({ token: async () => 'local' }) });
    await expect(check.token('submit')).rejects.toThrow(/expected the human check "local" or "recaptcha" with a site key, got .*"siteKey":null/);
    await expect(check.token('submit')).rejects.toThrow(/got .*"turnstile"/);
  });

  it('asks the server as soon as something listens to the provider, e.g. a form deciding its notice', async () => {
    const { client, asked } = fakeClient(local);
    const check = createConfiguredHumanCheck({ client });
    const seen: Array<string | undefined> = [];
    const stop = check.$provider.subscribe((provider) => seen.push(provider));
    await expect.poll(() => seen).toEqual([undefined, 'local']);
    stop();
    expect(asked).toEqual(['HumanCheckSettings']);
  });
});
