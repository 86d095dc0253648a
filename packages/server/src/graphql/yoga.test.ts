import type { YogaLogger } from 'graphql-yoga';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_MAX_BODY_BYTES } from './body-limit.js';
import { testDatabases } from '../test/databases.js';
import { graphql, openShop, PARTNER_ORIGIN, PUBLIC_URL, type TestShop } from '../test/shop.js';

const nest = (levels: number, leaf = 'id'): string => (levels === 0 ? leaf : `collection { products { ${nest(levels - 1, leaf)} } }`);
// product(1) + 3 × (collection, products) + id = depth 8.
const DEPTH_8 = `{ product(id: "1") { ${nest(3)} } }`;
const DEPTH_7 = `{ product(id: "1") { collection { products { collection { products { collection { id } } } } } } }`;
const aliases = (count: number) => `{ ${Array.from({ length: count }, (_, i) => `a${i}: sizes { id }`).join(' ')} }`;

function captureLogger(): YogaLogger & { lines: string[] } {
  const lines: string[] = [];
  const keep = (...args: unknown[]) => {
    lines.push(args.map((arg) => (arg instanceof Error ? `${arg.message} ${String((arg as { originalError?: unknown }).originalError)}` : String(arg))).join(' '));
  };
  return { lines, debug: () => {}, info: () => {}, warn: keep, error: keep };
}

describe.each(testDatabases())('API hardening on $name', (database) => {
  let shop: TestShop;
  const post = (init: RequestInit & { path?: string }) => shop.app.fetch(new Request(`${PUBLIC_URL}${init.path ?? '/graphql'}`, { method: 'POST', ...init }));

  beforeAll(async () => {
    shop = await openShop(database);
  });
  afterAll(() => shop?.close());

  describe('CORS (SECURITY C5)', () => {
    const json = { 'content-type': 'application/json' };
    const body = JSON.stringify({ query: '{ sizes { id } }' });

    it('echoes an allowed origin with credentials and varies by Origin', async () => {
      const response = await post({ headers: { ...json, origin: PARTNER_ORIGIN }, body });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe(PARTNER_ORIGIN);
      expect(response.headers.get('access-control-allow-credentials')).toBe('true');
      expect(response.headers.get('vary')).toMatch(/\bOrigin\b/);
    });

    it('answers an allowed preflight with credentials', async () => {
      const response = await post({
        method: 'OPTIONS',
        headers: { origin: PARTNER_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(PARTNER_ORIGIN);
      expect(response.headers.get('access-control-allow-credentials')).toBe('true');
      expect(response.headers.get('access-control-allow-methods')).toBe('POST, GET, OPTIONS');
    });

    it.each(['https://evil.example', 'null', 'http://shop.test.evil.example'])('gives %s the public answer: *, never credentials', async (origin) => {
      const response = await post({ headers: { ...json, origin }, body });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      expect(response.headers.get('vary')).toMatch(/\bOrigin\b/);
      expect([...response.headers.values()].join(' ')).not.toContain(origin === 'null' ? 'null' : origin);
      expect((await response.json()).data.sizes.length).toBeGreaterThan(0);

      const preflight = await post({
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
      expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
      expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type');
    });

    it('adds no CORS headers without an Origin', async () => {
      const response = await post({ headers: json, body });
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    });
  });

  describe('CSRF (SECURITY C4)', () => {
    it.each([
      ['application/x-www-form-urlencoded', 'query=mutation%7B__typename%7D'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{"query":"{__typename}"}\r\n--x--\r\n'],
      ['text/plain', '{"query":"{ __typename }"}'],
    ])('refuses a simple %s POST with 403', async (type, body) => {
      const response = await post({ headers: { 'content-type': type, origin: 'https://evil.example' }, body });
      expect(response.status).toBe(403);
    });

    it('refuses a GET without the CSRF header and serves one with it', async () => {
      const url = `${PUBLIC_URL}/graphql?query=${encodeURIComponent('{ sizes { id } }')}`;
      expect((await shop.app.fetch(new Request(url))).status).toBe(403);
      const allowed = await shop.app.fetch(new Request(url, { headers: { 'x-graphql-yoga-csrf': '1' } }));
      expect(allowed.status).toBe(200);
    });

    it('serves JSON POSTs', async () => {
      const reply = await graphql(shop.app, '{ sizes { id } }');
      expect(reply.status).toBe(200);
      expect(reply.data!.sizes.length).toBe(4);
    });
  });

  describe('query limits (SECURITY C1)', () => {
    it('accepts depth 7 and rejects depth 8 (HTTP 200 with errors)', async () => {
      expect((await graphql(shop.app, DEPTH_7)).errors).toBeUndefined();
      const reply = await graphql(shop.app, DEPTH_8);
      expect(reply.status).toBe(200);
      expect(reply.data).toBeUndefined();
      expect(reply.errors![0]!.message).toMatch(/depth limit of 7/);
    });

    it('measures depth hidden in fragments, also one named __schema', async () => {
      const inFragment = `{ product(id: "1") { ...Deep } } fragment Deep on Product { ${nest(3)} }`;
      const named = `{ ...__schema } fragment __schema on Query { product(id: "1") { ${nest(3)} } }`;
      for (const query of [inFragment, named]) {
        const reply = await graphql(shop.app, query);
        expect(reply.errors?.[0]?.message).toMatch(/depth limit of 7/);
      }
      const shallow = `{ product(id: "1") { ...Card } } fragment Card on Product { collection { products { collection { products { collection { id } } } } } }`;
      expect((await graphql(shop.app, shallow)).errors).toBeUndefined();
    });

    it('accepts 15 aliases and rejects 16', async () => {
      expect((await graphql(shop.app, aliases(15))).errors).toBeUndefined();
      const reply = await graphql(shop.app, aliases(16));
      expect(reply.status).toBe(200);
      expect(reply.errors![0]!.message).toMatch(/aliases/i);
    });

    it('refuses batched requests with 400', async () => {
      const response = await post({
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify([{ query: '{ sizes { id } }' }, { query: '{ colors { id } }' }]),
      });
      expect(response.status).toBe(400);
    });

    it('refuses a body over GRAPHQL_MAX_BODY_BYTES with 413 when it comes without a length', async () => {
      const big = new TextEncoder().encode(JSON.stringify({ query: `{ sizes { id } } # ${'x'.repeat(GRAPHQL_MAX_BODY_BYTES)}` }));
      const stream = new ReadableStream<Uint8Array>({ start: (controller) => (controller.enqueue(big), controller.close()) });
      const response = await post({ headers: { 'content-type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit);
      expect(response.status).toBe(413);
      expect((await response.json()).errors[0].message).toBe('payload.tooLarge');
    });
  });

  describe('production mode (SECURITY C3)', () => {
    it('refuses introspection in production and allows it in development', async () => {
      const production = shop.appWith({ production: true });
      const reply = await graphql(production, '{ __schema { types { name } } }');
      expect(reply.data).toBeUndefined();
      expect(reply.errors![0]!.message).toMatch(/introspection/i);
      expect((await graphql(production, '{ __type(name: "Product") { name } }')).errors).toBeDefined();
      expect((await graphql(shop.app, '{ __schema { types { name } } }')).data!.__schema.types.length).toBeGreaterThan(10);
    });

    it('serves no GraphiQL in production', async () => {
      const headers = { accept: 'text/html', 'x-graphql-yoga-csrf': '1' };
      const dev = await shop.app.fetch(new Request(`${PUBLIC_URL}/graphql`, { headers }));
      expect(dev.headers.get('content-type')).toMatch(/text\/html/);
      const production = await shop.appWith({ production: true }).fetch(new Request(`${PUBLIC_URL}/graphql`, { headers }));
      expect(production.headers.get('content-type') ?? '').not.toMatch(/text\/html/);
    });

    it('masks an unexpected database error and logs its cause', async () => {
      const logger = captureLogger();
      const production = shop.appWith({ production: true, logger });
      await sql`ALTER TABLE products RENAME TO products_hidden`.execute(shop.db);
      try {
        const reply = await graphql(production, '{ candles { id } }');
        expect(reply.status).toBe(200);
        expect(reply.errors).toEqual([expect.objectContaining({ message: 'Unexpected error.' })]);
        expect(JSON.stringify(reply)).not.toMatch(/products|relation|stack/);
        expect(logger.lines.join('\n')).toMatch(/relation "products" does not exist/);
      } finally {
        await sql`ALTER TABLE products_hidden RENAME TO products`.execute(shop.db);
      }
    });
  });
});
