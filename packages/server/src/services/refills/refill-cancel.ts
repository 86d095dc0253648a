import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { moveRefillRequest } from '../sales/sale-status.js';

/**
 * Cancels a pending, unpaid refill request (its payment could not start, failed or expired).
 * A refill holds no stock, so nothing else is given back. Idempotent.
 * @returns false when it was not pending and unpaid
 */
export function cancelUnpaidRefill(db: Kysely<Database> | Transaction<Database>, id: number): Promise<boolean> {
  return moveRefillRequest(db, id, 'pending', 'cancelled', { unpaidOnly: true });
}
