import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localAccountAdapters } from '../../accounts-adapters.js';
import { createGoogleVerifier } from '../../adapters/social/google.js';
import { createSocialVerifier } from '../../adapters/social/providers.js';
import type { ShopApp } from '../../app.js';
import { testDatabases } from '../../test/databases.js';
import { graphql, openShop, PUBLIC_URL, type TestShop } from '../../test/shop.js';
import { lastMailTo, registerCustomer, sessionOf } from '../../test/accounts.js';

const CLIENT_ID = 'candleshop-test.apps.googleusercontent.com';
const FB_APP = '424242';
const SOCIAL = `mutation S($id: String!, $type: String!, $email: String, $name: String) { socialLogin(id: $id, type: $type, email: $email, name: $name) { status user { id email name status } } }`;
const NONCED_SOCIAL = `mutation S($id: String!, $type: String!, $email: String, $name: String, $nonce: String) { socialLogin(id: $id, type: $type, email: $email, name: $name, nonce: $nonce) { status user { id email name status } } }`;

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;

// The stand-in below answers in the test's own process: on a busy machine it may take longer than
// a real provider is given (PROVIDER_TIMEOUT_MS), which would fail the sign-in, not the rule tested.
const PATIENT_MS = 60_000;

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A Google-style ID token; override claims or the header, or sign with another key. */
function idToken(claims: Record<string, unknown> = {}, options: { key?: KeyObject; header?: Record<string, unknown> } = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const header = { alg: 'RS256', kid: 'test-key', typ: 'JWT', ...options.header };
  const payload = { iss: 'https://accounts.google.com', aud: CLIENT_ID, sub: `sub-${Math.random()}`, iat: now, exp: now + 3600, ...claims };
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${sign('RSA-SHA256', Buffer.from(input), options.key ?? privateKey).toString('base64url')}`;
}

// A loopback stand-in for Google's JWKS and Facebook's Graph API.
let server: Server;
let base: string;
beforeAll(async () => {
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'test-key', alg: 'RS256', use: 'sig' };
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/certs') return void res.end(JSON.stringify({ keys: [jwk] }));
    const token = url.searchParams.get('input_token') ?? url.searchParams.get('access_token') ?? '';
    const user = token.replace(/^fb-/, '');
    if (url.pathname === '/debug_token') {
      const valid = token.startsWith('fb-') && url.searchParams.get('access_token') === `${FB_APP}|fb-secret`;
      return void res.end(JSON.stringify({ data: { is_valid: valid, app_id: token.includes('otherapp') ? '1' : FB_APP, user_id: user } }));
    }
    if (url.pathname === '/me') return void res.end(JSON.stringify({ id: user, name: 'Face Book', email: `${user}@fb.example` }));
    res.statusCode = 404;
    res.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('Google ID token verification', () => {
  const verifier = () => createGoogleVerifier({ clientId: CLIENT_ID, jwksUrl: `${base}/certs`, timeoutMs: PATIENT_MS });

  it('accepts a good token and reads the identity', async () => {
    const identity = await verifier()(idToken({ sub: 'abc', email: 'a@gmail.example', email_verified: true, name: 'A', nonce: 'n' }), 'n');
    expect(identity).toEqual({ provider: 'google', subject: 'abc', email: 'a@gmail.example', emailVerified: true, name: 'A' });
  });

  it.each([
    ['a wrong audience', () => idToken({ aud: 'someone-else' })],
    ['a wrong issuer', () => idToken({ iss: 'https://evil.example' })],
    ['an expired token', () => idToken({ exp: Math.floor(Date.now() / 1000) - 3600 })],
    ['a bad signature', () => idToken({}, { key: stranger })],
    ['alg none', () => `${b64({ alg: 'none', kid: 'test-key' })}.${b64({ iss: 'accounts.google.com', aud: CLIENT_ID, sub: 'x', exp: 9e9 })}.`],
    ['HS256 (algorithm confusion)', () => idToken({}, { header: { alg: 'HS256' } })],
    ['an unknown key id', () => idToken({}, { header: { kid: 'other' } })],
    ['garbage', () => 'not.a.token'],
  ])('refuses %s', async (_, token) => {
    expect(await verifier()(token(), 'n')).toBeUndefined();
  });

  it('requires the nonce (SECURITY-REVIEW L16)', async () => {
    expect(await verifier()(idToken({ nonce: 'n-1' }))).toBeUndefined();
    expect(await verifier()(idToken({}))).toBeUndefined();
    expect(await verifier()(idToken({ nonce: 'n-1' }), 'n-2')).toBeUndefined();
    expect(await verifier()(idToken({}), 'n-2')).toBeUndefined();
    expect((await verifier()(idToken({ nonce: 'n-2' }), 'n-2'))?.provider).toBe('google');
  });
});

describe.each(testDatabases())('socialLogin on $name', (database) => {
  let shop: TestShop;
  let app: ShopApp;
  beforeAll(async () => {
    shop = await openShop(database);
    const social = createSocialVerifier({
      google: { clientId: CLIENT_ID, jwksUrl: `${base}/certs`, timeoutMs: PATIENT_MS },
      facebook: { appId: FB_APP, appSecret: 'fb-secret', graphUrl: base, timeoutMs: PATIENT_MS },
    });
    app = shop.appWith({ accounts: { ...localAccountAdapters(shop.db, PUBLIC_URL), social } });
  });
  afterAll(() => shop?.close());

  /** A Google sign-in as the browser makes it: a nonce from the server, in the token and the call. */
  const google = async (claims: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
    const nonce = (await graphql<{ socialNonce: string }>(app, 'mutation { socialNonce }')).data!.socialNonce;
    return graphql(app, NONCED_SOCIAL, { id: idToken({ ...claims, nonce }), type: 'google', nonce, ...extra });
  };

  it('creates an active account for a new Google identity with a verified email, and signs it in again later', async () => {
    const first = await google({ sub: 'g-1', email: 'g1@gmail.example', email_verified: true, name: 'Gula' }, { email: 'ignored@example.com' });
    expect(first.errors).toBeUndefined();
    expect(first.data!.socialLogin).toMatchObject({ status: 'active', user: { email: 'g1@gmail.example', name: 'Gula', status: 'active' } });
    const cookie = sessionOf(first);
    expect((await graphql(app, `{ user { email } }`, {}, { headers: { cookie } })).data!.user.email).toBe('g1@gmail.example');
    const again = await google({ sub: 'g-1', email: 'changed@gmail.example', email_verified: true });
    expect(again.data!.socialLogin.user.id).toBe(first.data!.socialLogin.user.id);
  });

  it('makes an unverified email pending and mails a verification link', async () => {
    const reply = await google({ sub: 'g-2', email: 'g2@gmail.example', email_verified: false });
    expect(reply.data!.socialLogin.status).toBe('pending');
    expect((await lastMailTo(shop.db, 'g2@gmail.example'))?.subject).toBe('Confirm your email address');
  });

  it('never links to an existing password account, verified email or not', async () => {
    const victim = await registerCustomer(shop.app);
    for (const verified of [true, false]) {
      const reply = await google({ sub: `attacker-${verified}`, email: victim.payload.email, email_verified: verified });
      expect(reply.errors![0]).toMatchObject({ message: 'input.email.duplicate' });
      expect(reply.headers.getSetCookie()).toEqual([]);
    }
    const identities = await shop.db.selectFrom('social_identities').select('subject').where('user_id', '=', victim.userId).execute();
    expect(identities).toEqual([]);
  });

  it.each([
    ['a wrong audience', { aud: 'other-client' }],
    ['an expired token', { exp: Math.floor(Date.now() / 1000) - 600 }],
  ])('refuses %s', async (_, claims) => {
    const reply = await google({ email: 'x@gmail.example', email_verified: true, ...claims });
    expect(reply.errors![0]).toMatchObject({ message: 'auth.failed', extensions: { code: 'REFUSED' } });
  });

  it('refuses a token signed by another key', async () => {
    const nonce = (await graphql<{ socialNonce: string }>(app, 'mutation { socialNonce }')).data!.socialNonce;
    const reply = await graphql(app, NONCED_SOCIAL, { id: idToken({ nonce }, { key: stranger }), type: 'google', nonce });
    expect(reply.errors![0]!.message).toBe('auth.failed');
  });

  it('checks Facebook access tokens with debug_token', async () => {
    const ok = await graphql(app, SOCIAL, { id: 'fb-1000123', type: 'facebook' });
    expect(ok.data!.socialLogin).toMatchObject({ status: 'pending', user: { email: '1000123@fb.example', name: 'Face Book' } });
    const otherApp = await graphql(app, SOCIAL, { id: 'fb-otherapp-1', type: 'facebook' });
    expect(otherApp.errors![0]!.message).toBe('auth.failed');
    const invalid = await graphql(app, SOCIAL, { id: 'forged-token-1', type: 'facebook' });
    expect(invalid.errors![0]!.message).toBe('auth.failed');
  });

  it('refuses providers without client ids and unknown types', async () => {
    const bare = await graphql(shop.app, SOCIAL, { id: idToken(), type: 'google' });
    expect(bare.errors![0]).toMatchObject({ message: 'bad.request', extensions: { code: 'REFUSED' } });
    const unknown = await graphql(app, SOCIAL, { id: 'x', type: 'myspace' });
    expect(unknown.errors![0]).toMatchObject({ message: 'bad.request', extensions: { validation: { type: ['input.type.invalid'] } } });
  });

  it('answers the public client ids of the configured providers, never secrets', async () => {
    const reply = await graphql(app, `{ socialProviders { google facebook } }`);
    expect(reply.data!.socialProviders).toEqual({ google: CLIENT_ID, facebook: FB_APP });
    expect(JSON.stringify(reply.data)).not.toContain('fb-secret');
    const bare = await graphql(shop.app, `{ socialProviders { google facebook } }`);
    expect(bare.data!.socialProviders).toEqual({ google: null, facebook: null });
  });

  it('signs in with Google only with a nonce the server issued, once (SECURITY-REVIEW L16)', async () => {
    const claims = { sub: 'g-nonce', email: 'nonce@gmail.example', email_verified: true };
    // No nonce at all: SPEC §7's arguments still parse, the server refuses.
    const missing = await graphql(app, SOCIAL, { id: idToken(claims), type: 'google' });
    expect(missing.errors![0]).toMatchObject({ message: 'auth.failed', extensions: { code: 'REFUSED' } });
    expect(missing.headers.getSetCookie()).toEqual([]);
    // A nonce the client made up, even one the token carries.
    const invented = await graphql(app, NONCED_SOCIAL, { id: idToken({ ...claims, nonce: 'n-mine' }), type: 'google', nonce: 'n-mine' });
    expect(invented.errors![0]!.message).toBe('auth.failed');
    const nonce = (await graphql<{ socialNonce: string }>(app, 'mutation { socialNonce }')).data!.socialNonce;
    // The token carries another nonce: refused, and the issued one is used up.
    const other = await graphql(app, NONCED_SOCIAL, { id: idToken({ ...claims, nonce: 'n-other' }), type: 'google', nonce });
    expect(other.errors![0]!.message).toBe('auth.failed');
    const fresh = (await graphql<{ socialNonce: string }>(app, 'mutation { socialNonce }')).data!.socialNonce;
    const token = idToken({ ...claims, nonce: fresh });
    const right = await graphql(app, NONCED_SOCIAL, { id: token, type: 'google', nonce: fresh });
    expect(right.errors).toBeUndefined();
    expect(right.data!.socialLogin.user.email).toBe('nonce@gmail.example');
    // The same token and nonce again (a replay): refused.
    const replay = await graphql(app, NONCED_SOCIAL, { id: token, type: 'google', nonce: fresh });
    expect(replay.errors![0]!.message).toBe('auth.failed');
  });
});
