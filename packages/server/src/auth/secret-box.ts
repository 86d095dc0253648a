import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// Staff TOTP secrets are stored sealed (issue 15): AES-256-GCM under STAFF_SECRET_KEY, so a copy
// of the database alone does not give anyone the second factor.

/** The development key used when STAFF_SECRET_KEY is unset outside production (logged as LOCAL). */
export const LOCAL_STAFF_SECRET_KEY = 'candleshop-local-staff-secret-key-not-for-production';

/** A 32-byte key from STAFF_SECRET_KEY's text (any length: it is hashed to 256 bits). */
export function staffKey(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** Seals a text: `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
export function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

/** Opens a sealed text. @throws when the key is wrong or the text was altered */
export function unseal(key: Buffer, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('candleshop: expected a sealed v1 secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
