// Each bench server gets a PostgreSQL schema of its own: two servers seeding one schema at once
// would collide, and a run must leave nothing behind.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL the benches use: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local one. */
export const BENCH_POSTGRES = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Creates a schema named `<prefix>_<random>` and answers the server's DATABASE_URL for it (its
 * connections carry the schema's name as application_name, so their backends can be found),
 * the schema's name and the open client; null when PostgreSQL is not reachable.
 * @example const bench = await createBenchSchema('bench'); …; await bench.drop();
 */
export async function createBenchSchema(prefix, postgres = BENCH_POSTGRES) {
  const client = new pg.Client({ connectionString: postgres });
  try {
    await client.connect();
  } catch {
    return null;
  }
  const schema = `${prefix}_${randomBytes(4).toString('hex')}`;
  await client.query(`CREATE SCHEMA ${schema}`);
  const url = new URL(postgres);
  url.searchParams.set('options', `-c search_path=${schema}`);
  url.searchParams.set('application_name', schema);
  return { url: url.href, schema, client, drop: async () => (await client.query(`DROP SCHEMA ${schema} CASCADE`), await client.end()) };
}
