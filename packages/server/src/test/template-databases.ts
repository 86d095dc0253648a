import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely } from 'kysely';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { SerialPGliteDialect } from '../db/pglite-dialect.js';
import { seed } from '../db/seed/seed.js';
import type { Database } from '../db/types.js';
import { adminQuery, createTestDatabase, databaseUrlFor, freshDatabaseName } from './postgres-server.js';

// The global set-up of every project (vitest.config.ts): the widget suites' test API loads the
// seeded PGlite too (tests/support/test-api.ts). Starting PGlite (its initdb), running every
// migration and seeding took most of a server suite's time, once per suite and database; now each
// is done once per run and every suite starts from a copy: a PGlite data directory dumped to a file,
// a PostgreSQL database made with CREATE DATABASE … TEMPLATE.

/** What a test database holds when a suite gets it. */
export type Contents = 'empty' | 'migrated' | 'seeded';

/** Where the copies are: PGlite dumps by file, PostgreSQL templates by database name. */
export interface TestDatabaseTemplates {
  pglite: Record<Contents, string>;
  postgres?: Record<Exclude<Contents, 'empty'>, string>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplates: TestDatabaseTemplates;
  }
}

// Every PGlite a test opens starts from one of these dumps (test/databases.ts), a few hundred a run,
// and each open copied the whole dump in and started PostgreSQL on it: 2.2 CPU-seconds on a busy
// machine, 0.7 with these settings (issue 34 item 5). PostgreSQL zeroes its buffer pool at every
// start (128MB unless set), and a test database holds a few megabytes; its write-ahead log comes
// in segments of 16MB unless initdb is told otherwise, mostly empty, and copied in all the same.
const TEST_PGLITE = { initDbStartParams: ['--wal-segsize=1'], postgresqlconf: ['shared_buffers = 16MB'] };

// The suites use the database PGlite opens, `postgres`. initdb also makes template0 and template1,
// which only CREATE DATABASE reads: 600 of a dump's 1,000 files and half its bytes, unpacked into
// PGlite's file system at every open (0.45-0.70 CPU-seconds an open with them, 0.28-0.35 without).
// Dropped with SQL, so the catalog lists only the database that is there.
async function dropTemplateDatabases(pglite: PGlite) {
  for (const template of ['template0', 'template1']) {
    await pglite.exec(`ALTER DATABASE ${template} IS_TEMPLATE false`);
    await pglite.exec(`DROP DATABASE ${template}`);
  }
}

/** Dumps of a PGlite empty, migrated and seeded, as files in `folder`. */
export async function pgliteDumps(folder: string): Promise<Record<Contents, string>> {
  const pglite = new PGlite({ extensions: { pg_trgm }, ...TEST_PGLITE });
  const db = new Kysely<Database>({ dialect: new SerialPGliteDialect({ pglite: () => pglite }) });
  const dump = async (contents: Contents) => {
    const file = join(folder, `${contents}.tar`);
    await writeFile(file, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    return file;
  };
  try {
    // dumpDataDir before PGlite is ready never settles (and the run ends without a word).
    await pglite.waitReady;
    await dropTemplateDatabases(pglite);
    const empty = await dump('empty');
    await migrate(db);
    const migrated = await dump('migrated');
    await seed(db);
    return { empty, migrated, seeded: await dump('seeded') };
  } finally {
    await db.destroy();
  }
}

async function postgresTemplates(serverUrl: string, { migrated, seeded }: Record<'migrated' | 'seeded', string>) {
  const prepare = async (name: string, work: (db: Kysely<Database>) => Promise<unknown>) => {
    const db = createDatabase({ databaseUrl: databaseUrlFor(serverUrl, name) });
    try {
      await work(db);
    } finally {
      await db.destroy();
    }
  };
  await createTestDatabase(serverUrl, migrated);
  await prepare(migrated, migrate);
  await createTestDatabase(serverUrl, seeded, migrated);
  await prepare(seeded, seed);
}

/** Makes the copies and returns them with what removes them after the run. */
async function makeTemplates(): Promise<{ templates: TestDatabaseTemplates; remove: () => Promise<void> }> {
  const folder = await mkdtemp(join(tmpdir(), 'candleshop-test-databases-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  const base = freshDatabaseName('test_template');
  const postgres = serverUrl ? { migrated: base, seeded: `${base}_seeded` } : undefined;
  // vitest.config.ts gives this teardownTimeout: past it the run exits and leaves the databases behind.
  const remove = async () => {
    const names = postgres ? [postgres.seeded, postgres.migrated] : [];
    await Promise.all([...names.map((name) => adminQuery(serverUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)), rm(folder, { recursive: true, force: true })]);
  };
  try {
    const [pglite] = await Promise.all([pgliteDumps(folder), postgres && postgresTemplates(serverUrl!, postgres)]);
    return { templates: { pglite, ...(postgres ? { postgres } : {}) }, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

// Vitest runs the global set-up of each project (unit, server, server-mocks) one after the other,
// each with this module loaded anew: making the copies once per project put three PGlite initdbs,
// migrations and seeds before the first test. The projects share one set through the process's
// global object; the last project's teardown removes it.
const SHARED = Symbol.for('candleshop.testDatabaseTemplates');
type Shared = { made: ReturnType<typeof makeTemplates>; users: number };
const shared = globalThis as typeof globalThis & { [SHARED]?: Shared };

/** Makes (or reuses) the copies every suite starts from and provides them; returns what removes them after the run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const entry = (shared[SHARED] ??= { made: makeTemplates(), users: 0 });
  entry.users += 1;
  project.provide('testDatabaseTemplates', (await entry.made).templates);
  return async () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    if (shared[SHARED] === entry) delete shared[SHARED];
    await (await entry.made).remove();
  };
}
