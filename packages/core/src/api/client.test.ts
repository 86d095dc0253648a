import { describe, expect, it } from 'vitest';
import { createAccountClient } from './account-client.js';
import { createPublicClient } from './client.js';
import { graphql } from './graphql.js';

const Product = graphql(`
  query ProductTitle($id: ID!) {
    product(id: $id) { id details { title } }
  }
`);
const Filter = graphql(`
  query FilterCount($input: FilterInput, $page: Int) {
    filter(input: $input, page: $page) { pagination { total } }
  }
`);

function fakeApi(answers: Array<'offline' | object> = []) {
  const sent: Array<{ url: string; credentials?: RequestCredentials; variables: unknown }> = [];
  const fetch = (async (url: string, init: RequestInit) => {
    sent.push({ url, credentials: init.credentials, variables: (JSON.parse(String(init.body)) as { variables: unknown }).variables });
    const answer = answers.shift() ?? { data: { product: { id: '1', details: { title: 'Amber' } } } };
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, sent };
}

describe('createPublicClient', () => {
  it('asks in the language, without cookies, and answers the same question from its cache', async () => {
    const api = fakeApi();
    const client = createPublicClient({ endpoint: 'https://shop.test/graphql', fetch: api.fetch });
    const first = await client.query(Product, { id: '1' }, 'ar');
    expect(first).toEqual({ data: { product: { id: '1', details: { title: 'Amber' } } } });
    expect(await client.query(Product, { id: '1' }, 'ar')).toEqual(first);
    expect(api.sent).toEqual([{ url: 'https://shop.test/graphql?lang=ar', credentials: 'omit', variables: { id: '1' } }]);
  });

  it('asks again for another language, other variables, or a fresh answer', async () => {
    const api = fakeApi();
    const client = createPublicClient({ endpoint: 'https://shop.test/graphql', fetch: api.fetch });
    await client.query(Product, { id: '1' }, 'ar');
    await client.query(Product, { id: '1' }, 'en');
    await client.query(Product, { id: '2' }, 'en');
    await client.query(Product, { id: '2' }, 'en', { fresh: true });
    expect(api.sent.map((call) => [call.url.slice(-2), call.variables])).toEqual([
      ['ar', { id: '1' }],
      ['en', { id: '1' }],
      ['en', { id: '2' }],
      ['en', { id: '2' }],
    ]);
  });

  it('sends one request for the same question asked twice at once, whatever the order of its keys', async () => {
    const api = fakeApi([{ data: { filter: { pagination: { total: 3 } } } }]);
    const client = createPublicClient({ endpoint: 'https://shop.test/graphql', fetch: api.fetch });
    const [a, b] = await Promise.all([client.query(Filter, { input: { collection: '2', color: '5' }, page: 1 }, 'en'), client.query(Filter, { page: 1, input: { color: '5', collection: '2' } }, 'en')]);
    expect(a).toEqual({ data: { filter: { pagination: { total: 3 } } } });
    expect(b).toBe(a);
    expect(api.sent).toHaveLength(1);
  });

  it('does not keep a failure: the retry asks the server', async () => {
    const api = fakeApi(['offline']);
    const client = createPublicClient({ endpoint: 'https://shop.test/graphql', fetch: api.fetch });
    expect(await client.query(Product, { id: '1' }, 'en')).toEqual({ error: { key: 'errors.network', network: true } });
    expect((await client.query(Product, { id: '1' }, 'en')).data).toBeDefined();
    expect(api.sent).toHaveLength(2);
  });
});

describe('createAccountClient', () => {
  it('sends the session cookie and asks the server every time', async () => {
    const api = fakeApi();
    const account = createAccountClient({ endpoint: 'https://shop.test/graphql', fetch: api.fetch });
    await account.query(Product, { id: '1' }, 'ku');
    await account.query(Product, { id: '1' }, 'ku');
    expect(api.sent).toEqual([
      { url: 'https://shop.test/graphql?lang=ku', credentials: 'include', variables: { id: '1' } },
      { url: 'https://shop.test/graphql?lang=ku', credentials: 'include', variables: { id: '1' } },
    ]);
  });
});
