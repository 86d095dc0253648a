import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.js';
import { expectNotFound, PUBLIC_URL, suiteShop } from '../../test/shop.js';

const ARABIC_SCRIPT = /[\u0600-\u06ff]/;
const PICTURE = new RegExp(`^${PUBLIC_URL}/media/(places|materials|workshops|scents)/[\\w-]+\\.svg$`);

// Iraq lies between about 29°N and 37.4°N, 38.8°E and 48.6°E.
const inIraq = (point: { latitude: number; longitude: number }) => point.latitude >= 29 && point.latitude <= 38 && point.longitude >= 38 && point.longitude <= 49;

const SELLING_POINT = `id title description image latitude longitude drop city { id name price } images { id url }`;

describe.each(testDatabases())('places queries on $name', (database) => {
  const suite = suiteShop(database);
  const { query } = suite;

  it('lists the cities of Iraq with their delivery prices', async () => {
    const { data, errors } = await query(`{ cities { id name price } }`);
    expect(errors).toBeUndefined();
    const cities = data!.cities as Array<{ id: string; name: string; price: number }>;
    expect(cities.length).toBeGreaterThanOrEqual(18);
    expect(cities.find((city) => city.name === 'Baghdad')!.price).toBe(5000);
    for (const name of ['Basra', 'Erbil', 'Sulaymaniyah', 'Duhok', 'Mosul', 'Najaf', 'Karbala', 'Kirkuk', 'Halabja', 'Zakho']) {
      expect(cities.map((city) => city.name)).toContain(name);
    }
    for (const city of cities) {
      expect(Number.isInteger(city.price)).toBe(true);
      expect(city.price).toBeGreaterThanOrEqual(5000);
      expect(city.price).toBeLessThanOrEqual(10000);
    }
  });

  it.each(['en', 'ku', 'ar'])('orders the cities by their name in %s', async (lang) => {
    const { data } = await query(`{ cities { name } }`, {}, lang);
    const names = data!.cities.map((city: { name: string }) => city.name) as string[];
    expect(names).toEqual([...names].sort(new Intl.Collator(lang === 'en' ? 'en' : 'und').compare));
  });

  it('shows one city', async () => {
    const { data } = await query(`{ cities { id name price } }`);
    const baghdad = data!.cities.find((city: { name: string }) => city.name === 'Baghdad');
    const reply = await query(`query C($id: ID!) { city(id: $id) { id name price } }`, { id: baghdad.id });
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.city).toEqual(baghdad);
  });

  it('lists wicks, packages and every scent with prices and pictures', async () => {
    const { data, errors } = await query(`{ wicks { id title image price } packages { id title price image } scents { id title image } }`);
    expect(errors).toBeUndefined();
    expect(data!.wicks.length).toBeGreaterThanOrEqual(3);
    expect(data!.packages.length).toBeGreaterThanOrEqual(3);
    for (const item of [...data!.wicks, ...data!.packages]) {
      expect(Number.isInteger(item.price)).toBe(true);
      expect(item.price).toBeGreaterThan(0);
      expect(item.image).toMatch(PICTURE);
    }
    const { rows } = await sql<{ id: number }>`SELECT id FROM scents ORDER BY id`.execute(suite.shop.db);
    expect(data!.scents.map((scent: { id: string }) => Number(scent.id))).toEqual(rows.map((row) => row.id));
    expect(data!.scents[0]).toMatchObject({ title: 'Oud', image: `${PUBLIC_URL}/media/scents/1.svg` });
  });

  it('lists containers and refill containers with real sizes, smallest first', async () => {
    const { data, errors } = await query(`{
      sizes { id title value }
      containers { id title image sizes { id title value } }
      refillContainers { id title image sizes { id title value } }
    }`);
    expect(errors).toBeUndefined();
    const sizes = new Map(data!.sizes.map((size: { id: string }) => [size.id, size]));
    expect(data!.containers.length).toBeGreaterThanOrEqual(4);
    expect(data!.refillContainers.length).toBeGreaterThanOrEqual(2);
    for (const container of [...data!.containers, ...data!.refillContainers]) {
      expect(container.image).toMatch(PICTURE);
      expect(container.sizes.length).toBeGreaterThanOrEqual(1);
      expect(container.sizes.length).toBeLessThanOrEqual(3);
      for (const size of container.sizes) expect(sizes.get(size.id)).toEqual(size);
      const values = container.sizes.map((size: { value: number }) => size.value);
      expect(values).toEqual([...values].sort((a, b) => a - b));
    }
    // The two lists come from their own tables: the same id may mean another container.
    expect(data!.containers[0].title).not.toBe(data!.refillContainers[0].title);
  });

  it('gives the single white-label price per candle', async () => {
    const { data } = await query(`{ whiteLabelPrice }`);
    const { rows } = await sql<{ price: number }>`SELECT price FROM white_label_price`.execute(suite.shop.db);
    expect(rows).toHaveLength(1);
    expect(data!.whiteLabelPrice).toBe(rows[0]!.price);
    expect(data!.whiteLabelPrice).toBe(9500);
  });

  it('has exactly one studio, in Erbil, listed first among the selling points', async () => {
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM selling_points WHERE is_studio`.execute(suite.shop.db);
    expect(rows[0]!.n).toBe(1);
    const { data, errors } = await query(`{ studio { ${SELLING_POINT} } sellingPoints { ${SELLING_POINT} } }`);
    expect(errors).toBeUndefined();
    expect(data!.studio.city.name).toBe('Erbil');
    expect(data!.sellingPoints[0]).toEqual(data!.studio);
    expect(data!.sellingPoints.filter((point: { id: string }) => point.id === data!.studio.id)).toHaveLength(1);
  });

  it('lists selling points in Iraqi cities with galleries, the studio first and then by id', async () => {
    const { data } = await query(`{ sellingPoints { ${SELLING_POINT} } }`);
    const points = data!.sellingPoints as Array<{ id: string; drop: boolean; image: string; images: Array<{ url: string }>; city: { price: number } }>;
    expect(points.length).toBeGreaterThanOrEqual(6);
    const rest = points.slice(1).map((point) => Number(point.id));
    expect(rest).toEqual([...rest].sort((a, b) => a - b));
    expect(points.filter((point) => point.drop).length).toBeGreaterThan(points.length / 2);
    expect(points.some((point) => !point.drop)).toBe(true);
    for (const point of points) {
      expect(inIraq(point as never)).toBe(true);
      expect(point.image).toMatch(PICTURE);
      expect(point.images.length).toBeGreaterThanOrEqual(1);
      expect(point.images.length).toBeLessThanOrEqual(3);
      expect(point.city.price).toBeGreaterThan(0);
    }
    expect(new Set(points.map((point) => (point as unknown as { city: { name: string } }).city.name)).size).toBeGreaterThanOrEqual(5);
  });

  it('shows one selling point as the list does', async () => {
    const { data } = await query(`{ sellingPoints { ${SELLING_POINT} } }`);
    const last = data!.sellingPoints.at(-1);
    const reply = await query(`query S($id: ID!) { sellingPoint(id: $id) { ${SELLING_POINT} } }`, { id: last.id });
    expect(reply.data!.sellingPoint).toEqual(last);
  });

  it('lists online shops with http(s) links', async () => {
    const { data, errors } = await query(`{ onlineShops { id title description image link } }`);
    expect(errors).toBeUndefined();
    expect(data!.onlineShops.length).toBeGreaterThanOrEqual(4);
    for (const shop of data!.onlineShops) {
      expect(shop.link).toMatch(/^https?:\/\/[\w.-]+\.[a-z]{2,}(\/|$)/);
      expect(shop.image).toMatch(PICTURE);
      expect(shop.title.length).toBeGreaterThan(0);
    }
  });

  it('switches every text with lang and falls back to English', async () => {
    const text = `{
      cities { name } wicks { title } packages { title } containers { title } refillContainers { title } scents { title }
      sellingPoints { title description city { name } } onlineShops { title description } workshop(id: "2") { title description }
    }`;
    const [en, ku, ar, fr] = await Promise.all(['en', 'ku', 'ar', 'fr'].map((lang) => query(text, {}, lang)));
    expect(fr.data).toEqual(en.data);
    const texts = (reply: typeof en) => {
      const d = reply.data!;
      return [
        ...d.wicks.map((w: { title: string }) => w.title),
        ...d.packages.map((p: { title: string }) => p.title),
        ...d.containers.map((c: { title: string }) => c.title),
        ...d.refillContainers.map((c: { title: string }) => c.title),
        ...d.scents.map((s: { title: string }) => s.title),
        ...d.sellingPoints.flatMap((s: { title: string; description: string; city: { name: string } }) => [s.title, s.description, s.city.name]),
        ...d.onlineShops.flatMap((s: { title: string; description: string }) => [s.title, s.description]),
        d.workshop.title,
        d.workshop.description,
      ] as string[];
    };
    const [enTexts, kuTexts, arTexts] = [texts(en), texts(ku), texts(ar)];
    kuTexts.forEach((value, index) => {
      expect(value).toMatch(ARABIC_SCRIPT);
      expect(arTexts[index]).toMatch(ARABIC_SCRIPT);
      expect(value).not.toBe(enTexts[index]);
      expect(value).not.toBe(arTexts[index]);
    });
    const cityNames = (reply: typeof en) => new Set(reply.data!.cities.map((c: { name: string }) => c.name));
    expect(cityNames(ku)).not.toEqual(cityNames(ar));
    for (const name of cityNames(ku)) expect(name).toMatch(ARABIC_SCRIPT);
  });

  it.each([
    ['city', `{ city(id: "9999") { id } }`],
    ['sellingPoint', `{ sellingPoint(id: "9999") { id } }`],
    ['workshop', `{ workshop(id: "9999") { id } }`],
  ])('answers an unknown %s with not.found', async (_field, text) => {
    expectNotFound(await query(text));
  });

  it.each([`{ city(id: "abc") { id } }`, `{ city(id: "0") { id } }`, `{ sellingPoint(id: "-3") { id } }`, `{ sellingPoint(id: "1.5") { id } }`, `{ workshop(id: "99999999999") { id } }`, `{ workshop(id: "") { id } }`])(
    'refuses a bad id: %s',
    async (text) => {
      const reply = await query(text);
      expect(reply.status).toBe(200);
      expect(reply.errors![0]).toMatchObject({ message: 'bad.request', extensions: { code: 'BAD_USER_INPUT', validation: { id: ['input.id.invalid'] } } });
    },
  );
});
