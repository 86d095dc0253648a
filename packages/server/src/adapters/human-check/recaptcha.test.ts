import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecaptchaVerifier } from './recaptcha.js';

// A loopback siteverify: the token names the answer it gets.
let server: Server;
let base: string;
const used = new Set<string>();
beforeAll(async () => {
  server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    const form = new URLSearchParams(body);
    const token = form.get('response') ?? '';
    if (token === 'hang') return; // never answers
    if (token === 'error') {
      res.statusCode = 500;
      return void res.end('{}');
    }
    const secretOk = form.get('secret') === 'the-secret';
    const duplicate = used.has(token);
    used.add(token);
    const answer = {
      success: secretOk && !duplicate && !token.startsWith('bad'),
      ...(duplicate ? { 'error-codes': ['timeout-or-duplicate'] } : {}),
      challenge_ts: new Date().toISOString(),
      hostname: token.startsWith('elsewhere') ? 'evil.example' : 'shop.example',
      action: token.startsWith('login') ? 'login' : 'submit',
      score: token.startsWith('robot') ? 0.1 : 0.9,
    };
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('reCAPTCHA verifier', () => {
  // 300 ms only where the service never answers (it always runs out then); an answer gets the
  // default, so a slow machine never turns it into a timeout.
  const verifier = (secret = 'the-secret', timeoutMs?: number) =>
    createRecaptchaVerifier({ secret, siteKey: 'site-key', verifyUrl: `${base}/siteverify`, hostnames: ['shop.example', 'partner.example'], timeoutMs, log: () => {} });

  it('accepts a fresh token for the expected action on an allowed host, once', async () => {
    expect(await verifier().verify({ token: 'good-1', action: 'submit' })).toBe(true);
    expect(await verifier().verify({ token: 'good-1', action: 'submit' })).toBe(false);
  });

  it.each([
    ['a failed check', 'bad-1'],
    ['another action', 'login-1'],
    ['a host not allowed', 'elsewhere-1'],
    ['a low score', 'robot-1'],
    ['a server error', 'error'],
    ['a timeout', 'hang'],
    ['an empty token', ''],
  ])('fails closed on %s', async (_, token) => {
    expect(await verifier(undefined, token === 'hang' ? 300 : undefined).verify({ token, action: 'submit' })).toBe(false);
  });

  it('fails closed with a wrong secret or an unreachable service', async () => {
    expect(await verifier('wrong').verify({ token: 'good-2', action: 'submit' })).toBe(false);
    const down = createRecaptchaVerifier({ secret: 's', siteKey: 'k', verifyUrl: 'http://127.0.0.1:9/siteverify', hostnames: ['shop.example'], log: () => {} });
    expect(await down.verify({ token: 'good-3', action: 'submit' })).toBe(false);
  });
});
