import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../test/databases.js';
import { graphql, openShop, type TestShop } from '../test/shop.js';
import { STATEMENTS_PER_CONNECTION } from './named-statements.js';
import { SHAPES_PER_QUERY } from './query-shapes.js';
import { pageWithParts, productWithParts } from './repositories/catalogue/products.js';

// SECURITY-REVIEW M6: each order of a product's fields was a new SQL text, compiled, kept and
// prepared on every pooled connection for good. The same fields in any order are one shape now,
// and the shapes and statements kept are bounded.
const FIELDS = ['id', 'rating', 'ratings', 'category { id }', 'subCategory { id }', 'collection { id }', 'sizes { id }', 'colors { id }', 'scents { id }', 'images { id }', 'reviews { id }'];

/** The n-th permutation of the fields (factorial number system): millions of distinct orders. */
function order(n: number): string[] {
  const left = [...FIELDS];
  const out: string[] = [];
  for (let base = left.length; base > 0; base--) {
    out.push(left.splice(n % base, 1)[0]!);
    n = Math.floor(n / base);
  }
  return out;
}

// One field per part (rating and ratings are one part): 2^9 subsets; a quarter more than a cache
// keeps is enough to fill it and evict from it (all 512 took a minute of the suite on PGlite).
const PARTS = FIELDS.filter((field) => field !== 'id' && field !== 'ratings');
const SUBSETS_ASKED = SHAPES_PER_QUERY * 1.25;
const subset = (n: number) => ['id', ...PARTS.filter((_, i) => n & (1 << i))];

/** Runs `count` requests, a few at a time. */
async function inBatches(count: number, ask: (n: number) => Promise<void>) {
  for (let n = 0; n < count; n += 10) await Promise.all(Array.from({ length: Math.min(10, count - n) }, (_, i) => ask(n + i)));
}

describe.each(testDatabases())('query shapes on $name', (database) => {
  let shop: TestShop;
  const texts = new Set<string>();

  beforeAll(async () => {
    shop = await openShop(database, {}, { log: (event) => void (event.level === 'query' && event.query.sql.includes('/* prepared */') && texts.add(event.query.sql)) });
  });
  afterAll(() => shop?.close());

  const prepared = async () => Number((await sql<{ count: string | number }>`SELECT count(*) AS count FROM pg_prepared_statements`.execute(shop.db)).rows[0]!.count);

  it('makes one SQL text of the same fields in 300 orders, some twice', { timeout: 300_000 }, async () => {
    texts.clear();
    const shapes = productWithParts.size();
    const heap = process.memoryUsage().heapUsed;
    await inBatches(300, async (n) => {
      const fields = order(n * 7919);
      if (n % 3 === 0) fields.push(fields[1]!);
      const reply = await graphql(shop.app, `{ product(id: "1") { ${fields.join(' ')} } }`);
      expect(reply.errors).toBeUndefined();
    });
    console.info(`300 field orders: ${texts.size} SQL text(s), heap +${((process.memoryUsage().heapUsed - heap) / 1e6).toFixed(1)} MB`);
    expect(texts.size).toBe(1);
    expect(productWithParts.size() - shapes).toBeLessThanOrEqual(1);
    if (database.name === 'PostgreSQL') expect(await prepared()).toBeLessThanOrEqual(2);
  });

  it('keeps at most its bound of shapes and statements, however many subsets are asked for', { timeout: 300_000 }, async () => {
    await inBatches(SUBSETS_ASKED, async (n) => {
      const fields = subset(n).join(' ');
      const one = await graphql(shop.app, `{ product(id: "1") { ${fields} } }`);
      const page = await graphql(shop.app, `{ filter(items: 2) { products { ${fields} } } }`);
      expect(one.errors ?? page.errors).toBeUndefined();
    });
    expect(productWithParts.size()).toBe(SHAPES_PER_QUERY);
    expect(pageWithParts.size()).toBeLessThanOrEqual(SHAPES_PER_QUERY);
    if (database.name === 'PostgreSQL') {
      const count = await prepared();
      console.info(`prepared statements on a pooled connection after ${SUBSETS_ASKED * 2} shapes: ${count}`);
      expect(count).toBeLessThanOrEqual(STATEMENTS_PER_CONNECTION);
      expect(count).toBeGreaterThan(0);
    }
    // A shape compiled again after eviction still answers.
    const again = await graphql<{ product: { id: string } }>(shop.app, `{ product(id: "1") { ${subset(0).join(' ')} } }`);
    expect(again.data!.product.id).toBe('1');
  });
});
