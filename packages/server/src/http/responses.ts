// Small response builders shared by the non-GraphQL routes.

/** Headers every HTML page gets (SECURITY E: no sniffing, no framing by other sites). */
export const HTML_SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'content-security-policy': "frame-ancestors 'self'",
};

/** A short plain-text answer, e.g. a 404. */
export function textResponse(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(`${text}\n`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff', ...headers },
  });
}

/** 405 for anything but GET and HEAD on a static route. */
export function methodNotAllowed(): Response {
  return textResponse(405, 'Method not allowed', { allow: 'GET, HEAD' });
}

/** True for the methods static routes serve. */
export function isReadMethod(method: string): boolean {
  return method === 'GET' || method === 'HEAD';
}
