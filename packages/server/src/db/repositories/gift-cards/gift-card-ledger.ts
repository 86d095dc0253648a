import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../../types.js';
import type { GiftCardLedgerTable } from '../../tables/gift-cards.js';
import type { Payable } from '../../tables/payments.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Records one change of a card's balance unless the same (card, entry, sale) is recorded already:
 * the unique key is what makes a sale's draw and its give-back happen once.
 * @returns whether the row was written
 */
export async function recordLedgerEntry(db: Db, entry: Insertable<GiftCardLedgerTable>): Promise<boolean> {
  const row = await db
    .insertInto('gift_card_ledger')
    .values(entry)
    .onConflict((conflict) => conflict.columns(['card_id', 'entry', 'sale_kind', 'sale_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** What a sale drew from each card, by card id. */
export async function drawsOfSale(db: Db, sale: Payable): Promise<Array<{ cardId: number; amount: number }>> {
  const rows = await db
    .selectFrom('gift_card_ledger')
    .select(['card_id', 'amount'])
    .where('sale_kind', '=', sale.kind)
    .where('sale_id', '=', sale.id)
    .where('entry', '=', 'drawn')
    .orderBy('card_id')
    .execute();
  return rows.map((row) => ({ cardId: row.card_id, amount: -row.amount }));
}
