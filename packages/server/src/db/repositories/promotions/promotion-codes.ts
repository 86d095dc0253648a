import { sql, type Transaction } from 'kysely';
import type { Db } from '../../in-transaction.js';
import type { Database } from '../../types.js';
import type { PromotionCodeRow } from '../../tables/promotions.js';

/** A code that can still be used: a shared code, or a single-use code no live order holds. */
export async function findUsablePromotionCode(db: Db, code: string): Promise<PromotionCodeRow | undefined> {
  return db.selectFrom('promotion_codes').selectAll().where('code', '=', code).where('order_id', 'is', null).executeTakeFirst();
}

/**
 * Locks a usable code inside the sale's transaction: a concurrent sale with the same single-use
 * code waits here, then finds it used.
 */
export async function lockUsablePromotionCode(trx: Transaction<Database>, code: string): Promise<PromotionCodeRow | undefined> {
  return trx.selectFrom('promotion_codes').selectAll().where('code', '=', code).where('order_id', 'is', null).forUpdate().executeTakeFirst();
}

/** Marks a locked single-use code as used by an order. */
export async function markPromotionCodeUsed(trx: Transaction<Database>, codeId: number, orderId: number): Promise<void> {
  await trx
    .updateTable('promotion_codes')
    .set({ order_id: orderId, used_at: sql<Date>`now()` })
    .where('id', '=', codeId)
    .where('single_use', '=', true)
    .execute();
}

/** Frees the single-use code an order held (the order was cancelled or refused). */
export async function releasePromotionCodeOfOrder(db: Db, orderId: number): Promise<void> {
  await db.updateTable('promotion_codes').set({ order_id: null, used_at: null }).where('order_id', '=', orderId).execute();
}

/** Gives a newsletter subscriber its one code, unless it has one; returns the subscriber's code. */
export async function ensureSubscriberCode(db: Db, promotionId: number, subscriberId: number, email: string, code: string): Promise<PromotionCodeRow> {
  await db
    .insertInto('promotion_codes')
    .values({ promotion_id: promotionId, code, single_use: true, email, subscriber_id: subscriberId })
    .onConflict((c) => c.column('subscriber_id').doNothing())
    .execute();
  return db.selectFrom('promotion_codes').selectAll().where('subscriber_id', '=', subscriberId).executeTakeFirstOrThrow();
}

/**
 * Adds codes to a promotion; a code already taken by any promotion is skipped (the caller draws
 * enough randomness that this is rare, and asks again for what is missing).
 * @returns the codes written
 */
export async function insertPromotionCodes(trx: Transaction<Database>, promotionId: number, codes: readonly string[], singleUse: boolean): Promise<string[]> {
  if (!codes.length) return [];
  const rows = await trx
    .insertInto('promotion_codes')
    .values(codes.map((code) => ({ promotion_id: promotionId, code, single_use: singleUse })))
    .onConflict((c) => c.column('code').doNothing())
    .returning('code')
    .execute();
  return rows.map((row) => row.code);
}

/** A promotion's codes (the back office's CSV), oldest first. */
export async function listPromotionCodes(db: Db, promotionId: number): Promise<PromotionCodeRow[]> {
  return db.selectFrom('promotion_codes').selectAll().where('promotion_id', '=', promotionId).orderBy('id').execute();
}

/** The shared code of a promotion, if it has one. */
export async function findSharedCode(db: Db, promotionId: number): Promise<string | undefined> {
  const row = await db.selectFrom('promotion_codes').select('code').where('promotion_id', '=', promotionId).where('single_use', '=', false).executeTakeFirst();
  return row?.code;
}

/** Removes a promotion's shared code (it is being replaced). */
export async function deleteSharedCode(trx: Transaction<Database>, promotionId: number): Promise<void> {
  await trx.deleteFrom('promotion_codes').where('promotion_id', '=', promotionId).where('single_use', '=', false).execute();
}
