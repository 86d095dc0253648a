import type { Kysely } from 'kysely';
import { runStatements } from '../helpers.js';

/**
 * SECURITY B1: what the payment provider answered when the order's payment started, so a retried
 * submit with the same idempotency key gets the same answer without a second payment start.
 * NULL while the start is under way; `{}` for cash.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [`ALTER TABLE orders ADD COLUMN payment_start jsonb`]);
}

/** Drops what `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['ALTER TABLE orders DROP COLUMN payment_start']);
}
