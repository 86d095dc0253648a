import { ATTRIBUTION_HEADER, PARTNER_HEADER } from '@candleshop/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../test/databases.js';
import { openShop, PARTNER_ORIGIN, PUBLIC_URL, type TestShop } from '../test/shop.js';

// Issue 26 item 2: widgets send the partner key and the storefront its attribution as request
// headers; a browser sends them only when the preflight allows them, from every kind of origin.
describe.each(testDatabases())('CORS of the attribution headers on $name', (database) => {
  let shop: TestShop;
  const requested = `content-type, ${PARTNER_HEADER}, ${ATTRIBUTION_HEADER}`;
  const preflight = (origin: string) =>
    shop.app.fetch(
      new Request(`${PUBLIC_URL}/graphql`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': requested },
      }),
    );

  beforeAll(async () => {
    shop = await openShop(database);
  });
  afterAll(() => shop?.close());

  it.each([PARTNER_ORIGIN, PUBLIC_URL, 'https://unregistered.example'])('lets %s send them', async (origin) => {
    const response = await preflight(origin);
    expect(response.status).toBe(204);
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').split(',').map((name) => name.trim().toLowerCase());
    expect(allowed).toEqual(expect.arrayContaining([PARTNER_HEADER, ATTRIBUTION_HEADER]));
  });
});
