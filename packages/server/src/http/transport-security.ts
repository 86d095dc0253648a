// SECURITY-REVIEW-2 N15: production requires an https PUBLIC_URL, so browsers are told to use
// https only, for a year, on this host and the hosts below it (the proxy in front may send the same
// header; one value twice does no harm). Browsers ignore it over plain http, and an http
// PUBLIC_URL (the offline demo) never sends it, so localhost is never pinned to https.

/** The Strict-Transport-Security value an https shop sends. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** The Strict-Transport-Security header of a shop at `publicUrl`: none unless it is https. */
export function transportSecurityHeaders(publicUrl: string): Record<string, string> {
  return new URL(publicUrl).protocol === 'https:' ? { 'strict-transport-security': STRICT_TRANSPORT_SECURITY } : {};
}

/**
 * Adds Strict-Transport-Security to every response when `publicUrl` is https; the response as it
 * is otherwise.
 * @example const secure = transportSecurity('https://shop.example'); return secure(response);
 */
export function transportSecurity(publicUrl: string): (response: Response) => Response {
  if (new URL(publicUrl).protocol !== 'https:') return (response) => response;
  return (response) => {
    try {
      response.headers.set('strict-transport-security', STRICT_TRANSPORT_SECURITY);
      return response;
    } catch {
      // Some responses (Response.redirect, a proxied fetch) have immutable headers: a copy does not.
      const copy = new Response(response.body, response);
      copy.headers.set('strict-transport-security', STRICT_TRANSPORT_SECURITY);
      return copy;
    }
  };
}
