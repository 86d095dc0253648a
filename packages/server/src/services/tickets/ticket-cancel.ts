import type { Kysely, Transaction } from 'kysely';
import type { MoveOptions } from '../../db/repositories/sales/orders.js';
import { giveSeatsBack } from '../../db/repositories/tickets/tickets.js';
import type { Database } from '../../db/types.js';
import { moveTicket } from '../sales/sale-status.js';
import { giveBackGiftCards } from '../gift-cards/give-back-gift-cards.js';

/**
 * Cancels a pending, unpaid ticket and frees its seats, in one transaction (its payment could
 * not start, failed or expired, or its cash hold ran out: `options`), and gives back what its gift
 * cards paid. The status move is conditional and locks the ticket, so the
 * seats and the cards' amounts come back exactly once however often this runs.
 * @returns false when the ticket was not pending and unpaid
 */
export function cancelUnpaidTicket(db: Kysely<Database>, id: number, options: Omit<MoveOptions, 'unpaidOnly'> = {}): Promise<boolean> {
  return db.transaction().execute((trx) => cancelUnpaidTicketIn(trx, id, options));
}

/** {@link cancelUnpaidTicket} inside the caller's transaction (a customer's answer to its confirmation link). */
export async function cancelUnpaidTicketIn(trx: Transaction<Database>, id: number, options: Omit<MoveOptions, 'unpaidOnly'> = {}): Promise<boolean> {
  const moved = await moveTicket(trx, id, 'pending', 'cancelled', { ...options, unpaidOnly: true });
  if (!moved) return false;
  await giveSeatsBack(trx, moved.workshop_id, moved.people);
  // Issue 35: what its gift cards paid goes back on them, once (the give-back locks the draws).
  await giveBackGiftCards(trx, { kind: 'ticket', id });
  return true;
}
