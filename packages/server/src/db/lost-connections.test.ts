import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../test/databases.js';
import { createDatabase } from './database.js';
import { prepared } from './named-statements.js';
import type { Database } from './types.js';
import { isDatabaseUnavailable } from './unavailable.js';

// Issue 23: connections the server ends (a restart, a failover, pg_terminate_backend) used to
// end the process with an unhandled 'error' event. PostgreSQL only: PGlite has no connections.
const postgres = testDatabases().find((database) => database.name === 'PostgreSQL');

describe.skipIf(!postgres)('lost PostgreSQL connections', () => {
  const name = `lost_${randomBytes(4).toString('hex')}`;
  const lost: Error[] = [];
  let db: Kysely<Database>;
  let admin: pg.Client;
  let drop: () => Promise<void>;
  const terminate = async () => (await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [name])).rowCount;
  const one = async () => (await sql<{ one: number }>`select ${prepared} ${1}::int as one`.execute(db)).rows[0]?.one;

  beforeAll(async () => {
    const settings = await postgres!.settings();
    drop = settings.drop;
    const url = new URL(settings.databaseUrl!);
    url.searchParams.set('application_name', name);
    db = createDatabase({ databaseUrl: url.href, maxConnections: 3, onConnectionLost: (error) => lost.push(error) });
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await sql`create table ledger (id int primary key)`.execute(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await admin?.end();
    await drop?.();
  });

  it('an idle connection ended by the server is told of and replaced; named statements prepare again', async () => {
    expect(await one()).toBe(1);
    expect(await terminate()).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(lost.map((error) => (error as { code?: string }).code)).toContain('57P01');
    expect(await one()).toBe(1);
  });

  it('a connection ended inside a transaction fails that transaction whole and leaves nothing written', async () => {
    const failed = await db
      .transaction()
      .execute(async (trx) => {
        await trx
          .insertInto('ledger' as never)
          .values({ id: 1 } as never)
          .execute();
        await terminate();
        await new Promise((resolve) => setTimeout(resolve, 100));
        await trx
          .insertInto('ledger' as never)
          .values({ id: 2 } as never)
          .execute();
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(isDatabaseUnavailable(failed)).toBe(true);
    expect((await sql<{ n: number }>`select count(*)::int as n from ledger`.execute(db)).rows[0]?.n).toBe(0);
    // The pool goes on with a new connection.
    await db.transaction().execute((trx) =>
      trx
        .insertInto('ledger' as never)
        .values({ id: 3 } as never)
        .execute(),
    );
    expect((await sql<{ id: number }>`select id from ledger`.execute(db)).rows).toEqual([{ id: 3 }]);
  });
});
