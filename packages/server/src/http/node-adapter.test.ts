import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSchema, createYoga } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEER_ADDRESS_HEADER } from '../auth/client-address.js';
import { MAX_BODY_BYTES, toNodeListener, type RequestClasses } from './node-adapter.js';

// app.ts builds requests with yoga's fetch API; Node's own classes are the adapter's default.
const { fetchAPI } = createYoga({ schema: createSchema({ typeDefs: 'type Query { ok: Boolean }' }) });
const builds: Array<[string, RequestClasses]> = [
  ['Node', globalThis],
  ["yoga's fetch API", fetchAPI],
];

describe.each(builds)('node adapter with requests of %s', (_, classes) => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer(
      toNodeListener(
        async (request) => {
          const body = request.body ? (await request.arrayBuffer()).byteLength : 0;
          return new Response(JSON.stringify({ peer: request.headers.get(PEER_ADDRESS_HEADER), body }));
        },
        () => {},
        undefined,
        classes,
      ),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('passes the socket peer and drops a client-sent peer header', async () => {
    const reply = await fetch(base, { headers: { [PEER_ADDRESS_HEADER]: '6.6.6.6' } });
    expect(await reply.json()).toEqual({ peer: '127.0.0.1', body: 0 });
  });

  it('refuses bodies above the limit with 413 and a JSON error, declared or streamed', async () => {
    const declared = await fetch(base, { method: 'PUT', body: new Uint8Array(MAX_BODY_BYTES + 1) });
    expect(declared.status).toBe(413);
    expect(declared.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await declared.json()).toEqual({ errors: [{ message: 'payload.tooLarge', extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
    // No content-length: the limit is found while reading, and the answer still arrives.
    const streamed = await fetch(base, { method: 'PUT', body: new Blob([new Uint8Array(MAX_BODY_BYTES + 1)]).stream(), duplex: 'half' } as RequestInit);
    expect(streamed.status).toBe(413);
    expect((await streamed.json()).errors[0].message).toBe('payload.tooLarge');
  });

  it('reads a body up to the limit of its path', async () => {
    const limited = createServer(
      toNodeListener(
        async (request) => new Response(String((await request.arrayBuffer()).byteLength)),
        () => {},
        (path) => (path === '/small' ? 10 : 100),
        classes,
      ),
    );
    await new Promise<void>((resolve) => limited.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(limited.address() as AddressInfo).port}`;
    try {
      expect(await (await fetch(`${url}/small`, { method: 'POST', body: 'x'.repeat(10) })).text()).toBe('10');
      expect((await fetch(`${url}/small`, { method: 'POST', body: 'x'.repeat(11) })).status).toBe(413);
      expect(await (await fetch(`${url}/other`, { method: 'POST', body: 'x'.repeat(100) })).text()).toBe('100');
    } finally {
      await new Promise<void>((resolve) => limited.close(() => resolve()));
    }
  });

  it('hands the handler the method, URL, headers and body as text and JSON', async () => {
    const seen = createServer(
      toNodeListener(
        async (request) => {
          const copy = request.clone();
          const json = (await request.json()) as unknown;
          return Response.json({ method: request.method, url: request.url, type: request.headers.get('content-type'), json, text: await copy.text() });
        },
        () => {},
        undefined,
        classes,
      ),
    );
    await new Promise<void>((resolve) => seen.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(seen.address() as AddressInfo).port}`;
    try {
      const reply = await fetch(`${url}/graphql?lang=ar`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ ok }"}' });
      expect(await reply.json()).toEqual({
        method: 'POST',
        url: `${url}/graphql?lang=ar`,
        type: 'application/json',
        json: { query: '{ ok }' },
        text: '{"query":"{ ok }"}',
      });
    } finally {
      await new Promise<void>((resolve) => seen.close(() => resolve()));
    }
  });
});

describe('node adapter answers', () => {
  let server: Server;
  let base: string;
  const LARGE = 200_000;
  beforeAll(async () => {
    const answers: Record<string, () => Response> = {
      '/generated': () => new Response('{"data":{"ok":true}}', { headers: { 'content-type': 'application/json' } }),
      '/small': () => new Response('x'.repeat(100), { headers: { 'content-length': '100' } }),
      '/large': () => new Response(new Blob([new Uint8Array(LARGE).fill(7)]).stream(), { headers: { 'content-length': String(LARGE) } }),
      '/none': () => new Response(null, { status: 204 }),
      '/head': () => new Response(null, { headers: { 'content-length': '1234' } }),
    };
    server = createServer(
      toNodeListener(
        async (request) => answers[new URL(request.url).pathname]!(),
        () => {},
        undefined,
        fetchAPI,
      ),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends a generated answer whole, with its length', async () => {
    const reply = await fetch(`${base}/generated`);
    expect(reply.headers.get('content-length')).toBe('20');
    expect(await reply.json()).toEqual({ data: { ok: true } });
  });

  it('sends small and large bodies of a given length, the large one streamed', async () => {
    const small = await fetch(`${base}/small`);
    expect(small.headers.get('content-length')).toBe('100');
    expect(await small.text()).toBe('x'.repeat(100));
    const large = await fetch(`${base}/large`);
    expect(large.headers.get('content-length')).toBe(String(LARGE));
    const bytes = new Uint8Array(await large.arrayBuffer());
    expect(bytes.length).toBe(LARGE);
    expect(bytes.every((byte) => byte === 7)).toBe(true);
  });

  it('keeps the length a HEAD answer gives, and gives none to an answer without a body', async () => {
    const head = await fetch(`${base}/head`, { method: 'HEAD' });
    expect(head.headers.get('content-length')).toBe('1234');
    const none = await fetch(`${base}/none`);
    expect(none.status).toBe(204);
    expect(none.headers.get('content-length')).toBeNull();
  });
});
