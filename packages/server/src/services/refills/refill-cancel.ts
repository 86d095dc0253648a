import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { inTransaction } from '../../db/in-transaction.js';
import { giveBackGiftCards } from '../gift-cards/give-back-gift-cards.js';
import { moveRefillRequest } from '../sales/sale-status.js';

/**
 * Cancels a pending, unpaid refill request (its payment could not start, failed or expired).
 * A refill holds no stock; what its gift cards paid goes back on them (issue 35), in the move's
 * transaction and only when it moved, so once. Idempotent.
 * @returns false when it was not pending and unpaid
 */
export function cancelUnpaidRefill(db: Kysely<Database> | Transaction<Database>, id: number): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    if (!(await moveRefillRequest(trx, id, 'pending', 'cancelled', { unpaidOnly: true }))) return false;
    await giveBackGiftCards(trx, { kind: 'refill', id });
    return true;
  });
}
