import { createHash } from 'node:crypto';
import { HTML_SECURITY_HEADERS } from '../responses.js';

/**
 * A page rendered on the server: revalidated on every visit (`no-cache`) by its ETag, so an
 * unchanged page costs a 304 and no body. `policy` is its Content-Security-Policy (http/pages/page-policy.ts).
 */
export function pageResponse(request: Request, html: string, status: number, lang: string, policy?: string): Response {
  const etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
  const headers = {
    'content-type': 'text/html; charset=utf-8',
    'content-language': lang,
    'cache-control': 'no-cache',
    etag,
    ...HTML_SECURITY_HEADERS,
    ...(policy ? { 'content-security-policy': policy } : {}),
  };
  // If-None-Match compares weakly (RFC 9110 §13.1.2): a compressed copy's W/"…" names the same page.
  const known = (request.headers.get('if-none-match') ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (status === 200 && known.includes(etag)) return new Response(null, { status: 304, headers });
  return new Response(request.method === 'HEAD' ? null : html, { status, headers });
}
