import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { PEER_ADDRESS_HEADER } from '../auth/client-address.js';

/** A fetch-style handler: one Request in, one Response out. */
export type FetchHandler = (request: Request) => Promise<Response>;

/** Largest request body read by default (an upload is at most 2,560,000 bytes). */
export const MAX_BODY_BYTES = 4 * 1024 * 1024;

/** The largest body, in bytes, accepted for a request to this path. */
export type BodyLimit = (pathname: string) => number;

class BodyTooLarge extends Error {}

/**
 * Most bytes of an over-limit body read and thrown away after the 413 is written, and the longest
 * wait for them (issue 23 item 7): closing while the client still sends makes its kernel see a
 * reset, which throws away the 413 unread ("broken pipe"); reading without a bound would let a
 * client keep the connection busy for ever.
 */
export const DRAIN_BYTES = 8 * 1024 * 1024;
export const DRAIN_MS = 5000;

/** Headers of the adapter's own 413 for a request with these headers (CORS, so a browser reads it). */
export type RefusalHeaders = (headers: IncomingMessage['headers']) => Record<string, string>;

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
      // The rest is drained after the 413 (drainThenClose) rather than the stream destroyed:
      // destroying it would reset the socket under the answer.
      req.off('data', onData);
      reject(new BodyTooLarge());
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

/**
 * Reads and drops what is left of a refused body, up to DRAIN_BYTES or DRAIN_MS, then ends the
 * answer (whose bytes were all written before) and so the connection.
 */
function drainThenClose(req: IncomingMessage, res: ServerResponse): void {
  let drained = 0;
  const finish = () => {
    if (res.writableEnded) return;
    clearTimeout(timer);
    req.off('data', onData);
    req.off('end', finish);
    res.end();
  };
  const onData = (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_BYTES) finish();
  };
  const timer = setTimeout(finish, DRAIN_MS);
  if (req.readableEnded) return finish();
  req.on('data', onData);
  req.once('end', finish);
  req.resume();
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
    response.statusText ? res.writeHead(response.status, response.statusText, { ...headers, ...extra }) : res.writeHead(response.status, { ...headers, ...extra });
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
 * @param refusalHeaders extra headers of the adapter's own 413 (app.ts: the CORS headers yoga
 *   would give, so a partner page's client reads the refusal's message key)
 */
export function toNodeListener(
  handler: FetchHandler,
  onError: (error: unknown) => void,
  bodyLimit: BodyLimit = () => MAX_BODY_BYTES,
  classes: RequestClasses = globalThis,
  refusalHeaders: RefusalHeaders = () => ({}),
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
          // An answer, not a dropped connection: the whole answer (its length given) goes out
          // first, the connection closes once the rest of the body is drained.
          if (res.headersSent) return void res.end();
          res.writeHead(413, {
            ...refusalHeaders(req.headers),
            'content-type': 'application/json; charset=utf-8',
            'content-length': Buffer.byteLength(TOO_LARGE),
            'cache-control': 'no-store',
            connection: 'close',
          });
          res.write(TOO_LARGE);
          return drainThenClose(req, res);
        }
        onError(error);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Internal server error\n');
      }
    })();
  };
}
