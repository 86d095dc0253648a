import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchJson } from './social.js';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A provider on loopback whose first `drops` connections close before answering. */
async function provider(drops: number): Promise<{ url: string; requests: () => number }> {
  let seen = 0;
  server = createServer((req, res) => {
    seen += 1;
    if (seen <= drops) return void req.socket.destroy();
    res.setHeader('content-type', 'application/json');
    res.end('{"keys":[]}');
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/certs`, requests: () => seen };
}

describe('fetchJson', () => {
  it('tries a connection that closed before answering once more (a stale kept-alive socket)', async () => {
    const { url, requests } = await provider(1);
    expect(await fetchJson(url)).toEqual({ keys: [] });
    expect(requests()).toBe(2);
  });

  it('gives up after the second failure: a provider that cannot be reached proves nothing', async () => {
    const { url, requests } = await provider(2);
    await expect(fetchJson(url)).rejects.toThrow();
    expect(requests()).toBe(2);
  });
});
