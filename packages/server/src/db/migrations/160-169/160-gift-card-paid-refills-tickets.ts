import type { Kysely } from 'kysely';
import { runStatements } from '../helpers.js';

/**
 * Refill requests and tickets paid with gift cards (issue 35 item 2), as orders are (migration
 * 060): what the cards paid is kept beside `total`, which becomes the rest to pay in cash or
 * through a provider. Which cards paid, and what went back to them, is the gift-card ledger's
 * (its sale kinds named refills and tickets from the start). A ticket's rule that its total is
 * people × price (migration 015) keeps holding, with what the cards paid counted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'ALTER TABLE refill_requests ADD COLUMN gift_card_paid integer NOT NULL DEFAULT 0 CHECK (gift_card_paid >= 0)',
    'ALTER TABLE tickets ADD COLUMN gift_card_paid integer NOT NULL DEFAULT 0 CHECK (gift_card_paid >= 0)',
    'ALTER TABLE tickets DROP CONSTRAINT tickets_check',
    'ALTER TABLE tickets ADD CONSTRAINT tickets_check CHECK (total + gift_card_paid = people * unit_price)',
  ]);
}

/** Drops what `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'ALTER TABLE tickets DROP CONSTRAINT tickets_check',
    'ALTER TABLE tickets DROP COLUMN gift_card_paid',
    'ALTER TABLE tickets ADD CONSTRAINT tickets_check CHECK (total = people * unit_price)',
    'ALTER TABLE refill_requests DROP COLUMN gift_card_paid',
  ]);
}
