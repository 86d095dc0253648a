import { afterEach, describe, expect, it } from 'vitest';
import { createLocalHumanCheck, LOCAL_HUMAN_CHECK_TOKEN } from './human-check.js';
import { createRecaptchaCheck } from './recaptcha.js';

type Page = typeof globalThis & { grecaptcha?: unknown };

describe('createLocalHumanCheck', () => {
  it('gives a token plainly marked local and warns once', async () => {
    const warnings: string[] = [];
    const check = createLocalHumanCheck({ warn: (message) => warnings.push(message) });
    expect(await check.token('submit')).toBe(LOCAL_HUMAN_CHECK_TOKEN);
    expect(await check.token('submit')).toBe('local-unverified');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/local stand-in/);
  });
});

describe('createRecaptchaCheck', () => {
  afterEach(() => {
    delete (globalThis as Page).grecaptcha;
    document.head.innerHTML = '';
  });

  // A stand-in for Google's script: loading it defines window.grecaptcha.
  function fakeScript(loaded: string[], fail = false) {
    return async (src: string) => {
      loaded.push(src);
      if (fail) throw new Error('offline');
      (globalThis as Page).grecaptcha = {
        ready: (callback: () => void) => callback(),
        execute: async (siteKey: string, { action }: { action: string }) => `token:${siteKey}:${action}`,
      };
    };
  }

  it('loads its script only when the first token is asked for, with the site key', async () => {
    const loaded: string[] = [];
    const check = createRecaptchaCheck({ siteKey: 'site-key-1', loadScript: fakeScript(loaded) });
    expect(loaded).toEqual([]);
    expect(await check.token('submit')).toBe('token:site-key-1:submit');
    expect(await check.token('submit')).toBe('token:site-key-1:submit');
    expect(loaded).toEqual(['https://www.google.com/recaptcha/api.js?render=site-key-1']);
  });

  it('says what it expected when the site key is missing', () => {
    expect(() => createRecaptchaCheck({ siteKey: '' })).toThrow('candleshop: the human check needs a site key, got ""');
  });

  it('may be retried after a failed load', async () => {
    const loaded: string[] = [];
    let fail = true;
    const check = createRecaptchaCheck({
      siteKey: 'k',
      scriptUrl: 'http://127.0.0.1:9/recaptcha.js',
      loadScript: (src) => fakeScript(loaded, fail)(src),
    });
    await expect(check.token('submit')).rejects.toThrow('offline');
    fail = false;
    expect(await check.token('submit')).toBe('token:k:submit');
    expect(loaded).toHaveLength(2);
  });

  it('adds its script tag to the page by default, and takes it away when it fails to load', async () => {
    const added: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) added.push((node as HTMLScriptElement).src);
    });
    observer.observe(document.head, { childList: true });
    const check = createRecaptchaCheck({ siteKey: 'k', scriptUrl: 'http://127.0.0.1:9/recaptcha.js' });
    // happy-dom loads no scripts, so the load fails as an unreachable script would.
    await expect(check.token('submit')).rejects.toThrow(/could not load the human-check script/);
    await new Promise((resolve) => setTimeout(resolve, 0));
    observer.disconnect();
    expect(added).toEqual(['http://127.0.0.1:9/recaptcha.js?render=k']);
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });
});
