import type { Kysely } from 'kysely';
import { runStatements } from '../helpers.js';

/**
 * Gift cards given back in parts (issue 35, refunds): a refund of part of a card-paid sale gives
 * part of a card's draw back, and a later refund or cancel may give more, so a card may have more
 * than one `given_back` row for a sale. Issuing and drawing stay once per (card, sale) through the
 * same key, now on those two entries only; a give-back is kept within what was drawn by locking the
 * sale's `drawn` rows (services/gift-cards/give-back-gift-cards.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'ALTER TABLE gift_card_ledger DROP CONSTRAINT gift_card_ledger_card_id_entry_sale_kind_sale_id_key',
    `CREATE UNIQUE INDEX gift_card_ledger_once_idx ON gift_card_ledger (card_id, entry, sale_kind, sale_id) WHERE entry IN ('issued', 'drawn')`,
  ]);
}

/** Puts the one key back (fails if a card was given back in parts meanwhile: those rows must be merged first). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['DROP INDEX gift_card_ledger_once_idx', 'ALTER TABLE gift_card_ledger ADD CONSTRAINT gift_card_ledger_card_id_entry_sale_kind_sale_id_key UNIQUE (card_id, entry, sale_kind, sale_id)']);
}
