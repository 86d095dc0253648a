import { createHash, randomBytes } from 'node:crypto';

/**
 * The session cookie's name (SECURITY D1): `__Host-sid` wherever browsers accept Secure cookies
 * (https, and http on localhost, which they treat as secure), plain `sid` on other http hosts.
 */
export function sessionCookieName(publicUrl: string): string {
  const { protocol, hostname } = new URL(publicUrl);
  const secure = protocol === 'https:' || hostname === 'localhost' || hostname === '127.0.0.1';
  return secure ? '__Host-sid' : 'sid';
}

/** A new session token: 256 random bits, base64url. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored of a token: its SHA-256 in hex, so the table cannot be replayed as cookies. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** One cookie's value from a request's Cookie header, or undefined. */
export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie');
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || undefined;
  }
  return undefined;
}
