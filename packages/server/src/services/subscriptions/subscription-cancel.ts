import type { Kysely } from 'kysely';
import { cancelPendingSubscription } from '../../db/repositories/subscriptions/subscriptions.js';
import type { Database } from '../../db/types.js';
import { canMoveSubscription } from './subscription-status.js';

/**
 * Cancels a pending, unpaid subscription and its scheduled boxes, in one transaction (its payment
 * could not start, failed or expired). Idempotent.
 * @returns false when it was not pending and unpaid
 */
export function cancelUnpaidSubscription(db: Kysely<Database>, id: number): Promise<boolean> {
  if (!canMoveSubscription('pending', 'cancelled')) throw new Error('candleshop: a pending subscription cannot be cancelled');
  return db.transaction().execute((trx) => cancelPendingSubscription(trx, id));
}
