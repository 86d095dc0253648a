import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, type LogConfig } from 'kysely';
import pg from 'pg';
import { useNamedStatements } from './named-statements.js';
import { logLostConnection, survivesLostConnections } from './lost-connections.js';
import { SerialPGliteDialect } from './pglite-dialect.js';
import type { Database } from './types.js';

/** Where the data lives: PostgreSQL when a connection string is given, else embedded PGlite. */
export interface DatabaseOptions {
  /** `postgres://…`; when set, PostgreSQL through a `pg` pool is used. */
  databaseUrl?: string;
  /** PGlite data directory; undefined or `memory://` keeps everything in memory (tests). */
  dataDir?: string;
  /** PGlite only: starts from this copy of a data directory (PGlite's `dumpDataDir`), as tests do. */
  loadDataDir?: Blob;
  /** PostgreSQL only: the schema to work in (sets `search_path`), used to isolate test suites. */
  schema?: string;
  /** Largest number of pooled PostgreSQL connections. */
  maxConnections?: number;
  /**
   * PostgreSQL only: how long a query may wait for a pooled connection, in ms (CONNECT_TIMEOUT_MS
   * when absent). Tests that send dozens of sales at once on a busy machine wait longer: their
   * point is the outcome, not how fast ten connections serve fifty transactions.
   */
  connectTimeoutMs?: number;
  /** Passed to Kysely, e.g. to count queries in tests. */
  log?: LogConfig;
  /** PostgreSQL only: told of each pooled connection the server ended or lost; logged by default. */
  onConnectionLost?: (error: Error) => void;
}

/** How long a new PostgreSQL connection may take before the request that wanted it fails (issue 23). */
export const CONNECT_TIMEOUT_MS = 5000;

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Opens the shop database. DESIGN §4: no DATABASE_URL → PGlite, else PostgreSQL; same SQL on both.
 * @example const db = createDatabase({ dataDir: 'memory://' });
 */
export function createDatabase(options: DatabaseOptions = {}): Kysely<Database> {
  const { databaseUrl, schema, log } = options;
  if (databaseUrl) {
    if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
      throw new Error(`candleshop: schema must be a lower-case SQL identifier, got "${schema}"`);
    }
    const pool = useNamedStatements(
      survivesLostConnections(
        new pg.Pool({
          connectionString: databaseUrl,
          max: options.maxConnections ?? 10,
          // Issue 23: a database that does not answer fails the request (503) instead of holding it
          // forever; keep-alive notices a peer that vanished without closing the connection.
          connectionTimeoutMillis: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
          keepAlive: true,
          ...(schema ? { options: `-c search_path=${schema}` } : {}),
        }),
        options.onConnectionLost ?? logLostConnection,
      ),
    );
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
    // Issue 26: a LISTEN needs a connection of its own (db/listen.ts), ended with the pool.
    const closers: Array<() => Promise<void>> = [];
    const end = pool.end.bind(pool);
    pool.end = (async () => {
      await Promise.all(closers.map((close) => close()));
      return end();
    }) as typeof pool.end;
    postgres.set(db, { databaseUrl, onEnd: (close) => void closers.push(close) });
    return db;
  }
  if (schema !== undefined) {
    throw new Error('candleshop: the schema option needs a PostgreSQL databaseUrl');
  }
  const { loadDataDir } = options;
  const dataDir = options.dataDir === 'memory://' ? undefined : options.dataDir;
  // Every query and transaction waits its turn on PGlite's single session (DESIGN §7).
  const db = new Kysely<Database>({ dialect: new SerialPGliteDialect({ pglite: () => new PGlite({ dataDir, loadDataDir, extensions: { pg_trgm } }) }), log });
  embedded.add(db);
  return db;
}

const embedded = new WeakSet<Kysely<Database>>();

/** A PostgreSQL database's connection string, and a way to end a connection of one's own with its pool. */
export interface PostgresConnection {
  databaseUrl: string;
  onEnd(close: () => Promise<void>): void;
}

const postgres = new WeakMap<Kysely<Database>, PostgresConnection>();

/** How to open a connection of one's own to the PostgreSQL database `db` uses (LISTEN); undefined on PGlite. */
export function postgresOf(db: Kysely<Database>): PostgresConnection | undefined {
  return postgres.get(db);
}

/** True for an embedded PGlite database: one process, one session, so locks between instances are moot. */
export function isEmbedded(db: Kysely<Database>): boolean {
  return embedded.has(db);
}

/** Says in words which database `createDatabase` opens for these options, for the start-up log. */
export function describeDatabase(options: DatabaseOptions): string {
  if (options.databaseUrl) return 'PostgreSQL';
  const dir = options.dataDir;
  return dir === undefined || dir === 'memory://' ? 'embedded PGlite in memory' : `embedded PGlite in ${dir}`;
}
