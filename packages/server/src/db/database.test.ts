import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openPGliteCopy, testDatabases, useTestDatabase } from '../test/databases.js';
import { createDatabase, describeDatabase } from './database.js';
import { migrate } from './migrate.js';
import type { Database } from './types.js';

const START = 100;
const WORKERS = 20;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function resetCounter(db: Kysely<Database>) {
  await sql`CREATE TABLE IF NOT EXISTS counters (id integer PRIMARY KEY, value integer NOT NULL)`.execute(db);
  await sql`DELETE FROM counters`.execute(db);
  await sql`INSERT INTO counters (id, value) VALUES (1, ${START})`.execute(db);
}

async function readCounter(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ value: number }>`SELECT value FROM counters WHERE id = 1`.execute(db);
  return rows[0]!.value;
}

/** 20 concurrent read-modify-write transactions, each pausing between its read and its write. */
function decrementConcurrently(db: Kysely<Database>, lock: boolean) {
  return Promise.all(
    Array.from({ length: WORKERS }, () =>
      db.transaction().execute(async (trx) => {
        const { rows } = lock ? await sql<{ value: number }>`SELECT value FROM counters WHERE id = 1 FOR UPDATE`.execute(trx) : await sql<{ value: number }>`SELECT value FROM counters WHERE id = 1`.execute(trx);
        await pause(5);
        await sql`UPDATE counters SET value = ${rows[0]!.value - 1} WHERE id = 1`.execute(trx);
      }),
    ),
  );
}

describe.each(testDatabases())('database layer on $name', (database) => {
  const opened = useTestDatabase(database, 'empty');

  it('migrates once, then has nothing left to run', async () => {
    const first = await migrate(opened.db);
    expect(first.map((result) => result.status)).toEqual(first.map(() => 'Success'));
    expect(first.length).toBeGreaterThanOrEqual(4);
    expect(await migrate(opened.db)).toEqual([]);
  });

  it('loses no update under 20 concurrent SELECT … FOR UPDATE transactions (DESIGN §7)', async () => {
    await resetCounter(opened.db);
    await decrementConcurrently(opened.db, true);
    expect(await readCounter(opened.db)).toBe(START - WORKERS);
  });

  it.runIf(database.name === 'PostgreSQL')('shows the race it guards against: without the lock PostgreSQL loses updates', async () => {
    await resetCounter(opened.db);
    await decrementConcurrently(opened.db, false);
    expect(await readCounter(opened.db)).toBeGreaterThan(START - WORKERS);
  });

  it.runIf(database.name === 'PGlite')('runs PGlite transactions one after another, so even unlocked ones lose nothing', async () => {
    await resetCounter(opened.db);
    await decrementConcurrently(opened.db, false);
    expect(await readCounter(opened.db)).toBe(START - WORKERS);
  });

  it('rolls a failed transaction back', async () => {
    await resetCounter(opened.db);
    await expect(
      opened.db.transaction().execute(async (trx) => {
        await sql`UPDATE counters SET value = 0 WHERE id = 1`.execute(trx);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await readCounter(opened.db)).toBe(START);
  });

  it('enforces the catalogue constraints', async () => {
    const texts = JSON.stringify({ en: 'x', ku: 'x', ar: 'x' });
    await sql`INSERT INTO categories (id, title, story) VALUES (1, ${texts}, ${texts})`.execute(opened.db);
    const product = (stock: number) => sql`INSERT INTO products (category_id, stock, title, description, image) VALUES (1, ${stock}, ${texts}, ${texts}, '/x.svg') RETURNING id`;
    await expect(product(-1).execute(opened.db)).rejects.toThrow(/check constraint/);
    await expect(sql`INSERT INTO products (category_id, stock, title, description, image) VALUES (9, 1, ${texts}, ${texts}, '/x.svg')`.execute(opened.db)).rejects.toThrow(/foreign key/);
    await expect(sql`INSERT INTO categories (id, title, story) VALUES (2, '{"ku": "x"}', ${texts})`.execute(opened.db)).rejects.toThrow(/check constraint/);
    const { rows } = await product(3).execute(opened.db);
    const id = (rows[0] as { id: number }).id;
    await expect(sql`INSERT INTO reviews (product_id, customer_name, rating, body) VALUES (${id}, 'a', 6, 'b')`.execute(opened.db)).rejects.toThrow(/check constraint/);
    await expect(sql`UPDATE products SET stock = stock - 4 WHERE id = ${id}`.execute(opened.db)).rejects.toThrow(/check constraint/);
    await sql`DELETE FROM products`.execute(opened.db);
    await sql`DELETE FROM categories`.execute(opened.db);
  });
});

describe('createDatabase', () => {
  it('names the database it opens', () => {
    expect(describeDatabase({ databaseUrl: 'postgres://x' })).toBe('PostgreSQL');
    expect(describeDatabase({ dataDir: '.data' })).toBe('embedded PGlite in .data');
    expect(describeDatabase({})).toBe('embedded PGlite in memory');
  });

  it('opens a test PGlite with a small buffer pool and log segments, beside PGlite’s own start parameters, and no template databases', async () => {
    // Every test PGlite is a copy of a dump made so (test/template-databases.ts).
    const db = await openPGliteCopy('empty');
    try {
      const setting = async (name: string) => (await sql<{ setting: string }>`SELECT current_setting(${name}) AS setting`.execute(db)).rows[0]!.setting;
      expect([await setting('shared_buffers'), await setting('wal_segment_size'), await setting('search_path')]).toEqual(['16MB', '1MB', 'public']);
      // Without the template databases, which a test PGlite never reads (test/template-databases.ts).
      expect((await sql<{ datname: string }>`SELECT datname FROM pg_database`.execute(db)).rows).toEqual([{ datname: 'postgres' }]);
    } finally {
      await db.destroy();
    }
  });

  it('refuses a schema name that is not a plain identifier', () => {
    expect(() => createDatabase({ databaseUrl: 'postgres://x', schema: 'a; DROP' })).toThrow('schema must be');
    expect(() => createDatabase({ schema: 'test' })).toThrow('needs a PostgreSQL');
  });
});
