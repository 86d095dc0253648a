import { createPublicKey, verify, type JsonWebKey, type KeyObject } from 'node:crypto';
import { fetchJson, type SocialIdentity } from './social.js';

/** What verifying Google ID tokens needs. */
export interface GoogleOptions {
  /** The OAuth client id the token must be issued to (aud). */
  clientId: string;
  /** Google's JWKS (GOOGLE_JWKS_URL). */
  jwksUrl: string;
  /** How long fetched keys are kept. */
  cacheMs?: number;
  /** How long a JWKS fetch may take (PROVIDER_TIMEOUT_MS by default). */
  timeoutMs?: number;
  now?: () => number;
}

const ISSUERS = new Set(['accounts.google.com', 'https://accounts.google.com']);
/** Clock skew tolerated on exp and iat. */
const SKEW_SECONDS = 60;

const decodePart = (part: string): Record<string, unknown> | undefined => {
  try {
    const value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown;
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Verifies Google ID tokens (SECURITY D5): RS256 only, signed by a key of Google's JWKS (fetched
 * and cached; fetched again once for an unknown key id), iss, aud = the client id, exp, and the
 * nonce, which is required (SECURITY-REVIEW L16: without it a captured token replays).
 */
export function createGoogleVerifier(options: GoogleOptions) {
  const { clientId, jwksUrl, cacheMs = 60 * 60 * 1000, timeoutMs, now = Date.now } = options;
  let keys: { at: number; byId: Map<string, KeyObject> } | undefined;
  let refreshing: Promise<Map<string, KeyObject>> | undefined;

  const fetchKeys = () =>
    (refreshing ??= (async () => {
      try {
        const body = (await fetchJson(jwksUrl, timeoutMs)) as { keys?: Array<JsonWebKey & { kid?: string; alg?: string }> };
        const byId = new Map<string, KeyObject>();
        for (const jwk of body.keys ?? []) {
          if (jwk.kty !== 'RSA' || !jwk.kid || (jwk.alg && jwk.alg !== 'RS256')) continue;
          byId.set(jwk.kid, createPublicKey({ key: jwk, format: 'jwk' }));
        }
        keys = { at: now(), byId };
        return byId;
      } finally {
        refreshing = undefined;
      }
    })());

  async function keyFor(kid: string): Promise<KeyObject | undefined> {
    if (keys && now() - keys.at < cacheMs && keys.byId.has(kid)) return keys.byId.get(kid);
    // An unknown kid may mean Google rotated its keys: fetch again, but not more than once a minute.
    if (keys && now() - keys.at < 60_000 && !keys.byId.has(kid)) return undefined;
    return (await fetchKeys()).get(kid);
  }

  return async function verifyGoogleToken(token: string, nonce?: string): Promise<SocialIdentity | undefined> {
    const parts = token.split('.');
    if (parts.length !== 3 || token.length > 8192) return undefined;
    const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
    const header = decodePart(headerPart);
    const claims = decodePart(payloadPart);
    // The algorithm is pinned: alg none or HS256 (RS/HS confusion) never reach a key.
    if (!header || !claims || header.alg !== 'RS256' || typeof header.kid !== 'string') return undefined;
    const key = await keyFor(header.kid);
    if (!key) return undefined;
    const signed = verify('RSA-SHA256', Buffer.from(`${headerPart}.${payloadPart}`), key, Buffer.from(signaturePart, 'base64url'));
    if (!signed) return undefined;
    const seconds = now() / 1000;
    const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    if (!ISSUERS.has(String(claims.iss)) || !audience.includes(clientId)) return undefined;
    if (typeof claims.exp !== 'number' || claims.exp + SKEW_SECONDS < seconds) return undefined;
    if (typeof claims.iat === 'number' && claims.iat - SKEW_SECONDS > seconds) return undefined;
    if (!nonce || claims.nonce !== nonce) return undefined;
    if (typeof claims.sub !== 'string' || !claims.sub) return undefined;
    return {
      provider: 'google',
      subject: claims.sub,
      ...(typeof claims.email === 'string' ? { email: claims.email } : {}),
      emailVerified: claims.email_verified === true || claims.email_verified === 'true',
      ...(typeof claims.name === 'string' ? { name: claims.name } : {}),
      ...(typeof claims.picture === 'string' && /^https:\/\//.test(claims.picture) ? { picture: claims.picture } : {}),
    };
  };
}
