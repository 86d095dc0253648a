import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signHs256, verifyHs256 } from './jwt.js';

const SECRET = 'merchant-secret';
const now = Math.floor(Date.now() / 1000);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token with any header, signed with HMAC-SHA256 (or not at all). */
function craft(header: unknown, claims: unknown, secret: string | undefined = SECRET): string {
  const head = `${b64(header)}.${b64(claims)}`;
  return secret === undefined ? `${head}.` : `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

describe('HS256 JWT', () => {
  it('verifies what it signed', () => {
    const token = signHs256({ id: 'abc', exp: now + 60 }, SECRET);
    expect(verifyHs256(token, SECRET)).toEqual({ ok: true, claims: { id: 'abc', exp: now + 60 } });
  });

  it('refuses alg none, other algorithms and a wrong key', () => {
    const claims = { id: 'abc', status: 'success', exp: now + 60 };
    expect(verifyHs256(craft({ alg: 'none', typ: 'JWT' }, claims, undefined), SECRET)).toMatchObject({ ok: false });
    expect(verifyHs256(craft({ alg: 'none' }, claims), SECRET)).toMatchObject({ ok: false, reason: 'algorithm none refused' });
    expect(verifyHs256(craft({ alg: 'HS512' }, claims), SECRET)).toMatchObject({ ok: false });
    expect(verifyHs256(craft({ alg: 'RS256' }, claims), SECRET)).toMatchObject({ ok: false });
    expect(verifyHs256(signHs256(claims, 'another-key'), SECRET)).toEqual({ ok: false, reason: 'bad signature' });
  });

  it('refuses an expired token, one without exp, and one issued in the future', () => {
    expect(verifyHs256(signHs256({ exp: now - 3600 }, SECRET), SECRET)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyHs256(signHs256({ id: 'x' }, SECRET), SECRET)).toEqual({ ok: false, reason: 'no exp' });
    expect(verifyHs256(signHs256({ id: 'x' }, SECRET), SECRET, { requireExp: false })).toMatchObject({ ok: true });
    expect(verifyHs256(signHs256({ exp: now + 60, iat: now + 3600 }, SECRET), SECRET)).toMatchObject({ ok: false });
    expect(verifyHs256(signHs256({ exp: now + 60, nbf: now + 3600 }, SECRET), SECRET)).toMatchObject({ ok: false });
  });

  it('refuses a timestamp older than five minutes, in seconds, milliseconds or ISO form', () => {
    const stale = now - 301;
    for (const timestamp of [stale, stale * 1000, new Date(stale * 1000).toISOString()]) {
      expect(verifyHs256(signHs256({ exp: now + 60, timestamp }, SECRET), SECRET)).toEqual({ ok: false, reason: 'stale timestamp' });
    }
    expect(verifyHs256(signHs256({ exp: now + 60, timestamp: now - 10 }, SECRET), SECRET)).toMatchObject({ ok: true });
  });

  it('refuses malformed tokens', () => {
    for (const token of ['', 'a.b', 'a.b.c.d', '%%.e30.x', `${b64({ alg: 'HS256' })}.bm90IGpzb24.`, craft({ alg: 'HS256' }, [1, 2])]) {
      expect(verifyHs256(token, SECRET).ok).toBe(false);
    }
  });
});
