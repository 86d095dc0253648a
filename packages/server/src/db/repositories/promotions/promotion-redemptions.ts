import { sql, type Insertable, type Transaction } from 'kysely';
import type { Db } from '../../in-transaction.js';
import type { Database } from '../../types.js';
import type { PromotionRedemptionTable } from '../../tables/promotions.js';

/** Who a redemption is counted against for the per-customer limit. */
export interface PromotionCustomer {
  userId: number | null;
  /** Normalised (rules' normalizeEmail / normalizePhone), or null when not known. */
  email: string | null;
  phone: string | null;
}

/**
 * A customer's live redemptions of a promotion: the account's, or any made under the same
 * normalised email or phone (a guest cannot start over by changing one of them). Read under the
 * promotion's row lock, so parallel sales of one customer count each other.
 */
export async function countCustomerRedemptions(trx: Db, promotionId: number, who: PromotionCustomer): Promise<number> {
  const row = await trx
    .selectFrom('promotion_redemptions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('promotion_id', '=', promotionId)
    .where('given_back_at', 'is', null)
    .where((eb) => eb.or([...(who.userId !== null ? [eb('user_id', '=', who.userId)] : []), ...(who.email ? [eb('email', '=', who.email)] : []), ...(who.phone ? [eb('phone', '=', who.phone)] : [])]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Records a sale's redemption (one per order: the unique order_id). */
export async function insertRedemption(trx: Transaction<Database>, values: Insertable<PromotionRedemptionTable>): Promise<void> {
  await trx.insertInto('promotion_redemptions').values(values).execute();
}

/**
 * Marks an order's redemption given back, once: only the call whose conditional UPDATE changes
 * the row gets it.
 * @returns the promotion and amount given back, or undefined when there was none or it was given back before
 */
export async function giveBackRedemption(trx: Transaction<Database>, orderId: number): Promise<{ promotionId: number; amount: number } | undefined> {
  const row = await trx
    .updateTable('promotion_redemptions')
    .set({ given_back_at: sql<Date>`now()` })
    .where('order_id', '=', orderId)
    .where('given_back_at', 'is', null)
    .returning(['promotion_id', 'amount'])
    .executeTakeFirst();
  return row ? { promotionId: row.promotion_id, amount: row.amount } : undefined;
}
