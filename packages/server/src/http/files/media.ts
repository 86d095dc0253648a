import type { Services } from '../../services/index.js';
import { isReadMethod, methodNotAllowed, textResponse } from '../responses.js';

// Pictures are embedded on partner pages (cross-origin) and must never run as a document:
// an SVG opened directly gets a CSP that forbids scripts and every fetch.
const MEDIA_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'cross-origin-resource-policy': 'cross-origin',
  'cache-control': 'public, max-age=86400',
};

/** Serves `/media/*` from the media table. */
export async function serveMedia(services: Pick<Services, 'media'>, request: Request, pathname: string): Promise<Response> {
  if (!isReadMethod(request.method)) return methodNotAllowed();
  const media = await services.media.find(pathname);
  if (!media) return textResponse(404, 'Not found');
  const body = request.method === 'HEAD' ? null : media.body;
  return new Response(body, {
    headers: { 'content-type': media.content_type, 'content-length': String(Buffer.byteLength(media.body)), ...MEDIA_HEADERS },
  });
}
