import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.js';
import { expectNotFound, PUBLIC_URL, suiteShop } from '../../test/shop.js';

const ARABIC_SCRIPT = /[\u0600-\u06ff]/;

describe.each(testDatabases())('catalogue queries on $name', (database) => {
  const suite = suiteShop(database);
  const { query } = suite;

  it('lists the four categories with their sub-categories', async () => {
    const { data, errors } = await query(`{ categories { id title story image subCategories { id title category { id } } } }`);
    expect(errors).toBeUndefined();
    expect(data!.categories.map((c: { id: string }) => c.id)).toEqual(['1', '2', '3', '4']);
    const candles = data!.categories[0];
    expect(candles.title).toBe('Candles');
    expect(candles.subCategories.length).toBeGreaterThanOrEqual(4);
    for (const sub of candles.subCategories) expect(sub.category.id).toBe('1');
  });

  it('lists products by category, newest first, at most `first`', async () => {
    const { data } = await query(`{
      candles(first: 5) { id category { id } }
      accessories { category { id } } giftCards { details { price } category { id } } giftSets { category { id } }
      products(first: 100) { id }
    }`);
    expect(data!.candles).toHaveLength(5);
    for (const [field, id] of [
      ['candles', '1'],
      ['accessories', '2'],
      ['giftCards', '3'],
      ['giftSets', '4'],
    ] as const) {
      expect(data![field].length).toBeGreaterThan(0);
      for (const product of data![field]) expect(product.category.id).toBe(id);
    }
    expect(data!.giftCards.map((card: { details: { price: number } }) => card.details.price)).toEqual(expect.arrayContaining([25000, 50000, 100000]));
    expect(data!.products.length).toBeGreaterThanOrEqual(44);
    const { rows } = await sql<{ id: number }>`SELECT id FROM products ORDER BY created_at DESC, id DESC LIMIT 5`.execute(suite.shop.db);
    expect(data!.candles.length).toBe(5);
    expect(data!.products.slice(0, 5).map((p: { id: string }) => Number(p.id))).toEqual(rows.map((row) => row.id));
  });

  it('shows a product with sizes, colours, scents, images, rating and visible reviews', async () => {
    const { rows } = await sql<{ product_id: number }>`
      SELECT product_id FROM reviews WHERE visible GROUP BY product_id
      HAVING count(*) >= 2 AND bool_or(NOT visible) IS NOT TRUE ORDER BY product_id LIMIT 1`.execute(suite.shop.db);
    const id = rows[0]!.product_id;
    const { data, errors } = await query(
      `query P($id: ID!) { product(id: $id) {
        id stock rating ratings new review
        details { id title description image price }
        sizes { id price size { id title value } } colors { id title color label refill } scents { id title image }
        images { id url } reviews { id rating review visible date customer { name profile } product { id } }
      } }`,
      { id: String(id) },
    );
    expect(errors).toBeUndefined();
    const product = data!.product;
    expect(product.review).toBe(false);
    const values = product.sizes.map((s: { size: { value: number } }) => s.size.value);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    const stats = await sql<{ avg: number; n: number }>`
      SELECT avg(rating)::float8 AS avg, count(*)::int AS n FROM reviews WHERE product_id = ${id} AND visible`.execute(suite.shop.db);
    expect(product.ratings).toBe(stats.rows[0]!.n);
    expect(product.rating).toBe(Math.round(stats.rows[0]!.avg * 10) / 10);
    expect(product.reviews).toHaveLength(product.ratings);
    for (const review of product.reviews) {
      expect(review.visible).toBe(true);
      expect(review.date).toMatch(/^\d{1,2},\d{1,2},\d{4}$/);
      expect(review.product.id).toBe(String(id));
    }
    const colors = product.colors as Array<{ color: string }>;
    for (const color of colors) expect(color.color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('gives 0 rating and no reviews to a product without visible reviews', async () => {
    const { rows } = await sql<{ id: number }>`
      SELECT id FROM products p WHERE NOT EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = p.id AND r.visible)
      ORDER BY id LIMIT 1`.execute(suite.shop.db);
    const { data } = await query(`query P($id: ID!) { product(id: $id) { rating ratings reviews { id } } }`, { id: String(rows[0]!.id) });
    expect(data!.product).toEqual({ rating: 0, ratings: 0, reviews: [] });
  });

  it('never shows hidden reviews', async () => {
    const { rows } = await sql<{ product_id: number }>`SELECT product_id FROM reviews WHERE NOT visible ORDER BY id LIMIT 1`.execute(suite.shop.db);
    const { data } = await query(`query P($id: ID!) { product(id: $id) { reviews { review } } }`, { id: String(rows[0]!.product_id) });
    expect(data!.product.reviews.map((r: { review: string }) => r.review)).not.toContain('Test review, please ignore');
    expect(JSON.stringify(data)).not.toContain('Promo');
  });

  it('suggests up to 8 similar products from the same sub-category or collection', async () => {
    const { data } = await query(`{
      product(id: "1") { subCategory { id } collection { id } }
      similarProducts(id: "1") { id subCategory { id } collection { id } }
    }`);
    const similar = data!.similarProducts as Array<{ id: string; subCategory: { id: string } | null; collection: { id: string } | null }>;
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.length).toBeLessThanOrEqual(8);
    for (const other of similar) {
      expect(other.id).not.toBe('1');
      expect(other.subCategory?.id === data!.product.subCategory.id || other.collection?.id === data!.product.collection.id).toBe(true);
    }
  });

  it('lists collections and the products of one', async () => {
    const { data } = await query(`{ collections { id title story image } collection(id: "3") { id title products { id collection { id } } } }`);
    expect(data!.collections.length).toBeGreaterThanOrEqual(5);
    expect(data!.collection.products.length).toBeGreaterThan(0);
    for (const product of data!.collection.products) expect(product.collection.id).toBe('3');
  });

  it('lists sizes and colours', async () => {
    const { data } = await query(`{ sizes { id title value } colors { id title color label refill } }`);
    expect(data!.sizes.map((s: { value: number }) => s.value)).toEqual([80, 180, 300, 500]);
    expect(data!.colors.length).toBeGreaterThanOrEqual(8);
    for (const color of data!.colors) expect(color.refill).toBeGreaterThan(0);
  });

  it('switches every text with lang and falls back to English', async () => {
    const text = `{ product(id: "1") { details { title description } scents { title } sizes { size { title } } }
      category(id: "1") { title story subCategories { title } } collection(id: "1") { title story } colors { title } }`;
    const [en, ku, ar, fr] = await Promise.all(['en', 'ku', 'ar', 'fr'].map((lang) => query(text, {}, lang)));
    expect(en.data!.product.details.title).toBe('Tigris jasmine');
    expect(fr.data).toEqual(en.data);
    expect((await query(text)).data).toEqual(en.data);
    for (const reply of [ku, ar]) {
      const { product, category, collection } = reply.data!;
      for (const value of [product.details.title, product.details.description, category.title, category.story, collection.title, collection.story]) {
        expect(value).toMatch(ARABIC_SCRIPT);
      }
      expect(product.details.title).not.toBe(en.data!.product.details.title);
    }
    expect(ku.data!.product.details.title).not.toBe(ar.data!.product.details.title);
    expect(ku.data!.category.story).not.toBe(ar.data!.category.story);
  });

  it.each([
    ['product', `{ product(id: "99999") { id } }`],
    ['category', `{ category(id: "9") { id } }`],
    ['collection', `{ collection(id: "999") { id } }`],
    ['similarProducts', `{ similarProducts(id: "99999") { id } }`],
  ])('answers an unknown %s with not.found', async (_field, text) => {
    expectNotFound(await query(text));
  });

  it.each([
    [`{ filter(items: 0) { pagination { total } } }`, { items: ['input.items.min'] }],
    [`{ filter(items: 49) { pagination { total } } }`, { items: ['input.items.max'] }],
    [`{ filter(page: 0) { pagination { total } } }`, { page: ['input.page.min'] }],
    [`{ filter(page: -1, items: 100) { pagination { total } } }`, { page: ['input.page.min'], items: ['input.items.max'] }],
    [`{ filter(input: { color: "red" }) { pagination { total } } }`, { 'input.color': ['input.color.invalid'] }],
    [`{ products(first: 101) { id } }`, { first: ['input.first.max'] }],
    [`{ candles(first: 0) { id } }`, { first: ['input.first.min'] }],
    [`{ product(id: "abc") { id } }`, { id: ['input.id.invalid'] }],
    [`{ product(id: "99999999999") { id } }`, { id: ['input.id.invalid'] }],
    [`{ similarProducts(id: "-1") { id } }`, { id: ['input.id.invalid'] }],
  ])('refuses bad arguments: %s', async (text, validation) => {
    const reply = await query(text);
    expect(reply.status).toBe(200);
    expect(reply.errors![0]).toMatchObject({ message: 'bad.request', extensions: { code: 'BAD_USER_INPUT', validation } });
  });

  it('returns absolute picture URLs that serve SVG with safe headers', async () => {
    const { data } = await query(`{
      product(id: "1") { details { image } images { url } scents { image } }
      categories { image } collections { image }
    }`);
    const urls: string[] = [
      data!.product.details.image,
      ...data!.product.images.map((i: { url: string }) => i.url),
      ...data!.product.scents.map((s: { image: string }) => s.image),
      ...data!.categories.map((c: { image: string }) => c.image),
      ...data!.collections.map((c: { image: string }) => c.image),
    ];
    expect(data!.product.images.length).toBeGreaterThanOrEqual(1);
    for (const url of urls) expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/media/[a-z]+/[\\w-]+\\.svg$`));
    for (const url of urls) {
      const response = await suite.shop.app.fetch(new Request(url));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
      expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(await response.text()).toMatch(/^<svg /);
    }
  });

  it('answers 404 for unknown media and 405 for writes', async () => {
    expect((await suite.shop.app.fetch(new Request(`${PUBLIC_URL}/media/products/nope.svg`))).status).toBe(404);
    expect((await suite.shop.app.fetch(new Request(`${PUBLIC_URL}/media/products/1.svg`, { method: 'POST' }))).status).toBe(405);
    const head = await suite.shop.app.fetch(new Request(`${PUBLIC_URL}/media/products/1.svg`, { method: 'HEAD' }));
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});
