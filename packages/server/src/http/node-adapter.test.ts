import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEER_ADDRESS_HEADER } from '../auth/client-address.js';
import { MAX_BODY_BYTES, toNodeListener } from './node-adapter.js';

describe('node adapter', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer(
      toNodeListener(async (request) => {
        const body = request.body ? (await request.arrayBuffer()).byteLength : 0;
        return new Response(JSON.stringify({ peer: request.headers.get(PEER_ADDRESS_HEADER), body }));
      }, () => {}),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('passes the socket peer and drops a client-sent peer header', async () => {
    const reply = await fetch(base, { headers: { [PEER_ADDRESS_HEADER]: '6.6.6.6' } });
    expect(await reply.json()).toEqual({ peer: '127.0.0.1', body: 0 });
  });

  it('refuses bodies above the limit with 413', async () => {
    const reply = await fetch(base, { method: 'PUT', body: new Uint8Array(MAX_BODY_BYTES + 1) });
    expect(reply.status).toBe(413);
  });
});
