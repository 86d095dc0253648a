import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { PEER_ADDRESS_HEADER } from '../auth/client-address.js';

/** A fetch-style handler: one Request in, one Response out. */
export type FetchHandler = (request: Request) => Promise<Response>;

/** Largest request body read by default (an upload is at most 2,560,000 bytes). */
export const MAX_BODY_BYTES = 4 * 1024 * 1024;

/** The largest body, in bytes, accepted for a request to this path. */
export type BodyLimit = (pathname: string) => number;

class BodyTooLarge extends Error {}

/** The 413 answer, a GraphQL-style error list with a message key the client translates (DESIGN §3). */
const TOO_LARGE = JSON.stringify({ errors: [{ message: 'payload.tooLarge', extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });

function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // A declared length over the limit is refused before a byte is read.
    if (Number(req.headers['content-length'] ?? 0) > limit) return reject(new BodyTooLarge());
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      // The rest is read and thrown away rather than the stream destroyed: destroying it would
      // reset the socket under the 413 answer, and the client would see a dropped connection.
      req.off('data', onData);
      req.resume();
      reject(new BodyTooLarge());
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

/** The classes requests are built with: the global ones, or a fetch API such as yoga's. */
export interface RequestClasses {
  Request: typeof Request;
  Headers: typeof Headers;
}

async function toRequest(req: IncomingMessage, bodyLimit: BodyLimit, classes: RequestClasses): Promise<Request> {
  const host = req.headers.host ?? 'localhost';
  // `new URL` resolves dot segments (also %2e%2e); encoded slashes stay encoded, and the
  // static routes check every decoded path against their root anyway.
  const url = new URL(req.url ?? '/', `http://${host}`);
  const headers = new classes.Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    // Only the socket may say who the peer is (auth/client-address.ts).
    if (name === PEER_ADDRESS_HEADER) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  if (req.socket.remoteAddress) headers.set(PEER_ADDRESS_HEADER, req.socket.remoteAddress);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  // GraphQL bodies are small: reading them whole is far cheaper than a web stream per request.
  return new classes.Request(url, { method: req.method, headers, ...(hasBody ? { body: new Uint8Array(await readBody(req, bodyLimit(url.pathname))) } : {}) });
}

// Answers up to this size are written whole; larger (files) are streamed.
const WHOLE_BODY_BYTES = 64 * 1024;

async function writeResponse(response: Response, res: ServerResponse): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  const head = (extra: Record<string, string | number> = {}) =>
    // An empty statusText would send a blank reason phrase; Node fills in the standard one.
    response.statusText
      ? res.writeHead(response.status, response.statusText, { ...headers, ...extra })
      : res.writeHead(response.status, { ...headers, ...extra });
  // Generated answers (GraphQL, errors) and small files go out whole, in one write: a Response's
  // body stream (which yoga's Response builds on first read of .body) cost more than yoga's
  // pipeline for a small query (issue 14). Larger files are streamed.
  const length = headers['content-length'];
  if (length === undefined || Number(length) <= WHOLE_BODY_BYTES) {
    const body = Buffer.from(await response.arrayBuffer());
    // A length the handler gave stands (a HEAD answer has none of the body it counts); no body
    // (204, 304, a redirect) gets no length.
    head(length === undefined && body.length ? { 'content-length': body.length } : {});
    return void res.end(body);
  }
  head();
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    if (!res.write(chunk)) await new Promise((resolve) => res.once('drain', resolve));
  }
  res.end();
}

/**
 * Serves a fetch-style handler from Node's `http` server.
 * @param onError called when the handler throws; the client then gets a bare 500
 * @param bodyLimit the largest body per path; a bigger one is answered 413 with a JSON error
 * @param classes builds the requests: Node's undici Request makes an AbortSignal (transferable
 *   between workers) and a web stream of the body for each one, which cost more than yoga's
 *   pipeline for a small query (issue 14); yoga's fetch API (whatwg-node) keeps the read body as
 *   it is. Its requests' signal never aborts; nothing in the shop reads it.
 */
export function toNodeListener(
  handler: FetchHandler,
  onError: (error: unknown) => void,
  bodyLimit: BodyLimit = () => MAX_BODY_BYTES,
  classes: RequestClasses = globalThis,
): RequestListener {
  return (req, res) => {
    // A client that left before its answer is no failure worth logging.
    let left = false;
    res.once('close', () => {
      if (!res.writableFinished) left = true;
    });
    void (async () => {
      try {
        await writeResponse(await handler(await toRequest(req, bodyLimit, classes)), res);
      } catch (error) {
        if (left) return;
        if (error instanceof BodyTooLarge) {
          // An answer, not a dropped connection; the connection closes after it, so the rest of
          // the body is never read.
          if (!res.headersSent) res.writeHead(413, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', connection: 'close' });
          return void res.end(TOO_LARGE);
        }
        onError(error);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Internal server error\n');
      }
    })();
  };
}
