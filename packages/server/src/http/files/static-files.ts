import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { textResponse } from '../responses.js';
import { acceptedEncoding } from '../compression.js';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

/** A file found inside a static root. */
export interface StaticFile {
  /** Real path on disk. */
  path: string;
  /** Path inside the root, with `/` separators (`chunks/a1b2.js`). */
  relative: string;
  size: number;
}

/** Content type for a file name, by extension. */
export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** True when a directory exists (a missing build answers 503). */
export async function directoryExists(dir: string | undefined): Promise<boolean> {
  if (!dir) return false;
  return (await stat(dir).catch(() => null))?.isDirectory() ?? false;
}

/**
 * Finds the file a URL path names inside `root`, or null. The path is decoded once, rooted and
 * normalised, and the real path must still lie inside the root, so `..`, encoded `%2e%2e%2f`,
 * NUL bytes and symbolic links cannot reach anything outside it.
 */
export async function findStaticFile(root: string, urlPath: string): Promise<StaticFile | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const realRoot = await realpath(root).catch(() => null);
  if (!realRoot) return null;
  const candidate = path.join(realRoot, path.posix.normalize(`/${decoded}`));
  const real = await realpath(candidate).catch(() => null);
  if (!real || !real.startsWith(realRoot + path.sep)) return null;
  const info = await stat(real).catch(() => null);
  return info?.isFile() ? { path: real, relative: path.relative(realRoot, real).split(path.sep).join('/'), size: info.size } : null;
}

/**
 * Streams a found file; HEAD gets the headers only. Its brotli or gzip copy made at build
 * (`file.js.br`, `file.js.gz`: scripts/rollup/precompress.mjs) is sent instead when the client
 * accepts it.
 */
export async function fileResponse(request: Request, file: StaticFile, headers: Record<string, string>, status = 200): Promise<Response> {
  const encoding = acceptedEncoding(request);
  const encoded = encoding && (await stat(`${file.path}.${encoding === 'br' ? 'br' : 'gz'}`).catch(() => null));
  const sent = encoded?.isFile() ? { path: `${file.path}.${encoding === 'br' ? 'br' : 'gz'}`, size: encoded.size } : file;
  const body = request.method === 'HEAD' ? null : (Readable.toWeb(createReadStream(sent.path)) as ReadableStream<Uint8Array>);
  return new Response(body, {
    status,
    headers: {
      'content-type': contentTypeOf(file.path),
      'content-length': String(sent.size),
      ...(sent !== file && { 'content-encoding': encoding! }),
      // The answer depends on the request's Accept-Encoding wherever a copy exists.
      ...(encoding && { vary: 'Accept-Encoding' }),
      ...headers,
    },
  });
}

/** The 503 a route answers when its build output is missing. */
export function notBuilt(what: string): Response {
  return textResponse(503, `The ${what} is not built yet: run \`npm run build\`.`, { 'retry-after': '30' });
}
