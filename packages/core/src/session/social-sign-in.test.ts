import { beforeEach, describe, expect, it, vi } from 'vitest';
import { freshPage } from '../internal/fresh-page.js';
import { createAccountClient } from '../api/account-client.js';
import { createAccountSession } from './account-session.js';
import { createSocialFlows, facebookScript, GOOGLE_SCRIPT, realSocialBrowser, type FacebookSdk, type GoogleIdentity, type SocialBrowser } from './social-sign-in.js';

const ada = { id: '1', name: 'Ada', email: 'ada@example.iq', phone: '07501234567', status: 'active', address: null, profile: null, dob: null, gender: 'female', age: null, city: null };

/**
 * A fake API answering SocialNonce with the server's nonces (`server-nonce-1`, …) and SocialLogin
 * with `answer`, recording the variables SocialLogin was sent.
 */
function fakeApi(answer: unknown) {
  const sent: Record<string, unknown>[] = [];
  let nonces = 0;
  const fetch = (async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { query: string; variables: Record<string, unknown> };
    if (body.query.includes('mutation SocialNonce')) return Response.json({ data: { socialNonce: `server-nonce-${++nonces}` } });
    expect(body.query).toContain('mutation SocialLogin');
    sent.push(body.variables);
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  const session = createAccountSession({
    client: createAccountClient({ endpoint: 'https://shop.example/graphql', fetch }),
    lang: () => 'en',
    humanCheck: { token: async () => 'ok' },
  });
  return { session, sent };
}

/** Fake `google.accounts.id` and `FB` globals behind a fake browser. */
function fakeBrowser(options: { failing?: string[] } = {}) {
  const scripts: string[] = [];
  const logs: string[] = [];
  const google = {
    config: undefined as Parameters<GoogleIdentity['initialize']>[0] | undefined,
    rendered: [] as HTMLElement[],
  };
  const googleApi: GoogleIdentity = {
    initialize: (config) => void (google.config = config),
    renderButton: (parent) => void google.rendered.push(parent),
  };
  const fb = {
    inits: [] as unknown[],
    answer: { authResponse: { accessToken: 'fb-token-1' } } as Parameters<Parameters<FacebookSdk['login']>[0]>[0],
    scopes: [] as string[],
  };
  const fbApi: FacebookSdk = {
    init: (init) => void fb.inits.push(init),
    login: (callback, login) => {
      fb.scopes.push(login.scope);
      callback(fb.answer);
    },
  };
  const browser: SocialBrowser = {
    async loadScript(src) {
      scripts.push(src);
      if (options.failing?.includes(src)) throw new Error(`could not load ${src}`);
    },
    google: () => (scripts.includes(GOOGLE_SCRIPT) ? googleApi : undefined),
    facebook: () => (scripts.some((src) => src.startsWith('https://connect.facebook.net/')) ? fbApi : undefined),
    log: (message) => void logs.push(message),
  };
  return { browser, google, fb, scripts, logs };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('social sign-in flows', () => {
  beforeEach(freshPage);

  it("renders Google's button and sends the credential with the nonce the server issued for this attempt", async () => {
    const { session, sent } = fakeApi({ data: { socialLogin: { status: 'active', user: ada } } });
    const fake = fakeBrowser();
    const onSignedIn = vi.fn();
    const flows = createSocialFlows({ session, onSignedIn, browser: fake.browser });
    const container = document.createElement('div');
    expect(await flows.mountGoogle(container, 'client-1.apps.googleusercontent.com', 'ar')).toBe(true);
    expect(fake.scripts).toEqual([GOOGLE_SCRIPT]);
    expect(fake.google.rendered).toEqual([container]);
    expect(fake.google.config).toMatchObject({ client_id: 'client-1.apps.googleusercontent.com', nonce: 'server-nonce-1' });
    fake.google.config!.callback({ credential: 'id-token-1' });
    await settle();
    await settle();
    expect(sent).toEqual([{ id: 'id-token-1', type: 'google', nonce: 'server-nonce-1' }]);
    expect(onSignedIn).toHaveBeenCalledWith({ to: '/' });
    // The next attempt gets a new nonce.
    expect(fake.google.config!.nonce).toBe('server-nonce-2');
  });

  it('swallows a refused or failed social login (SPEC §8): nothing happens but a log line', async () => {
    for (const answer of [{ errors: [{ message: 'auth.failed', extensions: { code: 'REFUSED' } }] }, 'offline']) {
      const { session, sent } = fakeApi(answer);
      const fake = fakeBrowser();
      const onSignedIn = vi.fn();
      const flows = createSocialFlows({ session, onSignedIn, browser: fake.browser });
      await flows.mountGoogle(document.createElement('div'), 'client-1', 'en');
      fake.google.config!.callback({ credential: 'bad-token' });
      await settle();
      await settle();
      expect(sent).toHaveLength(1);
      expect(onSignedIn).not.toHaveBeenCalled();
      expect(fake.logs).toContain('social sign-in was refused');
    }
  });

  it('logs in with Facebook: SDK once per locale, FB.init, scope public_profile,email, access token to socialLogin', async () => {
    const { session, sent } = fakeApi({ data: { socialLogin: { status: 'active', user: ada } } });
    const fake = fakeBrowser();
    const onSignedIn = vi.fn();
    const flows = createSocialFlows({ session, onSignedIn, browser: fake.browser });
    expect(await flows.prepareFacebook('424242', 'en')).toBe(true);
    expect(fake.scripts).toEqual([facebookScript('en_US')]);
    expect(fake.fb.inits).toEqual([{ appId: '424242', version: 'v19.0', cookie: false, xfbml: false }]);
    flows.facebookLogin();
    await settle();
    await settle();
    expect(fake.fb.scopes).toEqual(['public_profile,email']);
    expect(sent).toEqual([{ id: 'fb-token-1', type: 'facebook' }]);
    expect(onSignedIn).toHaveBeenCalledWith({ to: '/' });
  });

  it('does nothing when the Facebook popup is cancelled', async () => {
    const { session, sent } = fakeApi({ data: null });
    const fake = fakeBrowser();
    fake.fb.answer = { authResponse: null };
    const flows = createSocialFlows({ session, onSignedIn: vi.fn(), browser: fake.browser });
    await flows.prepareFacebook('424242', 'ku');
    expect(fake.scripts).toEqual([facebookScript('ar_AR')]);
    flows.facebookLogin();
    await settle();
    expect(sent).toEqual([]);
  });

  it('reports a script that fails to load as unavailable, without throwing', async () => {
    const { session } = fakeApi({ data: null });
    const fake = fakeBrowser({ failing: [GOOGLE_SCRIPT, facebookScript('en_US')] });
    const flows = createSocialFlows({ session, onSignedIn: vi.fn(), browser: fake.browser });
    expect(await flows.mountGoogle(document.createElement('div'), 'client-1', 'en')).toBe(false);
    expect(await flows.prepareFacebook('424242', 'en')).toBe(false);
    expect(fake.logs).toEqual(['Google sign-in is unavailable', 'Facebook sign-in is unavailable']);
  });

  it('shows no Google button when the shop gives no nonce (SECURITY-REVIEW L16)', async () => {
    const { session } = fakeApi({ data: null });
    const flows = createSocialFlows({ session: { ...session, socialNonce: async () => undefined }, onSignedIn: vi.fn(), browser: fakeBrowser().browser });
    expect(await flows.mountGoogle(document.createElement('div'), 'client-1', 'en')).toBe(false);
  });

  it('adds each script element once', async () => {
    const first = realSocialBrowser.loadScript('https://accounts.google.com/gsi/client?test');
    const second = realSocialBrowser.loadScript('https://accounts.google.com/gsi/client?test');
    expect(first).toBe(second);
    first.catch(() => undefined);
    const scripts = document.head.querySelectorAll('script[src="https://accounts.google.com/gsi/client?test"]');
    expect(scripts).toHaveLength(1);
    scripts[0]!.dispatchEvent(new Event('load'));
  });
});
