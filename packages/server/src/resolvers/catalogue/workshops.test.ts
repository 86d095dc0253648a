import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.js';
import { graphql, openShop, PUBLIC_URL, type TestShop } from '../../test/shop.js';

const WORKSHOP = `id title description image date tickets { id min max price soldout }`;
const BAGHDAD_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+03:00$/;

interface Ticket {
  id: string;
  min: number;
  max: number;
  price: number;
  soldout: boolean;
}
interface Workshop {
  id: string;
  title: string;
  date: string;
  image: string;
  tickets: Ticket[];
}

describe.each(testDatabases())('workshops and places parts on $name', (database) => {
  let shop: TestShop;
  let queries = 0;
  const query = <T = Record<string, any>>(text: string, variables?: Record<string, unknown>, lang?: string) => graphql<T>(shop.app, text, variables, { lang });
  const allWorkshopIds = async () => (await sql<{ id: number; past: boolean }>`SELECT id, starts_at < now() AS past FROM workshops ORDER BY id`.execute(shop.db)).rows;

  beforeAll(async () => {
    shop = await openShop(database, {}, { log: (event) => void (event.level === 'query' && queries++) });
  });
  afterAll(() => shop?.close());

  it('lists only upcoming workshops, soonest first, with their tickets by group size', async () => {
    const before = Date.now();
    const { data, errors } = await query<{ workshops: Workshop[] }>(`{ workshops { ${WORKSHOP} } }`);
    expect(errors).toBeUndefined();
    const workshops = data!.workshops;
    const times = workshops.map((workshop) => Date.parse(workshop.date));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    for (const workshop of workshops) {
      expect(workshop.date).toMatch(BAGHDAD_TIME);
      // A little slack: the database's clock and this process's may differ by a moment.
      expect(Date.parse(workshop.date)).toBeGreaterThanOrEqual(before - 60_000);
      expect(workshop.tickets.length).toBeGreaterThanOrEqual(1);
      const mins = workshop.tickets.map((ticket) => ticket.min);
      expect(mins).toEqual([...mins].sort((a, b) => a - b));
    }
    const upcoming = (await allWorkshopIds()).filter((row) => !row.past).map((row) => String(row.id));
    expect(workshops.map((workshop) => workshop.id).sort()).toEqual(upcoming.sort());
  });

  it('shows any workshop by id, past ones included, with valid ticket tiers', async () => {
    const rows = await allWorkshopIds();
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows.some((row) => row.past)).toBe(true);
    const tickets: Ticket[] = [];
    for (const { id } of rows) {
      const { data, errors } = await query<{ workshop: Workshop }>(`query W($id: ID!) { workshop(id: $id) { ${WORKSHOP} } }`, { id: String(id) });
      expect(errors).toBeUndefined();
      expect(data!.workshop.id).toBe(String(id));
      expect(data!.workshop.date).toMatch(BAGHDAD_TIME);
      expect(data!.workshop.tickets.length).toBeGreaterThanOrEqual(2);
      tickets.push(...data!.workshop.tickets);
    }
    for (const ticket of tickets) {
      expect(ticket.min).toBeGreaterThanOrEqual(1);
      expect(ticket.max).toBeGreaterThanOrEqual(ticket.min);
      expect(Number.isInteger(ticket.price)).toBe(true);
      expect(ticket.price).toBeGreaterThan(0);
    }
    expect(tickets.some((ticket) => ticket.soldout)).toBe(true);
    expect(tickets.some((ticket) => !ticket.soldout)).toBe(true);
  });

  it('shows seats left honestly: the seeded scent blending is nearly full, the past workshop is past', async () => {
    const { data } = await query(`{ blending: workshop(id: "3") { seats seatsLeft past tickets { min price soldout } }
      past: workshop(id: "1") { past tickets { soldout } } family: workshop(id: "4") { tickets { min soldout } } }`);
    expect(data!.blending).toEqual({
      seats: 8,
      seatsLeft: 3,
      past: false,
      tickets: [
        { min: 1, price: 40000, soldout: false },
        { min: 2, price: 35000, soldout: false },
      ],
    });
    expect(data!.past).toEqual({ past: true, tickets: [{ soldout: true }, { soldout: true }] });
    // The shop closed single seats at the family morning.
    expect(data!.family.tickets.map((tier: { soldout: boolean }) => tier.soldout)).toEqual([true, false, false]);
  });

  it('gives the seeded date in Baghdad time', async () => {
    const { data } = await query(`{ workshop(id: "2") { date } }`);
    expect(data!.workshop.date).toBe('2026-12-05T17:00:00+03:00');
  });

  it('returns absolute picture URLs that /media serves as SVG', async () => {
    const { data } = await query(`{
      wicks { image } packages { image } containers { image } refillContainers { image } scents { image }
      sellingPoints { image images { url } } onlineShops { image } workshop(id: "1") { image }
    }`);
    const d = data!;
    const urls: string[] = [
      ...[d.wicks, d.packages, d.containers, d.refillContainers, d.scents, d.sellingPoints, d.onlineShops].flatMap((list: Array<{ image: string }>) => list.map((item) => item.image)),
      ...d.sellingPoints.flatMap((point: { images: Array<{ url: string }> }) => point.images.map((image) => image.url)),
      d.workshop.image,
    ];
    expect(urls.length).toBeGreaterThan(30);
    for (const url of urls) {
      expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/media/[a-z]+/[\\w-]+\\.svg$`));
      const response = await shop.app.fetch(new Request(url));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(await response.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    }
  });

  it('loads lists with all their parts in one query per kind, never one per item', async () => {
    const count = async (text: string) => {
      queries = 0;
      const reply = await query(text);
      expect(reply.errors).toBeUndefined();
      return queries;
    };
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM selling_points`.execute(shop.db);
    expect(rows[0]!.n).toBeGreaterThan(3);
    // The list, then the cities and the galleries of every point together.
    expect(await count(`{ sellingPoints { id city { name } images { url } } }`)).toBe(3);
    expect(await count(`{ containers { sizes { id } } }`)).toBe(2);
    expect(await count(`{ refillContainers { sizes { id } } }`)).toBe(2);
    expect(await count(`{ workshops { tickets { id } } }`)).toBeLessThanOrEqual(2);
    // Seats, computed soldout and each tier's workshop: still one query per kind.
    expect(await count(`{ workshops { seats seatsLeft past tickets { soldout workshop { id seatsLeft } } } }`)).toBeLessThanOrEqual(3);
    expect(await count(`{ cities { id } wicks { id } packages { id } onlineShops { id } scents { id } whiteLabelPrice }`)).toBe(6);
  });

  it('enforces the places constraints', async () => {
    const texts = JSON.stringify({ en: 'x', ku: 'x', ar: 'x' });
    await expect(
      sql`INSERT INTO selling_points (city_id, title, description, image, latitude, longitude, is_studio)
          VALUES (1, ${texts}, ${texts}, '/x.svg', 33.3, 44.4, true)`.execute(shop.db),
    ).rejects.toThrow(/unique|duplicate/);
    await expect(sql`INSERT INTO online_shops (title, description, image, link) VALUES (${texts}, ${texts}, '/x.svg', 'ftp://x.example')`.execute(shop.db)).rejects.toThrow(/check constraint/);
    for (const [min, max, price] of [
      [0, 1, 1000],
      [3, 2, 1000],
      [1, 1, -1],
    ]) {
      await expect(sql`INSERT INTO workshop_tickets (workshop_id, min, max, price) VALUES (2, ${min}, ${max}, ${price})`.execute(shop.db)).rejects.toThrow(/check constraint/);
    }
    await expect(sql`INSERT INTO white_label_price (singleton, price) VALUES (true, 1)`.execute(shop.db)).rejects.toThrow(/unique|duplicate/);
    await expect(sql`INSERT INTO container_sizes (container_id, size_id) VALUES (1, 999)`.execute(shop.db)).rejects.toThrow(/foreign key/);
    await expect(sql`INSERT INTO cities (name, price) VALUES ('{"ku": "x"}', 5000)`.execute(shop.db)).rejects.toThrow(/check constraint/);
  });

  it('keeps identities past the seeded ids', async () => {
    for (const table of ['cities', 'workshops'] as const) {
      const { rows } = await sql<{ id: number; max: number }>`
        SELECT (SELECT max(id) FROM ${sql.table(table)}) AS max, nextval(pg_get_serial_sequence(${table}, 'id'))::int AS id`.execute(shop.db);
      expect(rows[0]!.id).toBeGreaterThan(rows[0]!.max);
    }
    const ticket = await shop.db.insertInto('workshop_tickets').values({ workshop_id: 2, min: 1, max: 1, price: 1000 }).returning('id').executeTakeFirstOrThrow();
    await shop.db.deleteFrom('workshop_tickets').where('id', '=', ticket.id).execute();
    expect(ticket.id).toBeGreaterThan(10);
  });
});
