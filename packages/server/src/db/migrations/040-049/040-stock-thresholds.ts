import type { Kysely } from 'kysely';
import { runStatements } from '../helpers.js';

/**
 * The owner's dashboard (issue 28 item 4) lists products running out: at or below their own stock
 * threshold (5 unless the owner sets another).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `ALTER TABLE products ADD COLUMN low_stock_threshold integer NOT NULL DEFAULT 5 CHECK (low_stock_threshold >= 0)`,
  ]);
}

/** Drops what `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['ALTER TABLE products DROP COLUMN low_stock_threshold']);
}
