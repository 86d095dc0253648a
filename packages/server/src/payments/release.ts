import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { Payable } from '../db/tables/payments.js';
import { reopenUnpaidPersonalized } from '../services/personalized/personalized-release.js';
import { cancelUnpaidRefill } from '../services/refills/refill-cancel.js';
import { cancelUnpaidOrder } from '../services/sales/order-cancel.js';
import { cancelUnpaidSubscription } from '../services/subscriptions/subscription-cancel.js';
import { cancelUnpaidTicket } from '../services/tickets/ticket-cancel.js';

const RELEASE: Record<Payable['kind'], (db: Kysely<Database>, id: number) => Promise<boolean>> = {
  order: cancelUnpaidOrder,
  refill: cancelUnpaidRefill,
  ticket: cancelUnpaidTicket,
  personalized: reopenUnpaidPersonalized,
  subscription: cancelUnpaidSubscription,
};

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
