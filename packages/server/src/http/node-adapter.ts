import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { PEER_ADDRESS_HEADER } from '../auth/client-address.js';

/** A fetch-style handler: one Request in, one Response out. */
export type FetchHandler = (request: Request) => Promise<Response>;

/** Largest request body read (an upload is at most 2,560,000 bytes; GraphQL bodies are small). */
export const MAX_BODY_BYTES = 4 * 1024 * 1024;

class BodyTooLarge extends Error {}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) throw new BodyTooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

async function toRequest(req: IncomingMessage, signal: AbortSignal): Promise<Request> {
  const host = req.headers.host ?? 'localhost';
  // `new URL` resolves dot segments (also %2e%2e); encoded slashes stay encoded, and the
  // static routes check every decoded path against their root anyway.
  const url = new URL(req.url ?? '/', `http://${host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    // Only the socket may say who the peer is (auth/client-address.ts).
    if (name === PEER_ADDRESS_HEADER) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  if (req.socket.remoteAddress) headers.set(PEER_ADDRESS_HEADER, req.socket.remoteAddress);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  // GraphQL bodies are small: reading them whole is far cheaper than a web stream per request.
  return new Request(url, { method: req.method, headers, signal, ...(hasBody ? { body: new Uint8Array(await readBody(req)) } : {}) });
}

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
  if (!response.body) {
    head();
    return void res.end();
  }
  // Files of known length are streamed; generated answers (GraphQL, errors) are small and go out
  // whole, in one write, which costs far less than a web stream per request.
  if (!headers['content-length']) {
    const body = Buffer.from(await response.arrayBuffer());
    head({ 'content-length': body.length });
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
 */
export function toNodeListener(handler: FetchHandler, onError: (error: unknown) => void): RequestListener {
  return (req, res) => {
    const controller = new AbortController();
    res.once('close', () => {
      if (!res.writableFinished) controller.abort();
    });
    void (async () => {
      try {
        await writeResponse(await handler(await toRequest(req, controller.signal)), res);
      } catch (error) {
        if (controller.signal.aborted) return;
        if (error instanceof BodyTooLarge) {
          if (!res.headersSent) res.writeHead(413, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' });
          return void res.end('Payload too large\n');
        }
        onError(error);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Internal server error\n');
      }
    })();
  };
}
