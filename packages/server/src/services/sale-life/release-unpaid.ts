import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { Payable } from '../../db/tables/payments.js';
import { reopenUnpaidPersonalized } from '../personalized/personalized-release.js';
import { cancelUnpaidRefill } from '../refills/refill-cancel.js';
import { cancelUnpaidOrder } from '../sales/order-cancel.js';
import { cancelUnpaidSubscription } from '../subscriptions/subscription-cancel.js';
import { cancelUnpaidTicket } from '../tickets/ticket-cancel.js';

const RELEASE: Record<Payable['kind'], (db: Kysely<Database>, id: number) => Promise<boolean>> = {
  order: cancelUnpaidOrder,
  refill: cancelUnpaidRefill,
  ticket: cancelUnpaidTicket,
  personalized: reopenUnpaidPersonalized,
  subscription: cancelUnpaidSubscription,
};

// payments/ imports no service (issue 34 item 1): the shop hands this to createPayments as its
// `cancelOrder`, so the cancel functions of five services stay on this side.

/**
 * Releases what an unpaid payment was for: an order is cancelled with its stock given back, a
 * refill request is cancelled, a ticket is cancelled with its seats given back, an accepted
 * personalized request gets its quote back, a subscription is cancelled with its boxes. Idempotent: a
 * second call changes nothing.
 * @returns false when it was no longer pending and unpaid
 */
export function releaseUnpaid(db: Kysely<Database>, payable: Payable): Promise<boolean> {
  return RELEASE[payable.kind](db, payable.id);
}
