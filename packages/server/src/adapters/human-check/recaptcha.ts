import type { HumanCheckVerifier } from './human-check.js';

/** What the reCAPTCHA verifier needs. */
export interface RecaptchaOptions {
  secret: string;
  /** The public site key browsers render the check with (published by the `humanCheck` query). */
  siteKey: string;
  /** The provider's browser script; Google's reCAPTCHA v3 `api.js` by default. */
  scriptUrl?: string;
  /** https://www.google.com/recaptcha/api/siteverify, or a fake in tests. */
  verifyUrl: string;
  /** Hostnames a token may have been solved on (the shop and its partners: SECURITY D6). */
  hostnames: readonly string[];
  /** Lowest v3 score accepted. */
  minScore?: number;
  timeoutMs?: number;
  log?: (line: string) => void;
}

/** reCAPTCHA v3's browser script. */
export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';

/**
 * The production human check (SECURITY D6): siteverify POST with the secret; accepted only on
 * success with the expected action and an allowed hostname. A timeout, a network error or an
 * unexpected answer count as not human (fail closed).
 */
export function createRecaptchaVerifier(options: RecaptchaOptions): HumanCheckVerifier {
  const { secret, verifyUrl, minScore = 0.5, timeoutMs = 5000, log = console.warn } = options;
  const hostnames = new Set(options.hostnames.map((host) => host.toLowerCase()));
  return {
    kind: 'production',
    settings: { provider: 'recaptcha', siteKey: options.siteKey, scriptUrl: options.scriptUrl ?? RECAPTCHA_SCRIPT_URL },
    async verify({ token, action }) {
      if (!token || token.length > 4096) return false;
      try {
        const response = await fetch(verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret, response: token }),
          redirect: 'error',
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) return false;
        const result = (await response.json()) as { success?: unknown; action?: unknown; hostname?: unknown; score?: unknown };
        if (result.success !== true) return false;
        if (result.action !== action) return false;
        if (typeof result.hostname !== 'string' || !hostnames.has(result.hostname.toLowerCase())) return false;
        if (typeof result.score === 'number' && result.score < minScore) return false;
        return true;
      } catch (error) {
        log(`candleshop: human check failed closed: ${error instanceof Error ? error.message : String(error)}`);
        return false;
      }
    },
  };
}
