import type { Kysely } from 'kysely';
import type { LocalStorage } from '../../adapters/storage/local-storage.js';
import { matchesMagicBytes, MAX_IMAGE_SIDE, MAX_UPLOAD_BYTES, pngSize } from '../../adapters/storage/storage.js';
import { withoutMetadata } from '../../adapters/storage/strip-metadata.js';
import { findViewer } from '../../auth/viewer.js';
import type { Database } from '../../db/types.js';
import type { Services } from '../../services/index.js';
import { textResponse } from '../responses.js';

// SECURITY F2: uploaded bytes are served as the stored image type only, never sniffed, never run
// as a document (sandboxed, no sub-resources).
const SERVED_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'cross-origin-resource-policy': 'cross-origin',
  'cache-control': 'public, max-age=31536000, immutable',
};

const forbidden = () => textResponse(403, 'Forbidden');

async function receive(db: Kysely<Database>, services: Pick<Services, 'uploads'>, storage: LocalStorage, request: Request, path: string, publicUrl: string): Promise<Response> {
  const url = new URL(request.url);
  const expires = url.searchParams.get('expires') ?? '';
  const type = url.searchParams.get('type') ?? '';
  const signature = url.searchParams.get('sig') ?? '';
  if (!storage.checkSignature(path, type, expires, signature)) return forbidden();
  if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 <= Date.now()) return forbidden();
  // The signed content type, exactly (a multipart or other type would store something else).
  if ((request.headers.get('content-type') ?? '').trim().toLowerCase() !== type) return forbidden();
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_UPLOAD_BYTES) return textResponse(413, 'Payload too large');
  const received = new Uint8Array(await request.arrayBuffer());
  if (received.length > MAX_UPLOAD_BYTES) return textResponse(413, 'Payload too large');
  if (!matchesMagicBytes(received, type)) return textResponse(415, 'Unsupported media type');
  // SECURITY-REVIEW M8: a photo's GPS position, camera and comments are not stored.
  const body = withoutMetadata(received, type);
  const size = type === 'image/png' ? pngSize(body) : undefined;
  if (size && (size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE)) return textResponse(415, 'Unsupported media type');
  // SECURITY F1: a URL signed for a signed-in customer takes only that customer's upload.
  const viewer = await findViewer(db, request, publicUrl);
  // Single use: only the first PUT finds the key unused.
  const stored = await services.uploads.storeOnce({ path, contentType: type, userId: viewer?.userId, body });
  if (!stored) return forbidden();
  // SPEC §7: the client counts the upload as done when the status text is OK.
  return new Response('OK\n', { status: 200, statusText: 'OK', headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

async function serve(services: Pick<Services, 'uploads'>, request: Request, path: string): Promise<Response> {
  const row = await services.uploads.find(path);
  if (!row?.body) return textResponse(404, 'Not found');
  const name = path.slice(path.lastIndexOf('/') + 1);
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(row.body), {
    headers: {
      'content-type': row.content_type,
      'content-length': String(row.body.length),
      // A PDF is downloaded, never shown inside the shop's origin (SECURITY F2).
      'content-disposition': `${row.content_type === 'application/pdf' ? 'attachment' : 'inline'}; filename="${name}"`,
      ...SERVED_HEADERS,
    },
  });
}

/** `/uploads/<uuid>.<ext>`: PUT with a signed URL stores an image (or a personalized request's PDF) once; GET serves it. */
export async function serveUploads(db: Kysely<Database>, services: Pick<Services, 'uploads'>, storage: LocalStorage, request: Request, pathname: string, publicUrl: string): Promise<Response> {
  if (!/^\/uploads\/[0-9a-f-]{36}\.(jpg|jpeg|png|webp|pdf)$/.test(pathname)) return textResponse(404, 'Not found');
  if (request.method === 'PUT') return receive(db, services, storage, request, pathname, publicUrl);
  if (request.method === 'GET' || request.method === 'HEAD') return serve(services, request, pathname);
  return textResponse(405, 'Method not allowed', { allow: 'GET, HEAD, PUT' });
}
