import type { Kysely } from 'kysely';
import { runStatements } from '../helpers.js';

/**
 * A confirmation row made only to record staff's call on a sale that never got its link (issue 36
 * item 1's call list) says so: the call list marks those sales "Never got a link" after the call
 * too, where the row alone looked like a link the customer left unanswered.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['ALTER TABLE sale_confirmations ADD COLUMN for_call boolean NOT NULL DEFAULT false']);
}

/** Drops what `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['ALTER TABLE sale_confirmations DROP COLUMN for_call']);
}
