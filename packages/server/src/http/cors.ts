import type { CORSOptions, Plugin } from 'graphql-yoga';
import type { PartnerOrigins } from '../services/partners/partner-origins.js';

const METHODS = ['POST', 'GET', 'OPTIONS'];

/**
 * yoga's `cors` option: an allow-listed Origin is echoed with credentials (the authenticated
 * client sends cookies); any other Origin gets no CORS headers from yoga, and `usePublicCors`
 * answers it instead. SECURITY C5: never reflect an unknown Origin, never `null` with credentials.
 *
 * Returning `{ origin: '*' }` here would not work: @whatwg-node/server treats `'*'` as "allow
 * all" and reflects the request's Origin, adding `Access-Control-Allow-Credentials: true`.
 */
export function createCorsOptions(allowedOrigins: readonly string[], partners?: PartnerOrigins): (request: Request) => Promise<CORSOptions> {
  const allowed = credentialed(allowedOrigins, partners);
  return async (request) => {
    const origin = request.headers.get('origin');
    return origin !== null && (await allowed(origin)) ? { origin, credentials: true, methods: METHODS } : false;
  };
}

/**
 * Whether an Origin may call with credentials: the shop's own (ALLOWED_ORIGINS, fixed at start)
 * or an active partner's (the registry, issue 26: changes apply without a restart).
 */
function credentialed(allowedOrigins: readonly string[], partners: PartnerOrigins | undefined): (origin: string) => Promise<boolean> {
  const allowed = new Set(allowedOrigins);
  return async (origin) => allowed.has(origin) || ((await partners?.has(origin)) ?? false);
}

function appendVary(headers: Headers, name: string): void {
  const current = headers.get('vary');
  const names = current ? current.split(',').map((item) => item.trim().toLowerCase()) : [];
  if (!names.includes(name.toLowerCase())) headers.set('vary', current ? `${current}, ${name}` : name);
}

/**
 * Partner shops embed the public catalogue from any site with the public client, which sends no
 * cookies (DESIGN §3). Origins outside the allow-list, `null` included, therefore get
 * `Access-Control-Allow-Origin: *` and never credentials. Every response varies by Origin.
 */
export function usePublicCors(allowedOrigins: readonly string[], partners?: PartnerOrigins): Plugin {
  const allowed = credentialed(allowedOrigins, partners);
  return {
    async onResponse({ request, response }) {
      appendVary(response.headers, 'Origin');
      const origin = request.headers.get('origin');
      if (origin === null || (await allowed(origin))) return;
      response.headers.set('access-control-allow-origin', '*');
      response.headers.delete('access-control-allow-credentials');
      response.headers.set('access-control-allow-methods', METHODS.join(', '));
      const requested = request.headers.get('access-control-request-headers');
      if (requested) {
        response.headers.set('access-control-allow-headers', requested);
        appendVary(response.headers, 'Access-Control-Request-Headers');
      }
    },
  };
}

/**
 * The CORS headers of an answer the HTTP adapter gives itself (a 413 before yoga sees the
 * request), the same as yoga's: credentials only for an allow-listed Origin, `*` for any other.
 */
export function refusalCorsHeaders(allowedOrigins: readonly string[], partners?: PartnerOrigins): (headers: Record<string, string | string[] | undefined>) => Record<string, string> {
  const allowed = new Set(allowedOrigins);
  return (headers): Record<string, string> => {
    const origin = typeof headers.origin === 'string' ? headers.origin : null;
    if (origin === null) return { vary: 'Origin' };
    // Answered at once, so from the partners' origins as last read (at most a few seconds old).
    if (allowed.has(origin) || partners?.hasLoaded(origin)) return { vary: 'Origin', 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true' };
    return { vary: 'Origin', 'access-control-allow-origin': '*' };
  };
}
