// Issue 23 item 7: an over-limit body gets a 413 the client reads (not a reset under it), with
// CORS headers so that a partner page's client can read the message key it translates.
import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_MAX_BODY_BYTES } from '../graphql/body-limit.js';
import { testDatabases } from '../test/databases.js';
import { openShop, PARTNER_ORIGIN, type TestShop } from '../test/shop.js';

/**
 * A client as simple as many are: it writes the whole request, then reads. Its answer is what
 * arrived before the connection ended, or the socket error that ended it.
 */
function sendWholeThenRead(port: number, head: string, bodyBytes: number, tail = ''): Promise<{ text: string; error?: string }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let error: string | undefined;
    socket.pause();
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', (cause: NodeJS.ErrnoException) => (error ??= cause.code ?? cause.message));
    socket.on('close', () => resolve({ text: Buffer.concat(received).toString('latin1'), error }));
    socket.write(head);
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    const writeMore = () => {
      while (sent < bodyBytes && !socket.destroyed) {
        sent += chunk.length;
        if (!socket.write(chunk)) return void socket.once('drain', writeMore);
      }
      if (!socket.destroyed) socket.write(tail);
      // Only now does this client look at what came back.
      setTimeout(() => socket.resume(), 200);
    };
    writeMore();
  });
}

describe.each(testDatabases())('an over-limit request body on $name', (database) => {
  let shop: TestShop;
  let server: Server;
  let port: number;
  beforeAll(async () => {
    shop = await openShop(database);
    server = createServer(shop.app.handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    await shop?.close();
  });

  it('is answered 413 with CORS headers and a message key the client reads over a real socket', async () => {
    const size = GRAPHQL_MAX_BODY_BYTES * 3;
    const head = `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${PARTNER_ORIGIN}\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`;
    const { text, error } = await sendWholeThenRead(port, head, size);
    expect(error).toBeUndefined();
    expect(text).toMatch(/^HTTP\/1\.1 413 /);
    expect(text.toLowerCase()).toContain(`access-control-allow-origin: ${PARTNER_ORIGIN}`);
    expect(text).toContain('"message":"payload.tooLarge"');
  });

  it('answers a streamed body (no declared length) the same way', async () => {
    const size = GRAPHQL_MAX_BODY_BYTES * 2;
    const head = `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: https://elsewhere.example\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`;
    // One chunk holding it all: its size line, then the bytes the helper writes.
    const { text, error } = await sendWholeThenRead(port, `${head}${size.toString(16)}\r\n`, size, '\r\n0\r\n\r\n');
    expect(error).toBeUndefined();
    expect(text).toMatch(/^HTTP\/1\.1 413 /);
    expect(text.toLowerCase()).toContain('access-control-allow-origin: *');
    expect(text).toContain('"message":"payload.tooLarge"');
  });
});
