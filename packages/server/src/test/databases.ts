import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type LogConfig } from 'kysely';
import pg from 'pg';
import { createDatabase } from '../db/database.js';
import { backgroundSettled } from '../internal/background.js';
import type { Database } from '../db/types.js';

/** One database a server suite runs on. */
export interface TestDatabase {
  /** `PGlite` or `PostgreSQL`, for test names. */
  name: string;
  /** Opens a fresh, empty database (a new PGlite, or a new PostgreSQL schema). */
  open(options?: { log?: LogConfig }): Promise<OpenedTestDatabase>;
  /** Connection settings for code that opens the database itself (startShopServer). */
  settings(): Promise<{ databaseUrl?: string; dataDir: string; drop(): Promise<void> }>;
}

/** An opened test database; `close` also drops the suite's PostgreSQL schema. */
export interface OpenedTestDatabase {
  db: Kysely<Database>;
  close(): Promise<void>;
}

const pglite: TestDatabase = {
  name: 'PGlite',
  async open(options = {}) {
    const db = createDatabase({ dataDir: 'memory://', log: options.log });
    return { db, close: () => db.destroy() };
  },
  async settings() {
    return { dataDir: 'memory://', drop: async () => {} };
  },
};

async function adminQuery(databaseUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

const freshSchemaName = () => `test_${randomBytes(6).toString('hex')}`;

function postgres(databaseUrl: string): TestDatabase {
  return {
    name: 'PostgreSQL',
    async open(options = {}) {
      // A fresh schema per suite: suites run in parallel on one server without seeing each other.
      const schema = freshSchemaName();
      await adminQuery(databaseUrl, `CREATE SCHEMA ${schema}`);
      const db = createDatabase({ databaseUrl, schema, log: options.log });
      return {
        db,
        async close() {
          // Work sent after an answer (reset mails, SECURITY-REVIEW L15) must end before its schema goes.
          await backgroundSettled();
          await sql`DROP SCHEMA ${sql.id(schema)} CASCADE`.execute(db);
          await db.destroy();
        },
      };
    },
    async settings() {
      const schema = freshSchemaName();
      await adminQuery(databaseUrl, `CREATE SCHEMA ${schema}`);
      const url = new URL(databaseUrl);
      url.searchParams.set('options', `-c search_path=${schema}`);
      return { databaseUrl: url.toString(), dataDir: 'memory://', drop: () => adminQuery(databaseUrl, `DROP SCHEMA ${schema} CASCADE`) };
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
