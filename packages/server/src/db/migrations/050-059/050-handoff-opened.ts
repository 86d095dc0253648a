import type { Kysely } from 'kysely';
import { runStatements } from '../helpers.js';

/**
 * SECURITY-REVIEW-2 N10: a cart hand-off is single-use once opened. The first open is stamped;
 * the same reference opens again only within a short grace after it (the storefront's reload),
 * never for a second buyer the link was passed on to.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['ALTER TABLE cart_handoffs ADD COLUMN opened_at timestamptz']);
}

/** Drops what `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['ALTER TABLE cart_handoffs DROP COLUMN opened_at']);
}
