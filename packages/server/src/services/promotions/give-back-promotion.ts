import type { Transaction } from 'kysely';
import { releasePromotionCodeOfOrder } from '../../db/repositories/promotions/promotion-codes.js';
import { giveBackRedemption } from '../../db/repositories/promotions/promotion-redemptions.js';
import { uncountUse } from '../../db/repositories/promotions/promotions.js';
import type { Database } from '../../db/types.js';

/**
 * Gives back the promotion a cancelled or refused order redeemed (issue 35 item 4), once: its
 * single-use code is free again, and only the call that marks the redemption given back takes
 * its use and IQD off the promotion's counters. Locks the code, then the promotion, as a sale
 * being placed does, so the two never wait on each other.
 * @returns the integer IQD given back to the promotion's budget now (0 when nothing, or before)
 */
export async function givePromotionBack(trx: Transaction<Database>, orderId: number): Promise<number> {
  await releasePromotionCodeOfOrder(trx, orderId);
  const given = await giveBackRedemption(trx, orderId);
  if (!given) return 0;
  await uncountUse(trx, given.promotionId, given.amount);
  return given.amount;
}
