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
import { adminQuery, databaseUrlFor, freshDatabaseName } from './postgres-server.js';

// The server project's global setup (vitest.config.ts). Starting PGlite (its initdb), running every
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

/** Dumps of a PGlite empty, migrated and seeded, as files in `folder`. */
export async function pgliteDumps(folder: string): Promise<Record<Contents, string>> {
  const pglite = new PGlite({ extensions: { pg_trgm } });
  const db = new Kysely<Database>({ dialect: new SerialPGliteDialect({ pglite: () => pglite }) });
  const dump = async (contents: Contents) => {
    const file = join(folder, `${contents}.tar`);
    await writeFile(file, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    return file;
  };
  try {
    // dumpDataDir before PGlite is ready never settles (and the run ends without a word).
    await pglite.waitReady;
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
  await adminQuery(serverUrl, `CREATE DATABASE ${migrated}`);
  await prepare(migrated, migrate);
  await adminQuery(serverUrl, `CREATE DATABASE ${seeded} TEMPLATE ${migrated}`);
  await prepare(seeded, seed);
}

/** Makes the copies every server suite starts from; returns what removes them after the run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(join(tmpdir(), 'candleshop-test-databases-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  const base = freshDatabaseName('test_template');
  const postgres = serverUrl ? { migrated: base, seeded: `${base}_seeded` } : undefined;
  // vitest.config.ts gives this teardownTimeout: past it the run exits and leaves the databases behind.
  const remove = async () => {
    const names = postgres ? [postgres.seeded, postgres.migrated] : [];
    await Promise.all([
      ...names.map((name) => adminQuery(serverUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
      rm(folder, { recursive: true, force: true }),
    ]);
  };
  try {
    const [pglite] = await Promise.all([pgliteDumps(folder), postgres && postgresTemplates(serverUrl!, postgres)]);
    project.provide('testDatabaseTemplates', { pglite, ...(postgres ? { postgres } : {}) });
  } catch (error) {
    await remove();
    throw error;
  }
  return remove;
}
