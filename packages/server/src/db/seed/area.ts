import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../types.js';

/**
 * One area of the demo data (the catalogue, materials, content…). An area is seeded when its
 * anchor table is empty, so a shop that gains a new area on upgrade gets that area's demo data
 * without touching what it already has.
 */
export interface SeedArea {
  name: string;
  anchor: keyof Database & string;
  /** Tables whose identity columns the area fills with explicit ids. */
  identityTables: readonly (keyof Database & string)[];
  run(trx: Transaction<Database>): Promise<void>;
}

/** Whether an area's anchor table has no row yet. */
export async function isEmpty(db: Kysely<Database>, table: keyof Database & string): Promise<boolean> {
  const row = await sql<{ one: number }>`SELECT 1 AS one FROM ${sql.table(table)} LIMIT 1`.execute(db);
  return row.rows.length === 0;
}

/** Moves each identity past the explicit ids the seed gave, so later inserts do not collide. */
export async function resetIdentities(trx: Transaction<Database>, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT max(id) FROM ${sql.table(table)}))`.execute(trx);
  }
}
