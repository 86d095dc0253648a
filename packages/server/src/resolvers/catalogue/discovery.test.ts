import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.js';
import { graphql, openShop, type TestShop } from '../../test/shop.js';

type Found = { id: string; details: { title: string; description: string } };

describe.each(testDatabases())('search on $name', (database) => {
  let shop: TestShop;
  const search = async (s: string, lang = 'ar', first?: number) => {
    const { data, errors } = await graphql<{ search: Found[] }>(shop.app, `query ($s: String!, $first: Int) { search(s: $s, first: $first) { id details { title description } } }`, { s, first }, { lang });
    expect(errors).toBeUndefined();
    return data!.search;
  };
  const titles = (found: Found[]) => found.map((product) => product.details.title);

  beforeAll(async () => {
    shop = await openShop(database);
  });
  afterAll(() => shop?.close());

  it('finds Arabic titles with or without diacritics and letter variants', async () => {
    const plain = await search('شمعة');
    expect(plain.length).toBeGreaterThan(3);
    expect(titles(plain)).toContain('شمعة العنبر العمودية');
    expect(await search('شَمْعَة')).toEqual(plain);
    expect(await search('شمعه')).toEqual(plain);
    expect(titles(await search('الزىتون'))).toContain('شمعة بستان الزيتون');
    expect(titles(await search('ألزعفران'))).toContain('شمعة الزعفران العمودية');
    expect(titles(await search('شـــمعة'))).toEqual(titles(plain));
  });

  it('ranks title matches above description matches', async () => {
    const found = await search('شمعة');
    const inTitle = found.map((product) => product.details.title.includes('شمعة'));
    expect(inTitle[0]).toBe(true);
    expect(inTitle).toContain(false);
    expect(inTitle.indexOf(false)).toBeGreaterThan(inTitle.lastIndexOf(true));
  });

  it('finds Kurdish titles, also typed on an Arabic keyboard', async () => {
    const found = await search('هەنار', 'ku');
    expect(titles(found)).toContain('مۆمی ستوونی هەنار');
    expect(await search('ههنار', 'ku')).toEqual(found);
    expect(titles(await search('ستوونى', 'ku'))).toEqual(titles(await search('ستوونی', 'ku')));
  });

  it('finds English titles regardless of case and word order', async () => {
    const found = await search('AMBER pillar', 'en');
    expect(titles(found)).toContain('Amber pillar');
    expect(await search('pillar amber', 'en')).toEqual(found);
  });

  it('matches both digit systems', async () => {
    expect(titles(await search('١٠٠', 'en'))).toContain('Gift card 100,000 IQD');
    expect(titles(await search('100', 'ar'))).toContain('بطاقة هدية ١٠٠٬٠٠٠ دينار');
  });

  it('finds a product by its title in any language, shown in the language asked for', async () => {
    const ids = (found: Found[]) => found.map((product) => product.id);
    const titledInEnglish = async (word: string) => ids((await search(word, 'en')).filter((product) => product.details.title.toLowerCase().includes(word)));
    for (const word of ['pillar', 'candle']) {
      const expected = await titledInEnglish(word);
      expect(expected.length).toBeGreaterThan(0);
      expect(ids(await search(word, 'ar'))).toEqual(expected);
      expect(ids(await search(word, 'ku'))).toEqual(expected);
    }
    expect(titles(await search('pillar', 'ar'))).toContain('شمعة العنبر العمودية');
    expect(titles(await search('oud', 'ku'))).toContain('قوتووی گوڵ و عوود');
    expect(titles(await search('Rose and oud tin', 'ar'))).toEqual(['علبة الورد والعود']);
    expect(titles(await search('شمعة', 'en'))).toContain('Amber pillar');
  });

  it('searches descriptions only in the language asked for', async () => {
    expect((await search('courtyard', 'en')).length).toBeGreaterThan(0);
    expect(await search('courtyard', 'ar')).toEqual([]);
  });

  it('returns nothing for an empty keyword, marks alone or a wildcard', async () => {
    for (const s of ['', '   ', 'ًٌ', '%', '_', '\\']) expect(await search(s)).toEqual([]);
  });

  it('stops at `first` and refuses an overlong keyword', async () => {
    expect(await search('شمعة', 'ar', 2)).toHaveLength(2);
    const { errors } = await graphql(shop.app, `{ search(s: "${'a'.repeat(201)}") { id } }`);
    expect(errors![0]!.message).toBe('bad.request');
    expect(errors![0]!.extensions!.validation).toEqual({ s: ['input.s.max'] });
  });

  it.runIf(database.name === 'PostgreSQL')('can use the trigram index as the catalogue grows', async () => {
    await shop.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      const { rows } = await sql<{ 'QUERY PLAN': string }>`
        EXPLAIN SELECT id FROM products
        WHERE shop_normalize(coalesce(title ->> 'ar', title ->> 'en')) LIKE '%' || shop_normalize('شمعة') || '%'`.execute(trx);
      expect(rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('products_search_title_ar_idx');
    });
  });
});

describe.each(testDatabases())('mostSelling and topRated on $name', (database) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openShop(database);
  });
  afterAll(() => shop?.close());

  const mostSelling = async () => {
    const { data } = await graphql<{ mostSelling: { id: string }[] }>(shop.app, `{ mostSelling(first: 8) { id } }`);
    return data!.mostSelling.map((product) => Number(product.id));
  };
  const order = async (status: string, productId: number, quantity: number) => {
    const { id } = await shop.db
      .insertInto('orders')
      .values({ uuid: crypto.randomUUID(), status: status as 'completed', total: quantity * 1000 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await shop.db.insertInto('order_items').values({ order_id: id, product_id: productId, quantity, unit_price: 1000 }).execute();
  };

  it('ranks products by the units really sold', async () => {
    const ranked = await mostSelling();
    expect(ranked).toHaveLength(8);
    const { rows } = await sql<{ product_id: number; units: number }>`
      SELECT product_id, sum(quantity)::int AS units FROM order_items JOIN orders ON orders.id = order_id
      WHERE status NOT IN ('cancelled', 'rejected') GROUP BY product_id ORDER BY units DESC, product_id LIMIT 8`.execute(shop.db);
    expect(ranked).toEqual(rows.map((row) => row.product_id));
  });

  it('counts new orders but not cancelled or rejected ones', async () => {
    const before = await mostSelling();
    const outsider = 44;
    expect(before).not.toContain(outsider);
    await order('cancelled', outsider, 500);
    await order('rejected', outsider, 500);
    expect(await mostSelling()).toEqual(before);
    await order('completed', outsider, 500);
    expect((await mostSelling())[0]).toBe(outsider);
  });

  it('lists the best-rated products with reviews, best first', async () => {
    const { data } = await graphql<{ topRated: { rating: number; ratings: number }[] }>(shop.app, `{ topRated(first: 24) { rating ratings } }`);
    const list = data!.topRated;
    expect(list.length).toBeGreaterThan(5);
    for (const product of list) expect(product.ratings).toBeGreaterThan(0);
    for (let i = 1; i < list.length; i++) expect(list[i]!.rating).toBeLessThanOrEqual(list[i - 1]!.rating + 0.05);
  });

  it('bounds the lists', async () => {
    const { errors } = await graphql(shop.app, `{ mostSelling(first: 25) { id } }`);
    expect(errors![0]!.extensions!.validation).toEqual({ first: ['input.first.max'] });
  });
});
