import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.js';
import { graphql, openShop, type TestShop } from '../../test/shop.js';

interface ListedProduct {
  id: string;
  category: { id: string };
  subCategory: { id: string } | null;
  collection: { id: string } | null;
  colors: Array<{ id: string }>;
  sizes: Array<{ size: { id: string } }>;
}
interface Page {
  filter: {
    products: ListedProduct[];
    pagination: { current: number; prev: number | null; next: number | null; pages: number; total: number };
  };
}

const FILTER = /* GraphQL */ `
  query Filter($input: FilterInput, $page: Int, $items: Int) {
    filter(input: $input, page: $page, items: $items) {
      products { id category { id } subCategory { id } collection { id } colors { id } sizes { size { id } } }
      pagination { current prev next pages total }
    }
  }`;

describe.each(testDatabases())('filter on $name', (database) => {
  let shop: TestShop;
  let queries = 0;
  const filter = async (variables: Record<string, unknown>) => {
    const reply = await graphql<Page>(shop.app, FILTER, variables);
    expect(reply.errors).toBeUndefined();
    return reply.data!.filter;
  };

  beforeAll(async () => {
    shop = await openShop(database, {}, { log: (event) => void (event.level === 'query' && queries++) });
  });
  afterAll(() => shop?.close());

  it.each([
    ['category', '1', (p: ListedProduct) => p.category.id === '1'],
    ['category', '4', (p: ListedProduct) => p.category.id === '4'],
    ['sub_category', '3', (p: ListedProduct) => p.subCategory?.id === '3'],
    ['collection', '2', (p: ListedProduct) => p.collection?.id === '2'],
    ['color', '4', (p: ListedProduct) => p.colors.some((c) => c.id === '4')],
    ['size', '1', (p: ListedProduct) => p.sizes.some((s) => s.size.id === '1')],
  ])('filters by %s %s', async (field, value, matches) => {
    const { products, pagination } = await filter({ input: { [field]: value }, items: 48 });
    expect(products.length).toBeGreaterThan(0);
    expect(products.length).toBe(pagination.total);
    for (const product of products) expect(matches(product)).toBe(true);
  });

  it('combines filters with AND', async () => {
    const all = (await filter({ items: 48 })).products;
    const combos = [
      { category: '1', collection: '1' },
      { color: '1', size: '3' },
      { sub_category: '1', color: '8' },
      { category: '1', collection: '4', size: '2', color: '10' },
    ];
    for (const input of combos) {
      const { products, pagination } = await filter({ input, items: 48 });
      const expected = all.filter(
        (p) =>
          (!input.category || p.category.id === input.category) &&
          (!('sub_category' in input) || p.subCategory?.id === input.sub_category) &&
          (!('collection' in input) || p.collection?.id === input.collection) &&
          (!('color' in input) || p.colors.some((c) => c.id === input.color)) &&
          (!('size' in input) || p.sizes.some((s) => s.size.id === input.size)),
      );
      expect(expected.length).toBeGreaterThan(0);
      expect(products.map((p) => p.id)).toEqual(expected.map((p) => p.id));
      expect(pagination.total).toBe(expected.length);
    }
  });

  it('gives an empty page with one page when nothing matches', async () => {
    const { products, pagination } = await filter({ input: { category: '3', color: '1' } });
    expect(products).toEqual([]);
    expect(pagination).toEqual({ current: 1, prev: null, next: null, pages: 1, total: 0 });
  });

  it('shows 12 items by default and paginates newest first without overlap', async () => {
    const first = await filter({});
    const total = first.pagination.total;
    const pages = Math.ceil(total / 12);
    expect(total).toBeGreaterThanOrEqual(44);
    expect(first.products).toHaveLength(12);
    expect(first.pagination).toEqual({ current: 1, prev: null, next: 2, pages, total });

    const middle = await filter({ page: 2 });
    expect(middle.pagination).toEqual({ current: 2, prev: 1, next: 3, pages, total });

    const last = await filter({ page: pages });
    expect(last.pagination).toEqual({ current: pages, prev: pages - 1, next: null, pages, total });
    expect(last.products).toHaveLength(total - 12 * (pages - 1));

    const seen: string[] = [];
    for (let page = 1; page <= pages; page += 1) seen.push(...(await filter({ page })).products.map((p) => p.id));
    expect(new Set(seen).size).toBe(total);
    expect((await filter({ items: 48 })).products.map((p) => p.id)).toEqual(seen);
  });

  it('answers a page past the end with an empty list and the real page count', async () => {
    const { products, pagination } = await filter({ page: 99, items: 10 });
    expect(products).toEqual([]);
    expect(pagination.pages).toBe(Math.ceil(pagination.total / 10));
    expect(pagination.next).toBeNull();
    expect(pagination.current).toBe(99);
  });

  it('loads a page with all its parts in a fixed number of queries, whatever its size', async () => {
    const query = /* GraphQL */ `query Deep($items: Int) {
      filter(items: $items) { products {
        id rating ratings details { title image price } category { title subCategories { title } }
        subCategory { title category { title } } collection { title products { id } }
        colors { title } scents { title } sizes { price size { title } } images { url }
        reviews { rating date product { details { title } } }
      } }
    }`;
    const count = async (items: number) => {
      queries = 0;
      const reply = await graphql<{ filter: { products: unknown[] } }>(shop.app, query, { items });
      expect(reply.errors).toBeUndefined();
      expect(reply.data!.filter.products.length).toBeGreaterThanOrEqual(Math.min(items, 44));
      return queries;
    };
    const small = await count(3);
    const large = await count(48);
    // The page, its count, then one query per kind of part: never one per product.
    expect(large).toBe(small);
    expect(large).toBeLessThanOrEqual(16);
  });
});
