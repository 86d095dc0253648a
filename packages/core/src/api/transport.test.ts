import { describe, expect, it } from 'vitest';
import { graphql } from './graphql.js';
import { post } from './transport.js';

const Sizes = graphql(`
  query Sizes {
    sizes { id title }
  }
`);

function fakeFetch(answer: (init: RequestInit) => Response | Promise<Response>) {
  const sent: Array<{ url: string; init: RequestInit; body: Record<string, unknown> }> = [];
  const fetch = (async (url: string, init: RequestInit) => {
    sent.push({ url, init, body: JSON.parse(String(init.body)) as Record<string, unknown> });
    return answer(init);
  }) as unknown as typeof globalThis.fetch;
  return { fetch, sent };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('graphql', () => {
  it('keeps the text as written and appends each fragment it spreads once', () => {
    const Picture = graphql(`fragment Picture on ProductImage { id url }`);
    const Card = graphql(`fragment Card on Product { id images { ...Picture } }`, [Picture]);
    const Details = graphql(`fragment Details on Product { id images { ...Picture } }`, [Picture]);
    const Both = graphql(`query Both($id: ID!) { product(id: $id) { ...Card ...Details } }`, [Card, Details]);
    expect(Both.query.split('\n')).toEqual([
      'query Both($id: ID!) { product(id: $id) { ...Card ...Details } }',
      'fragment Card on Product { id images { ...Picture } }',
      'fragment Picture on ProductImage { id url }',
      'fragment Details on Product { id images { ...Picture } }',
    ]);
  });
});

describe('post', () => {
  it('sends a JSON POST with the operation, its name and variables, and the credentials asked for', async () => {
    const { fetch, sent } = fakeFetch(() => json({ data: { sizes: [] } }));
    expect(await post('https://shop.test/graphql?lang=ar', Sizes, {}, { credentials: 'omit', fetch })).toEqual({ data: { sizes: [] } });
    expect(sent[0]!.url).toBe('https://shop.test/graphql?lang=ar');
    expect(sent[0]!.init).toMatchObject({ method: 'POST', credentials: 'omit', headers: { 'content-type': 'application/json' } });
    expect(sent[0]!.body).toEqual({ operationName: 'Sizes', query: Sizes.query, variables: {} });
  });

  it("answers the first error's message key, whatever the HTTP status", async () => {
    const refusal = { data: null, errors: [{ message: 'bad.request', extensions: { code: 'BAD_USER_INPUT' } }, { message: 'second' }] };
    const { fetch } = fakeFetch(() => json(refusal, 400));
    expect(await post('https://shop.test/graphql', Sizes, {}, { credentials: 'include', fetch })).toEqual({ error: { key: 'bad.request', code: 'BAD_USER_INPUT' } });
  });

  it('answers an error even when data came along, and errors.unexpected for no data', async () => {
    const partial = fakeFetch(() => json({ data: { sizes: [] }, errors: [{ message: 'stock.1' }] }));
    expect(await post('https://shop.test/graphql', Sizes, {}, { credentials: 'omit', fetch: partial.fetch })).toEqual({ error: { key: 'stock.1' } });
    const empty = fakeFetch(() => json({ data: null }));
    expect(await post('https://shop.test/graphql', Sizes, {}, { credentials: 'omit', fetch: empty.fetch })).toEqual({ error: { key: 'errors.unexpected' } });
  });

  it('answers a network error when no GraphQL answer came', async () => {
    const network = { error: { key: 'errors.network', network: true } };
    const offline = (() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof globalThis.fetch;
    expect(await post('https://shop.test/graphql', Sizes, {}, { credentials: 'omit', fetch: offline })).toEqual(network);
    const proxyPage = fakeFetch(() => new Response('<h1>502 Bad Gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } }));
    expect(await post('https://shop.test/graphql', Sizes, {}, { credentials: 'omit', fetch: proxyPage.fetch })).toEqual(network);
    const notGraphQL = fakeFetch(() => json({ message: 'Not Found' }, 404));
    expect(await post('https://shop.test/graphql', Sizes, {}, { credentials: 'omit', fetch: notGraphQL.fetch })).toEqual(network);
  });
});
