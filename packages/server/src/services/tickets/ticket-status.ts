import type { Kysely, Transaction } from 'kysely';
import type { MoveOptions } from '../../db/repositories/sales/orders.js';
import { moveTicketStatus } from '../../db/repositories/requests/tickets.js';
import type { Database } from '../../db/types.js';
import type { TicketStatus } from '../../db/tables/tickets.js';
import { ORDER_MOVES } from '@candleshop/rules';

/**
 * SPEC §3 My ticket: a ticket moves through the order's statuses (accepted when the shop confirms
 * it, completed after the workshop, or rejected or cancelled), so it follows the order's one table
 * rather than a copy of it; every change goes through `canMoveTicket`.
 */
export const TICKET_MOVES: Readonly<Record<TicketStatus, readonly TicketStatus[]>> = ORDER_MOVES;

/** Whether a ticket in status `from` may move to `to`. */
export function canMoveTicket(from: TicketStatus, to: TicketStatus): boolean {
  return TICKET_MOVES[from].includes(to);
}

/**
 * Moves a ticket from `from` to `to` when the table allows it and it is still in `from`.
 * @throws when the move is not in the table (a programming error)
 * @returns the moved ticket's workshop and people, or undefined when it did not move
 */
export function moveTicket(
  db: Kysely<Database> | Transaction<Database>,
  id: number,
  from: TicketStatus,
  to: TicketStatus,
  options: MoveOptions = {},
): Promise<{ workshop_id: number; people: number } | undefined> {
  if (!canMoveTicket(from, to)) throw new Error(`candleshop: a ticket cannot move from ${from} to ${to}`);
  return moveTicketStatus(db, id, from, to, options);
}
