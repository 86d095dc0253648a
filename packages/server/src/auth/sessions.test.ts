import { describe, expect, it } from 'vitest';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords.js';
import { newSessionToken } from './session-cookie.js';
import { clearedSessionCookie, sessionCookie } from './sessions.js';

describe('session tokens and cookies', () => {
  it('draws 10,000 distinct 256-bit tokens', () => {
    const tokens = new Set(Array.from({ length: 10_000 }, newSessionToken));
    expect(tokens.size).toBe(10_000);
    for (const token of [...tokens].slice(0, 100)) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('writes the cookie attributes of SECURITY D1', () => {
    expect(sessionCookie('https://shop.example', 'abc')).toBe('__Host-sid=abc; HttpOnly; SameSite=Lax; Path=/; Max-Age=2592000; Secure');
    expect(sessionCookie('http://shop.test', 'abc')).toBe('sid=abc; HttpOnly; SameSite=Lax; Path=/; Max-Age=2592000');
    expect(clearedSessionCookie('http://localhost:8080')).toBe('__Host-sid=; HttpOnly; SameSite=Lax; Path=/; Max-Age=0; Secure');
  });
});

describe('passwords', () => {
  it('hashes with scrypt and a random salt, and verifies', async () => {
    const [a, b] = await Promise.all([hashPassword('correct horse'), hashPassword('correct horse')]);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('correct horsE', a)).toBe(false);
    expect(await verifyPassword('correct horse', 'garbage')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$x$y$z$salt$key')).toBe(false);
  });

  it('hashes at another cost when asked, and verifies by the cost a hash names', async () => {
    const cheap = await hashPassword('correct horse', 1024);
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('correct horse', cheap)).toBe(true);
    expect(await verifyPassword('correct horsE', cheap)).toBe(false);
    expect(await dummyPasswordHash(1024)).toMatch(/^scrypt\$1024\$/);
    expect(await dummyPasswordHash()).toMatch(/^scrypt\$32768\$/);
  });
});
