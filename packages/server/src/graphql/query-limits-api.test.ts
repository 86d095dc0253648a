import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEWS_PER_PRODUCT } from '../db/repositories/catalogue/reviews.js';
import { NESTED_LIST_BUDGET } from '../resolvers/catalogue/list-budget.js';
import { testDatabases } from '../test/databases.js';
import { graphql, openShop, type TestShop } from '../test/shop.js';

// SECURITY-REVIEW H4 (tokens, cost, nested lists) and L7 (field suggestions), through the API.
const aliased = (count: number, field: string) => `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
const CYCLE = 'topRated(first: 24) { reviews { product { reviews { product { reviews { id } } } } } }';

describe.each(testDatabases())('document limits on $name', (database) => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await openShop(database);
    // More reviews than any answer may carry, on one product.
    const reviews = Array.from({ length: REVIEWS_PER_PRODUCT + 5 }, (_, i) => ({
      product_id: 1,
      customer_name: `Reviewer ${i}`,
      rating: 1 + (i % 5),
      body: `Review ${i}`,
      // Newer than the seeded ones.
      created_at: new Date(Date.UTC(2099, 0, 1, 0, i)),
    }));
    await shop.db.insertInto('reviews').values(reviews).execute();
  });
  afterAll(() => shop?.close());

  it('refuses 15 aliases of the review cycle with query.tooComplex before running it', async () => {
    const query = aliased(15, CYCLE);
    expect(query.length).toBeLessThan(1500);
    const reply = await graphql(shop.app, query);
    expect(reply.status).toBe(200);
    expect(reply.data).toBeUndefined();
    expect(reply.errors).toEqual([{ message: 'query.tooComplex', extensions: { code: 'QUERY_TOO_COMPLEX' } }]);
  });

  it('refuses a 95,000-token document with query.tooLong at once, before validation', async () => {
    // A syntax error at the very end: a server that read the whole document before refusing it
    // would answer with that error. (Not a time limit: on a busy machine any request can take 1 s.)
    const query = `{${' __typename'.repeat(95_000)} } }`;
    const started = performance.now();
    const reply = await graphql(shop.app, query);
    const ms = performance.now() - started;
    expect(reply.errors).toEqual([{ message: 'query.tooLong', extensions: { code: 'QUERY_TOO_LONG' } }]);
    console.info(`95,000 tokens refused in ${ms.toFixed(0)} ms`);
  });

  it('caps a product’s reviews at `first`, by default at REVIEWS_PER_PRODUCT', async () => {
    const reply = await graphql(shop.app, '{ product(id: "1") { all: reviews { id } three: reviews(first: 3) { id review } } }');
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.product.all).toHaveLength(REVIEWS_PER_PRODUCT);
    // Newest first: the last inserted review leads.
    expect(reply.data!.product.three.map((review: { review: string }) => review.review)).toEqual([`Review ${REVIEWS_PER_PRODUCT + 4}`, `Review ${REVIEWS_PER_PRODUCT + 3}`, `Review ${REVIEWS_PER_PRODUCT + 2}`]);
    const tooMany = await graphql(shop.app, `{ product(id: "1") { reviews(first: ${REVIEWS_PER_PRODUCT + 1}) { id } } }`);
    expect(tooMany.errors![0]).toMatchObject({ message: 'bad.request', extensions: { validation: { first: ['input.first.max'] } } });
  });

  it('caps a product’s reviews in a listing too', async () => {
    const reply = await graphql(shop.app, '{ filter(items: 48) { products { id reviews { id } } } }');
    expect(reply.errors).toBeUndefined();
    const first = reply.data!.filter.products.find((product: { id: string }) => product.id === '1');
    expect(first.reviews).toHaveLength(REVIEWS_PER_PRODUCT);
  });

  it('refuses nested lists past the request’s budget, even within the cost limit', async () => {
    const query = '{ product(id: "1") { reviews { product { reviews { product { reviews { id } } } } } } }';
    const reply = await graphql(shop.app, query);
    expect(reply.errors).toEqual([expect.objectContaining({ message: 'query.tooComplex', extensions: { code: 'QUERY_TOO_COMPLEX' } })]);
    // Today: 100 + 100² + 100³ reviews, about 20 MB.
    expect(JSON.stringify(reply).length).toBeLessThan(NESTED_LIST_BUDGET * 30);
  });

  it('bounds a collection’s products with `first`', async () => {
    const reply = await graphql(shop.app, '{ collections { id products(first: 2) { id } } }');
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.collections.every((collection: { products: unknown[] }) => collection.products.length <= 2)).toBe(true);
  });

  it('names no field in production when one is misspelt (SECURITY-REVIEW L7), and helps outside it', async () => {
    const production = await graphql(shop.appWith({ production: true }), '{ produc(id: "1") { id } }');
    expect(production.errors![0]!.message).not.toMatch(/Did you mean/);
    expect(production.errors![0]!.message).not.toContain('"product"');
    const development = await graphql(shop.app, '{ produc(id: "1") { id } }');
    expect(development.errors![0]!.message).toMatch(/Did you mean "product"/);
  });
});
