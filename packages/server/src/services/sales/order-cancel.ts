import type { Kysely, Transaction } from 'kysely';
import { giveStockBack, orderedUnits, type MoveOptions } from '../../db/repositories/sales/orders.js';
import type { Database } from '../../db/types.js';
import { giveBackGiftCards } from '../gift-cards/give-back-gift-cards.js';
import { givePromotionBack } from '../promotions/give-back-promotion.js';
import { moveStatus } from './sale-status.js';

/**
 * Gives an order's promotion back (its code and its use, once: issue 35), puts its items back
 * into stock, product by product in id order (the order stock is locked in, so two releases
 * never deadlock; the promotion first, as a sale being placed locks it before the stock), and
 * what its gift cards paid back on the cards (issue 35; the ledger's unique give-back makes that
 * once on its own). Call it in the
 * transaction that moved the order out of a live status, and only when that conditional move
 * succeeded: the move is what makes the release happen once. Every cancel and refusal of an
 * order (unpaid, staff, a failed delivery) passes here.
 */
export async function releaseOrderStock(trx: Transaction<Database>, orderId: number): Promise<void> {
  await givePromotionBack(trx, orderId);
  for (const { productId, units } of await orderedUnits(trx, orderId)) {
    await giveStockBack(trx, productId, units);
  }
  await giveBackGiftCards(trx, { kind: 'order', id: orderId });
}

/**
 * Cancels a pending, unpaid order and gives its items' stock back, and its promotion, in one transaction (a payment
 * that could not start, or one the customer abandoned, or a cash hold that ran out: `options`).
 * Idempotent: a second call changes nothing.
 * @returns false when the order was not pending and unpaid
 */
export async function cancelUnpaidOrder(db: Kysely<Database>, orderId: number, options: Omit<MoveOptions, 'unpaidOnly'> = {}): Promise<boolean> {
  return db.transaction().execute((trx) => cancelUnpaidOrderIn(trx, orderId, options));
}

/** {@link cancelUnpaidOrder} inside the caller's transaction (a customer's answer to its confirmation link). */
export async function cancelUnpaidOrderIn(trx: Transaction<Database>, orderId: number, options: Omit<MoveOptions, 'unpaidOnly'> = {}): Promise<boolean> {
  // The conditional UPDATE locks the order row: a concurrent cancel or payment waits here.
  if (!(await moveStatus(trx, orderId, 'pending', 'cancelled', { ...options, unpaidOnly: true }))) return false;
  await releaseOrderStock(trx, orderId);
  return true;
}
