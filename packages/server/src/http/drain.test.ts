import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { drainable } from './drain.js';

/** A server whose every request waits until `release()`; `started` resolves when one arrived. */
async function slowServer() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let arrived!: () => void;
  const started = new Promise<void>((resolve) => (arrived = resolve));
  const server = drainable(
    createServer((_req, res) => {
      arrived();
      void gate.then(() => res.end('done'));
    }),
  );
  await new Promise<void>((resolve) => server.server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}/`;
  return { ...server, url, release, started };
}

/** A GET on a connection of its own; resolves with the status and the body, or the error code. */
function get(url: string): Promise<{ status?: number; body?: string; connection?: string; error?: string }> {
  return new Promise((resolve) => {
    request(url, { agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode, body, connection: res.headers.connection }));
      res.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    })
      .on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }))
      .end();
  });
}

describe('draining a server', () => {
  it('refuses new connections, answers the open request (closing its connection), then resolves', async () => {
    const slow = await slowServer();
    const open = get(slow.url);
    await slow.started;
    let drained = false;
    const draining = slow.drain(10_000).then(() => (drained = true));
    expect((await get(slow.url)).error).toBe('ECONNREFUSED');
    expect(drained).toBe(false);
    slow.release();
    expect(await open).toEqual({ status: 200, body: 'done', connection: 'close' });
    await draining;
    expect(drained).toBe(true);
  });

  it('cuts a request still open after the timeout, so shutdown is bounded', async () => {
    const slow = await slowServer();
    const open = get(slow.url);
    await slow.started;
    const began = Date.now();
    await slow.drain(200);
    expect(Date.now() - began).toBeLessThan(5000);
    expect((await open).error).toMatch(/ECONNRESET|socket hang up/);
    slow.release();
  });
});
