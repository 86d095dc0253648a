import { createHmac, timingSafeEqual } from 'node:crypto';

// RFC 6238 time-based one-time passwords on RFC 4226 HOTP, with node:crypto only: this module has
// no server imports, so the browser tests can compute a staff member's codes from the secret
// `npm run shop -- staff add` printed.

/** RFC 6238 §4: 30-second steps counted from the Unix epoch. */
export const TOTP_STEP_SECONDS = 30;
/** Codes are 6 digits, as authenticator apps show them. */
export const TOTP_DIGITS = 6;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding, as otpauth:// URIs carry secrets. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** Reads base32 (any case, spaces and padding ignored). @throws on other characters */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index === -1) throw new Error(`candleshop: expected a base32 secret, got a "${char}"`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 4226 HOTP of a key and a counter (dynamic truncation), `digits` long. */
export function hotp(key: Uint8Array, counter: number, digits = TOTP_DIGITS, algorithm: 'sha1' | 'sha256' | 'sha512' = 'sha1'): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(binary).padStart(digits, '0');
}

/** The 30-second step a moment falls in. */
export function totpStep(timeMs: number): number {
  return Math.floor(timeMs / 1000 / TOTP_STEP_SECONDS);
}

/**
 * The current 6-digit TOTP code of a base32 secret (what an authenticator app shows).
 * @example totpCode('JBSWY3DPEHPK3PXP') // '492039'
 */
export function totpCode(secret: string, timeMs = Date.now()): string {
  return hotp(base32Decode(secret), totpStep(timeMs));
}

/**
 * Checks a code against the step of `timeMs` and one step either side (RFC 6238 §5.2 drift),
 * never a step at or before `lastStep` (a used code is not accepted again).
 * @returns the step the code matched, or undefined
 */
export function matchTotp(key: Uint8Array, code: string, timeMs: number, lastStep: number): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const now = totpStep(timeMs);
  for (const step of [now - 1, now, now + 1]) {
    if (step <= lastStep) continue;
    if (timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(code))) return step;
  }
  return undefined;
}

/** The otpauth:// URI an authenticator app reads (Key Uri Format), issuer candleshop. */
export function otpauthUri(secret: string, account: string, issuer = 'candleshop'): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const params = new URLSearchParams({ secret, issuer, algorithm: 'SHA1', digits: String(TOTP_DIGITS), period: String(TOTP_STEP_SECONDS) });
  return `otpauth://totp/${label}?${params.toString()}`;
}
