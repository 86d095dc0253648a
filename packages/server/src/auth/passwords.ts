import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** DESIGN §4: crypto.scrypt's cost N for new hashes. 2^15 with r = 8 costs about 32 MB and some tens of ms. */
export const PASSWORD_COST = 32768;
const BLOCK = { r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, length, { ...options, maxmem: 128 * options.N! * options.r! * 2 }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/**
 * Hashes a password with scrypt and a random 16-byte salt into a self-describing string:
 * `scrypt$N$r$p$salt$key` (base64url), so parameters can be raised later without breaking old hashes.
 * `cost` is N, a power of two: {@link PASSWORD_COST} unless the shop's accounts say otherwise.
 */
export async function hashPassword(password: string, cost: number = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const params = { N: cost, ...BLOCK };
  const key = await derive(password, salt, params, KEY_LENGTH);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether `password` matches a hash made by {@link hashPassword}; false for anything malformed. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Number.isInteger(options.N) || !Number.isInteger(options.r) || !Number.isInteger(options.p) || expected.length < 16) return false;
  const actual = await derive(password, Buffer.from(salt, 'base64url'), options, expected.length);
  return timingSafeEqual(actual, expected);
}

// One a cost: a shop has one, its test suites another.
const dummies = new Map<number, Promise<string>>();

/**
 * A hash of nothing anyone knows, at the cost new hashes get: verified against when the email is
 * unknown, so an unknown email costs the same time as a wrong password (SECURITY D3).
 */
export function dummyPasswordHash(cost: number = PASSWORD_COST): Promise<string> {
  if (!dummies.has(cost)) dummies.set(cost, hashPassword(randomBytes(24).toString('base64url'), cost));
  return dummies.get(cost)!;
}
