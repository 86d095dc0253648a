import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { Payable } from '../db/types-payments.js';
import { cancelUnpaidRefill } from '../services/refills/refill-cancel.js';
import { cancelUnpaidOrder } from '../services/sales/order-cancel.js';

/**
 * Releases what an unpaid payment was for: an order is cancelled with its stock given back, a
 * refill request is cancelled. Idempotent: a second call changes nothing.
 * @returns false when it was no longer pending and unpaid
 */
export function releaseUnpaid(db: Kysely<Database>, payable: Payable): Promise<boolean> {
  return payable.kind === 'order' ? cancelUnpaidOrder(db, payable.id) : cancelUnpaidRefill(db, payable.id);
}
