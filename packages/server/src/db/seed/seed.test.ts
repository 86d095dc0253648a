import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueDigest } from '../../test/catalogue-digest.js';
import { testDatabases, type OpenedTestDatabase } from '../../test/databases.js';
import { seed } from './seed.js';

const digests = new Map<string, string>();

describe.each(testDatabases())('seed on $name', (database) => {
  let opened: OpenedTestDatabase;

  beforeAll(async () => {
    opened = await database.open({ contents: 'migrated' });
    expect(await seed(opened.db)).toBe(true);
  });
  afterAll(() => opened?.close());

  const count = async (table: 'products' | 'collections' | 'categories' | 'reviews' | 'media') => {
    const row = await opened.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  it('seeds a believable catalogue', async () => {
    expect(await count('products')).toBeGreaterThanOrEqual(44);
    expect(await count('collections')).toBeGreaterThanOrEqual(5);
    const categories = await opened.db.selectFrom('categories').select('id').orderBy('id').execute();
    expect(categories.map((row) => row.id)).toEqual([1, 2, 3, 4]);
    const outOfStock = await opened.db.selectFrom('products').select('id').where('stock', '=', 0).execute();
    expect(outOfStock.length).toBeGreaterThanOrEqual(3);
    const hidden = await opened.db.selectFrom('reviews').select('id').where('visible', '=', false).execute();
    expect(hidden.length).toBeGreaterThan(0);
  });

  it('writes every text in en, ku and ar, with ku and ar in Arabic script', async () => {
    const { rows } = await sql<{ title: Record<string, string> }>`
      SELECT title FROM products UNION ALL SELECT description FROM products
      UNION ALL SELECT title FROM collections UNION ALL SELECT story FROM categories`.execute(opened.db);
    for (const { title } of rows) {
      expect(Object.keys(title).sort()).toEqual(['ar', 'en', 'ku']);
      expect(title.ku).toMatch(/[\u0600-\u06ff]/);
      expect(title.ar).toMatch(/[\u0600-\u06ff]/);
      expect(title.ku).not.toBe(title.ar);
    }
  });

  it('gives every candle two or three sizes', async () => {
    const { rows } = await sql<{ n: number }>`
      SELECT count(ps.id)::int AS n FROM products p LEFT JOIN product_sizes ps ON ps.product_id = p.id
      WHERE p.category_id = 1 GROUP BY p.id`.execute(opened.db);
    expect(rows.length).toBeGreaterThanOrEqual(20);
    for (const { n } of rows) expect(n).toBeGreaterThanOrEqual(2);
  });

  it('stores clean pictures: SVG without scripts or external links', async () => {
    const media = await opened.db.selectFrom('media').selectAll().execute();
    expect(media.length).toBeGreaterThan(100);
    for (const picture of media) {
      expect(picture.content_type).toBe('image/svg+xml');
      expect(picture.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(picture.body).not.toMatch(/<script|href=|url\(|javascript:|on\w+=/i);
    }
    const { rows } = await sql<{ path: string }>`
      SELECT image AS path FROM products UNION SELECT path FROM product_images UNION SELECT image FROM scents
      EXCEPT SELECT path FROM media`.execute(opened.db);
    expect(rows).toEqual([]);
  });

  it('does nothing the second time', async () => {
    const before = await catalogueDigest(opened.db);
    expect(await seed(opened.db)).toBe(false);
    expect(await catalogueDigest(opened.db)).toBe(before);
    digests.set(database.name, before);
  });

  it('keeps identities past the seeded ids', async () => {
    const row = await opened.db
      .insertInto('collections')
      .values({ title: JSON.stringify({ en: 'x', ku: 'x', ar: 'x' }), story: JSON.stringify({ en: 'x' }) })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(row.id).toBeGreaterThan(6);
    await opened.db.deleteFrom('collections').where('id', '=', row.id).execute();
  });
});

describe.runIf(testDatabases().length > 1)('seed across databases', () => {
  it('is identical on PGlite and PostgreSQL', () => {
    expect(digests.size).toBe(2);
    expect(new Set(digests.values()).size).toBe(1);
  });
});
