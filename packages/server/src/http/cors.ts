import type { CORSOptions, Plugin } from 'graphql-yoga';

const METHODS = ['POST', 'GET', 'OPTIONS'];

/**
 * yoga's `cors` option: an allow-listed Origin is echoed with credentials (the authenticated
 * client sends cookies); any other Origin gets no CORS headers from yoga, and `usePublicCors`
 * answers it instead. SECURITY C5: never reflect an unknown Origin, never `null` with credentials.
 *
 * Returning `{ origin: '*' }` here would not work: @whatwg-node/server treats `'*'` as "allow
 * all" and reflects the request's Origin, adding `Access-Control-Allow-Credentials: true`.
 */
export function createCorsOptions(allowedOrigins: readonly string[]): (request: Request) => CORSOptions {
  const allowed = new Set(allowedOrigins);
  return (request) => {
    const origin = request.headers.get('origin');
    return origin !== null && allowed.has(origin) ? { origin, credentials: true, methods: METHODS } : false;
  };
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
export function usePublicCors(allowedOrigins: readonly string[]): Plugin {
  const allowed = new Set(allowedOrigins);
  return {
    onResponse({ request, response }) {
      appendVary(response.headers, 'Origin');
      const origin = request.headers.get('origin');
      if (origin === null || allowed.has(origin)) return;
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
export function refusalCorsHeaders(allowedOrigins: readonly string[]): (headers: Record<string, string | string[] | undefined>) => Record<string, string> {
  const allowed = new Set(allowedOrigins);
  return (headers): Record<string, string> => {
    const origin = typeof headers.origin === 'string' ? headers.origin : null;
    if (origin === null) return { vary: 'Origin' };
    if (allowed.has(origin)) return { vary: 'Origin', 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true' };
    return { vary: 'Origin', 'access-control-allow-origin': '*' };
  };
}
