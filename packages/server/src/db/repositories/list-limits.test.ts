import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.js';
import { openShop, type TestShop } from '../../test/shop.js';
import { listEvents, listProjects } from './content/news.js';
import { findProductsOfCollections } from './catalogue/products.js';

describe.each(testDatabases())('bounded lists on $name', (database) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openShop(database);
  });
  afterAll(() => shop?.close());

  it('gives each collection only its newest products up to the cap', async () => {
    const rows = await findProductsOfCollections(shop.db, 'en', [1, 2], 2);
    for (const collection of [1, 2]) {
      const { rows: newest } = await sql<{ id: number }>`
        SELECT id FROM products WHERE collection_id = ${collection} ORDER BY created_at DESC, id DESC LIMIT 2`.execute(shop.db);
      expect(rows.filter((row) => row.collection_id === collection).map((row) => row.id)).toEqual(newest.map((row) => row.id));
    }
  });

  it('stops events and projects at the cap', async () => {
    expect(await listEvents(shop.db, 'en', 2)).toHaveLength(2);
    expect(await listProjects(shop.db, 'en', 3)).toHaveLength(3);
  });
});
