import { readFile } from 'node:fs/promises';
import { sql, type Kysely, type LogConfig } from 'kysely';
import { afterAll, beforeAll, inject } from 'vitest';
import { createDatabase } from '../db/database.js';
import { backgroundSettled } from '../internal/background.js';
import type { Database } from '../db/types.js';
import { adminQuery, createTestDatabase, databaseUrlFor, freshDatabaseName } from './postgres-server.js';
import type { Contents } from './template-databases.js';

/** One database a server suite runs on. */
export interface TestDatabase {
  /** `PGlite` or `PostgreSQL`, for test names. */
  name: string;
  /** Opens a database of its own for the suite: empty by default, or a copy of the migrated (and seeded) one. */
  open(options?: { log?: LogConfig; contents?: Contents }): Promise<OpenedTestDatabase>;
  /** Connection settings of a new, empty database for code that opens it itself (startShopServer). */
  settings(): Promise<{ databaseUrl?: string; dataDir: string; drop(): Promise<void> }>;
}

/** An opened test database; `close` also drops the suite's PostgreSQL database. */
export interface OpenedTestDatabase {
  db: Kysely<Database>;
  close(): Promise<void>;
}

// The server project's global setup makes the copies a suite starts from (template-databases.ts).
function templates() {
  const provided = inject('testDatabaseTemplates');
  if (!provided) throw new Error('candleshop: no test database templates; run server suites through vitest (globalSetup)');
  return provided;
}

// PGlite starts on the first query, which can take seconds on a busy machine: in the suite's
// set-up rather than in its first test (and its time limit).
async function ready(db: Kysely<Database>): Promise<Kysely<Database>> {
  await sql`SELECT 1`.execute(db);
  return db;
}

// PGlite reads a dump's bytes from its Blob at every open, and Node's Blob hands them over through
// a stream, chunk by chunk: about 0.3 CPU-seconds an open of the seeded dump on a busy machine
// (issue 34 item 5). The bytes are read from the file once per worker and given to each open as a copy.
class DumpBlob extends Blob {
  constructor(private readonly dump: Uint8Array<ArrayBuffer>) {
    super([dump]);
  }
  override async arrayBuffer(): Promise<ArrayBuffer> {
    return this.dump.slice().buffer;
  }
}

const dumps = new Map<Contents, Promise<Blob>>();
const dumpOf = (contents: Contents) => {
  if (!dumps.has(contents))
    dumps.set(
      contents,
      readFile(templates().pglite[contents]).then((bytes) => new DumpBlob(new Uint8Array(bytes))),
    );
  return dumps.get(contents)!;
};

/** A PGlite of its own, in memory, from the run's dump of `contents`: every PGlite a test opens is one. */
export async function openPGliteCopy(contents: Contents, log?: LogConfig): Promise<Kysely<Database>> {
  return ready(createDatabase({ dataDir: 'memory://', loadDataDir: await dumpOf(contents), log }));
}

const pglite: TestDatabase = {
  name: 'PGlite',
  async open({ log, contents = 'empty' } = {}) {
    const db = await openPGliteCopy(contents, log);
    return { db, close: () => db.destroy() };
  },
  async settings() {
    return { dataDir: 'memory://', drop: async () => {} };
  },
};

function postgres(serverUrl: string): TestDatabase {
  // A database of its own per suite, copied from a template: suites run in parallel on one server
  // without seeing each other, and none waits for the migrations.
  async function create(contents: Contents) {
    const name = freshDatabaseName();
    const template = contents === 'empty' ? 'template0' : templates().postgres![contents];
    await createTestDatabase(serverUrl, name, template);
    return { databaseUrl: databaseUrlFor(serverUrl, name), drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
  }
  return {
    name: 'PostgreSQL',
    async open({ log, contents = 'empty' } = {}) {
      const { databaseUrl, drop } = await create(contents);
      // No test depends on the machine's speed (issue 34 item 5): a busy machine queues for a connection.
      const db = await ready(createDatabase({ databaseUrl, log, connectTimeoutMs: 120_000 }));
      return {
        db,
        async close() {
          // Work sent after an answer (reset mails, SECURITY-REVIEW L15) must end before its database goes.
          await backgroundSettled();
          await db.destroy();
          await drop();
        },
      };
    },
    async settings() {
      return { ...(await create('empty')), dataDir: 'memory://' };
    },
  };
}

/**
 * The databases every server suite runs on: always in-memory PGlite, plus PostgreSQL when
 * `TEST_DATABASE_URL` is set. Use with `describe.each(testDatabases())`.
 */
export function testDatabases(): TestDatabase[] {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [pglite, postgres(url)] : [pglite];
}

/**
 * A suite's own database of `contents`, opened before its tests and closed after them: call it in
 * the `describe` body and read `.db` in the tests.
 * @example const opened = useTestDatabase(database, 'migrated'); it('…', () => opened.db.selectFrom('users'))
 */
export function useTestDatabase(database: TestDatabase, contents: Contents): { readonly db: Kysely<Database> } {
  let opened: OpenedTestDatabase | undefined;
  beforeAll(async () => {
    opened = await database.open({ contents });
  });
  afterAll(() => opened?.close());
  return {
    get db() {
      if (!opened) throw new Error('candleshop: the test database is open only inside the suite’s tests');
      return opened.db;
    },
  };
}
