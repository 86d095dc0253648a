import type { PGlite } from '@electric-sql/pglite';
import { CompiledQuery, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, type DatabaseConnection, type Dialect, type Driver, type Kysely, type QueryResult, type TransactionSettings } from 'kysely';

// PGlite is one PostgreSQL session: two transactions on it at once would interleave their
// statements and lose updates (FOR UPDATE locks nothing within one session; DESIGN §7 measured
// kysely-pglite ending at 71 of 90). So every query and transaction waits for the one before it
// to let go of the session. Kysely 0.29 ships such a dialect but needs Node 22; 0.28 supports the
// Node 20 the machines run (issue 24 item 6).

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<Row>(query: CompiledQuery): Promise<QueryResult<Row>> {
    const { rows, affectedRows } = await this.pglite.query<Row>(query.sql, [...query.parameters], { rowMode: 'object' });
    return { rows, ...(affectedRows === undefined ? {} : { numAffectedRows: BigInt(affectedRows) }) };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<Row>(): AsyncIterableIterator<QueryResult<Row>> {
    throw new Error('candleshop: the PGlite dialect does not stream; expected a plain query');
  }
}

class PGliteDriver implements Driver {
  private pglite: PGlite | undefined;
  private connection: PGliteConnection | undefined;
  // The tail of the queue: resolves when the session is free for the next holder.
  private free: Promise<void> = Promise.resolve();
  private release: (() => void) | undefined;

  constructor(private readonly open: () => PGlite | Promise<PGlite>) {}

  async init(): Promise<void> {
    this.pglite = await this.open();
    await this.pglite.waitReady;
    this.connection = new PGliteConnection(this.pglite);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.free;
    let release!: () => void;
    this.free = new Promise((resolve) => (release = resolve));
    await previous;
    this.release = release;
    return this.connection!;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const level = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await connection.executeQuery(CompiledQuery.raw(`begin${level}`));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    const release = this.release;
    this.release = undefined;
    release?.();
  }

  async destroy(): Promise<void> {
    await this.free;
    await this.pglite?.close();
  }
}

/** Options of the PGlite dialect: how to open the database (once, on first use). */
export interface SerialPGliteDialectOptions {
  pglite: () => PGlite | Promise<PGlite>;
}

/**
 * Kysely on embedded PGlite with every query and transaction one after another on its single
 * session, so concurrent transactions never interleave (DESIGN §7; the concurrency suites prove
 * no lost update).
 * @example new Kysely<Database>({ dialect: new SerialPGliteDialect({ pglite: () => new PGlite() }) })
 */
export class SerialPGliteDialect implements Dialect {
  constructor(private readonly options: SerialPGliteDialectOptions) {}
  createDriver(): Driver {
    return new PGliteDriver(this.options.pglite);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createAdapter() {
    return new PostgresAdapter();
  }
  createIntrospector(db: Kysely<any>) {
    return new PostgresIntrospector(db);
  }
}
