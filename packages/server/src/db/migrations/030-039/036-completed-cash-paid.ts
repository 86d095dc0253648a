import type { Kysely } from 'kysely';
import { runStatements } from '../helpers.js';

/**
 * A completed cash order is paid (issue 28 item 5): from now on the move to `completed` sets
 * `paid` (db/repositories/admin/admin-orders.ts); the orders completed before are set here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [`UPDATE orders SET paid = true WHERE status = 'completed' AND method = 'cash' AND NOT paid`]);
}

/** Nothing to undo: a completed cash order was paid all along; the schema is unchanged. */
export async function down(): Promise<void> {}
