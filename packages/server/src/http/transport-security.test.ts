import { describe, expect, it } from 'vitest';
import { GRAPHQL_MAX_BODY_BYTES } from '../graphql/body-limit.js';
import { testDatabases } from '../test/databases.js';
import { serveOnLoopback, suiteShop } from '../test/shop.js';
import { STRICT_TRANSPORT_SECURITY } from './transport-security.js';

// SECURITY-REVIEW-2 N15: an https shop tells browsers to come back over https only.

describe.each(testDatabases())('Strict-Transport-Security on $name', (database) => {
  const suite = suiteShop(database);

  const graphqlRequest = (origin: string) => new Request(`${origin}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ sizes { id } }' }) });

  it('comes with every response when PUBLIC_URL is https', async () => {
    const origin = 'https://shop.example';
    const app = suite.shop.appWith({ publicUrl: origin, allowedOrigins: [origin] });
    for (const request of [new Request(`${origin}/healthz`), new Request(`${origin}/no-such-page`), graphqlRequest(origin), new Request(`${origin}/payments/fib/return`)]) {
      expect((await app.fetch(request)).headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
    }
    // Over the socket too, refusals included (a foreign Host gets 421).
    const server = await serveOnLoopback(suite.shop.appWith({ publicUrl: origin, allowedOrigins: [origin], production: true }));
    try {
      const refused = await fetch(`${server.url}/`);
      expect(refused.status).toBe(421);
      expect(refused.headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
      // The Node adapter's own answer to a body over the limit too.
      const tooLarge = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(GRAPHQL_MAX_BODY_BYTES + 10) });
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
    } finally {
      await server.close();
    }
  });

  it('never comes from an http shop (localhost is not pinned to https)', async () => {
    const origin = 'http://localhost:8080';
    const app = suite.shop.appWith({ publicUrl: origin, allowedOrigins: [origin] });
    for (const request of [new Request(`${origin}/healthz`), graphqlRequest(origin)]) {
      expect((await app.fetch(request)).headers.has('strict-transport-security')).toBe(false);
    }
  });
});
