import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../types.js';
import type { GiftCardRow, GiftCardTable } from '../../tables/gift-cards.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Stores a new card unless its (sale, line, unit) already has one.
 * @returns the new card's id, or undefined when the unit was issued before
 */
export async function insertGiftCard(db: Db, card: Insertable<GiftCardTable>): Promise<number | undefined> {
  const row = await db
    .insertInto('gift_cards')
    .values(card)
    .onConflict((conflict) => conflict.columns(['sale_kind', 'sale_id', 'sale_line', 'sale_unit']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** A card by its code's hash, or undefined. */
export function findGiftCardByHash(db: Db, codeHash: string): Promise<GiftCardRow | undefined> {
  return db.selectFrom('gift_cards').selectAll().where('code_hash', '=', codeHash).executeTakeFirst();
}

/**
 * Locks the cards of these code hashes for the caller's transaction, in id order (two sales
 * naming the same cards in different orders never wait on each other crosswise).
 */
export function lockGiftCardsByHash(trx: Transaction<Database>, codeHashes: readonly string[]): Promise<GiftCardRow[]> {
  if (!codeHashes.length) return Promise.resolve([]);
  return trx.selectFrom('gift_cards').selectAll().where('code_hash', 'in', codeHashes).orderBy('id').forUpdate().execute();
}

/**
 * Takes `amount` off an active card only while its balance holds it (the row is locked by the
 * caller; the guard still stands on its own).
 * @returns false when the card is void or short (nothing changed)
 */
export async function takeFromGiftCard(db: Db, cardId: number, amount: number): Promise<boolean> {
  const result = await db
    .updateTable('gift_cards')
    .set((eb) => ({ balance: eb('balance', '-', amount) }))
    .where('id', '=', cardId)
    .where('status', '=', 'active')
    .where('balance', '>=', amount)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Puts `amount` back on a card (a give-back the ledger has just recorded once). */
export async function putBackOnGiftCard(db: Db, cardId: number, amount: number): Promise<void> {
  await db
    .updateTable('gift_cards')
    .set({ balance: sql<number>`balance + ${amount}` })
    .where('id', '=', cardId)
    .execute();
}

/** Voids a card (a test and the back office): it keeps its balance, and nothing draws from it again. */
export async function voidGiftCard(db: Db, cardId: number): Promise<boolean> {
  const result = await db.updateTable('gift_cards').set({ status: 'void' }).where('id', '=', cardId).where('status', '=', 'active').executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
