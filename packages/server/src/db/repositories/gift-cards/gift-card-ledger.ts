import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../types.js';
import type { GiftCardLedgerTable } from '../../tables/gift-cards.js';
import type { Payable } from '../../tables/payments.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Records one change of a card's balance. An `issued` or `drawn` row is written once per (card,
 * sale): a second is left out (migration 070's key), which is what makes issuing and a sale's draw
 * happen once. Other entries (given back in parts, staff changes) are always written.
 * @returns whether the row was written
 */
export async function recordLedgerEntry(db: Db, entry: Insertable<GiftCardLedgerTable>): Promise<boolean> {
  const row = await db
    .insertInto('gift_card_ledger')
    .values(entry)
    .onConflict((conflict) => conflict.columns(['card_id', 'entry', 'sale_kind', 'sale_id']).where('entry', 'in', ['issued', 'drawn']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

const ofSale = (sale: Payable) => (db: Db) => db.selectFrom('gift_card_ledger').where('sale_kind', '=', sale.kind).where('sale_id', '=', sale.id);

/**
 * What a sale drew from each card and has not had back yet, by card id, its `drawn` rows locked
 * for the caller's transaction: two give-backs of one sale run one after the other, and the
 * second sees what the first gave.
 */
export async function lockDrawsOfSale(trx: Transaction<Database>, sale: Payable): Promise<Array<{ cardId: number; amount: number }>> {
  const drawn = await ofSale(sale)(trx).select(['card_id', 'amount']).where('entry', '=', 'drawn').orderBy('card_id').forUpdate().execute();
  if (!drawn.length) return [];
  const back = await ofSale(sale)(trx)
    .select(['card_id', sql<string>`sum(amount)`.as('amount')])
    .where('entry', '=', 'given_back')
    .groupBy('card_id')
    .execute();
  const given = new Map(back.map((row) => [row.card_id, Number(row.amount)]));
  return drawn.map((row) => ({ cardId: row.card_id, amount: -row.amount - (given.get(row.card_id) ?? 0) }));
}

/** What gift cards paid of a sale and what was given back to them, integer IQD. */
export async function giftCardTotalsOfSale(db: Db, sale: Payable): Promise<{ drawn: number; givenBack: number }> {
  const row = await ofSale(sale)(db)
    .select([sql<string>`coalesce(-sum(amount) FILTER (WHERE entry = 'drawn'), 0)`.as('drawn'), sql<string>`coalesce(sum(amount) FILTER (WHERE entry = 'given_back'), 0)`.as('given_back')])
    .executeTakeFirstOrThrow();
  return { drawn: Number(row.drawn), givenBack: Number(row.given_back) };
}
