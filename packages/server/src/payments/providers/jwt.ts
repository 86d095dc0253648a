import { createHmac, timingSafeEqual } from 'node:crypto';

/** The claims of a verified token. */
export type JwtClaims = Record<string, unknown>;

/** Why a token was refused, or its claims. */
export type JwtResult = { ok: true; claims: JwtClaims } | { ok: false; reason: string };

/** What a verification checks beyond the signature. */
export interface JwtVerifyOptions {
  /** Seconds since the epoch; now by default. */
  now?: number;
  /** Refuse tokens without `exp` (SECURITY B6: v1 tokens carry it). Default true. */
  requireExp?: boolean;
  /** Largest age of a `timestamp` claim, in seconds (SECURITY B6: 5 minutes). */
  maxTimestampAge?: number;
}

/** Clock difference tolerated between us and the provider, in seconds. */
const LEEWAY = 30;

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

function hmac(input: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(input).digest();
}

/**
 * Signs claims as an HS256 JWT (ZainCash v1 init and status calls, SECURITY §2.1).
 * @example signHs256({ amount: 25000, iat, exp }, secret)
 */
export function signHs256(claims: JwtClaims, secret: string): string {
  const head = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = base64url(JSON.stringify(claims));
  return `${head}.${body}.${base64url(hmac(`${head}.${body}`, secret))}`;
}

function parseJson(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

const BASE64URL = /^[A-Za-z0-9_-]*$/;

/**
 * Verifies an HS256 JWT with the algorithm pinned (SECURITY B3, B6; ASVS 9.1.1/9.2.1): `alg:none`,
 * any other algorithm, a wrong key, an expired `exp`, a future `nbf`/`iat` and a `timestamp` older
 * than `maxTimestampAge` are refused. The signature is compared in constant time.
 */
export function verifyHs256(token: string, secret: string, options: JwtVerifyOptions = {}): JwtResult {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) return { ok: false, reason: 'malformed' };
  const [head, body, signature] = parts as [string, string, string];
  const header = parseJson(head);
  if (!header) return { ok: false, reason: 'malformed header' };
  // Pinned: the token's own header never chooses how it is checked.
  if (header.alg !== 'HS256') return { ok: false, reason: `algorithm ${String(header.alg)} refused` };
  const expected = hmac(`${head}.${body}`, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'bad signature' };
  const claims = parseJson(body);
  if (!claims) return { ok: false, reason: 'malformed claims' };

  const now = options.now ?? Math.floor(Date.now() / 1000);
  const { exp, nbf, iat, timestamp } = claims;
  if (exp !== undefined && typeof exp !== 'number') return { ok: false, reason: 'bad exp' };
  if (exp === undefined && (options.requireExp ?? true)) return { ok: false, reason: 'no exp' };
  if (typeof exp === 'number' && now >= exp + LEEWAY) return { ok: false, reason: 'expired' };
  if (typeof nbf === 'number' && now + LEEWAY < nbf) return { ok: false, reason: 'not yet valid' };
  if (typeof iat === 'number' && now + LEEWAY < iat) return { ok: false, reason: 'issued in the future' };
  if (timestamp !== undefined) {
    const seconds = typeof timestamp === 'number' ? timestamp : Date.parse(String(timestamp)) / 1000;
    // Providers send seconds or milliseconds since the epoch, or an ISO date.
    const at = seconds > 1e11 ? seconds / 1000 : seconds;
    const maxAge = options.maxTimestampAge ?? 300;
    if (!Number.isFinite(at) || now - at > maxAge || at - now > LEEWAY) return { ok: false, reason: 'stale timestamp' };
  }
  return { ok: true, claims };
}
