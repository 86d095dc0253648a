import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type OpenedTestDatabase } from '../../../test/databases.js';
import { down, up } from './140-couriers.js';

// Issue 36: the couriers written as free text on the runs made before become one courier per
// distinct name, each run linked to its courier by id, its text kept as written.
describe.each(testDatabases())('migration 140 (couriers) on $name', (database) => {
  let opened: OpenedTestDatabase;
  beforeAll(async () => {
    opened = await database.open({ contents: 'migrated' });
  });
  afterAll(() => opened?.close());

  it('moves free-text couriers into the list, one a name, and links their runs', async () => {
    const db = opened.db as unknown as Kysely<unknown>;
    await down(db);
    const { rows: cities } = await sql<{ id: number }>`INSERT INTO cities (name, price) VALUES ('{"en":"Erbil","ku":"هەولێر","ar":"أربيل"}', 3000) RETURNING id`.execute(db);
    const city = cities[0]!.id;
    const written = ['Karwan', 'Dilan', 'karwan ', 'Karwan'];
    for (const [index, courier] of written.entries()) {
      await sql`INSERT INTO delivery_runs (run_date, courier, city_id) VALUES (${`2026-0${index + 1}-01`}, ${courier}, ${city})`.execute(db);
    }
    await up(db);
    const { rows: couriers } = await sql<{ id: number; name: string; phone: string | null; active: boolean }>`SELECT id, name, phone, active FROM couriers ORDER BY name`.execute(db);
    expect(couriers.map(({ name, phone, active }) => ({ name, phone, active }))).toEqual([
      { name: 'Dilan', phone: null, active: true },
      { name: 'Karwan', phone: null, active: true },
    ]);
    const byName = new Map(couriers.map((row) => [row.name, row.id]));
    const { rows: runs } = await sql<{ courier: string; courier_id: number }>`SELECT courier, courier_id FROM delivery_runs ORDER BY run_date`.execute(db);
    expect(runs).toEqual([
      { courier: 'Karwan', courier_id: byName.get('Karwan') },
      { courier: 'Dilan', courier_id: byName.get('Dilan') },
      { courier: 'karwan ', courier_id: byName.get('Karwan') },
      { courier: 'Karwan', courier_id: byName.get('Karwan') },
    ]);
    // A run names a courier from now on.
    await expect(sql`INSERT INTO delivery_runs (run_date, courier, city_id) VALUES ('2026-09-01', 'Nobody', ${city})`.execute(db)).rejects.toThrow();
  });
});
