import { canMove, type OrderStatus } from '@candleshop/rules';
import type { Kysely, Transaction } from 'kysely';
import { moveRefillStatus } from '../../db/repositories/refills/refill-requests.js';
import { moveTicketStatus } from '../../db/repositories/tickets/tickets.js';
import { moveOrderStatus } from '../../db/repositories/sales/orders.js';
import type { Database } from '../../db/types.js';

// SPEC §3: an order, a refill request (accepted, prepared, then delivered or picked up) and a
// ticket (accepted when the shop confirms it, completed after the workshop) move through the one
// table of statuses, @candleshop/rules ORDER_MOVES. Every change goes through `canMove`, and the
// repository moves a status only from the one the caller expected.

type Db = Kysely<Database> | Transaction<Database>;
type Move<Options, Result> = (db: Db, id: number, from: OrderStatus, to: OrderStatus, options?: Options) => Promise<Result>;

/** `move`, refusing a move outside the table before it touches the database (a programming error, never a customer's). */
function guarded<Options, Result>(sale: string, move: Move<Options, Result>): Move<Options, Result> {
  return (db, id, from, to, options) => {
    if (!canMove(from, to)) throw new Error(`candleshop: ${sale} cannot move from ${from} to ${to}`);
    return move(db, id, from, to, options);
  };
}

/** Moves an order from `from` to `to` when the table allows it and it is still in `from`; answers whether it moved. */
export const moveStatus = guarded('an order', moveOrderStatus);
/** Moves a refill request as `moveStatus` moves an order. */
export const moveRefillRequest = guarded('a refill request', moveRefillStatus);
/** Moves a ticket as `moveStatus` moves an order; answers the moved ticket's workshop and people, or undefined. */
export const moveTicket = guarded('a ticket', moveTicketStatus);
