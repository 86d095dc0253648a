import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filterProductsWithParts, findProductWithParts } from '../../db/repositories/catalogue/products.js';
import { testDatabases } from '../../test/databases.js';
import { graphql, openShop, type TestShop } from '../../test/shop.js';

// Every field a product has: what `product(id)` and `filter` fetch with the product (one query)
// must equal what the per-field loaders fetch for the `products` list.
const EVERYTHING = /* GraphQL */ `
  fragment Everything on Product {
    id stock new review rating ratings
    details { id title description image price }
    category { id title story image }
    subCategory { id title category { id title story image } }
    collection { id title story image }
    sizes { id price size { id title value } }
    colors { id title color label refill }
    scents { id title image }
    images { id url }
    reviews { id rating review visible date customer { name profile } product { id } }
  }`;

// The widgets' queries (packages/core/src/api/operations/catalogue.ts).
const PRODUCT_DETAILS = /* GraphQL */ `query ProductDetails($id: ID!) { product(id: $id) {
  id stock rating ratings new review collection { id title } subCategory { id title category { id title } }
  category { id title } details { id title description image price } colors { id title color } scents { id title image }
  sizes { id price size { id title value } } images { id url } reviews { id rating review date customer { name profile } } } }`;
const FILTER_PRODUCTS = /* GraphQL */ `query FilterProducts($page: Int) { filter(page: $page, items: 12) {
  pagination { current prev next pages total }
  products { ...Card } } }
  fragment Card on Product { id new stock rating ratings details { id title image price } collection { id title } sizes { id price } }`;

describe.each(testDatabases())('a product with its parts on $name', (database) => {
  let shop: TestShop;
  let queries = 0;
  const ask = async <T>(query: string, variables?: Record<string, unknown>, lang?: string) => {
    queries = 0;
    const reply = await graphql<T>(shop.app, query, variables, { lang });
    expect(reply.errors).toBeUndefined();
    return reply.data!;
  };

  beforeAll(async () => {
    shop = await openShop(database, {}, { log: (event) => void (event.level === 'query' && queries++) });
  });
  afterAll(() => shop?.close());

  it.each(['en', 'ar'])('gives the same product through product(id), filter and the loaders (%s)', async (lang) => {
    type List = Array<{ id: string }>;
    // A variable: armor's cost limit counts a literal `first: 100` as 100 copies of every field.
    const listed = await ask<{ products: List }>(`query ($first: Int) { products(first: $first) { ...Everything } } ${EVERYTHING}`, { first: 100 }, lang);
    const page = await ask<{ filter: { products: List } }>(`query { filter(items: 48) { products { ...Everything } } } ${EVERYTHING}`, {}, lang);
    expect(page.filter.products).toEqual(listed.products);
    for (const product of listed.products.slice(0, 12)) {
      const one = await ask<{ product: unknown }>(`query ($id: ID!) { product(id: $id) { ...Everything } } ${EVERYTHING}`, { id: product.id }, lang);
      expect(one.product).toEqual(product);
    }
  });

  it('answers the product page in one query', async () => {
    await ask(PRODUCT_DETAILS, { id: '1' });
    expect(queries).toBe(1);
  });

  it('answers a page of the shop listing in one query, and counts apart only past the end', async () => {
    const first = await ask<{ filter: { pagination: { total: number; pages: number } } }>(FILTER_PRODUCTS, { page: 1 });
    expect(queries).toBe(1);
    const past = await ask<{ filter: { pagination: { total: number } } }>(FILTER_PRODUCTS, { page: 99 });
    expect(queries).toBe(2);
    expect(past.filter.pagination.total).toBe(first.filter.pagination.total);
  });

  it('fetches only the parts a query asks for', async () => {
    const { product } = await ask<{ product: unknown }>(`{ product(id: "1") { id review } }`);
    expect(product).toEqual({ id: '1', review: false });
    expect(queries).toBe(1);
  });

  it.runIf(database.name === 'PostgreSQL')('prepares the product query once per connection on PostgreSQL', async () => {
    await shop.db.connection().execute(async (connection) => {
      const prepared = async () => (await sql`SELECT name FROM pg_prepared_statements`.execute(connection)).rows.length;
      const before = await prepared();
      // Parts in an order no other test asks for, so the statement is new on this connection.
      for (const id of [1, 2, 3]) await findProductWithParts(connection, 'en', id, ['reviews', 'images', 'rating']);
      expect(await prepared()).toBe(before + 1);
    });
  });

  it.runIf(database.name === 'PostgreSQL')('plans a page of the listing once per connection, whatever its page', async () => {
    await shop.db.connection().execute(async (connection) => {
      // Parts no other test asks for together, so the statement is new on this connection. Parts
      // come in one order (SECURITY-REVIEW M6): only images, then rating last, and none before.
      const page = (offset: number) => filterProductsWithParts(connection, 'en', {}, { limit: 12, offset }, ['rating', 'images']);
      const plans = async () =>
        (
          await sql<{ generic: string; custom: string }>`SELECT generic_plans AS generic, custom_plans AS custom FROM pg_prepared_statements
            WHERE statement LIKE ${'%as "total"%as "images"%as "rating" from%'} AND statement NOT SIMILAR TO ${'%as "(category|collection|colors)"%'}`.execute(connection)
        ).rows;
      // PostgreSQL tries custom plans for the first five runs whatever it then keeps.
      for (const offset of [0, 12, 24, 36, 0, 12]) await page(offset);
      const [before] = await plans();
      for (const offset of [0, 12, 24, 36]) await page(offset);
      const after = await plans();
      expect(after).toHaveLength(1);
      expect(Number(after[0]!.custom)).toBe(Number(before!.custom));
      expect(Number(after[0]!.generic)).toBe(Number(before!.generic) + 4);
    });
  });
});
