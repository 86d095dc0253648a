import { ORDER_MOVES, type OrderStatus } from '@candleshop/rules';
import { moveRefillStatus } from '../../db/repositories/refills/refill-requests.js';
import { moveTicketStatus } from '../../db/repositories/tickets/tickets.js';
import { moveOrderStatus } from '../../db/repositories/sales/orders.js';
import { recordSaleEvent } from '../../db/repositories/sale-life/sale-events.js';
import { inTransaction, type Db } from '../../db/in-transaction.js';
import type { PayableKind } from '../../db/tables/payments.js';
import { stateMachine } from '../sale-life/state-machine.js';

// SPEC §3: an order, a refill request (accepted, prepared, then delivered or picked up) and a
// ticket (accepted when the shop confirms it, completed after the workshop) move through the one
// table of statuses, @candleshop/rules ORDER_MOVES. Every change goes through it, and the
// repository moves a status only from the one the caller expected.

/**
 * The sales' status table as data (issue 34 item 2): accepted is the sale confirmed, completed
 * delivered (or collected, or attended), rejected and cancelled its cancelled event.
 */
export const SALE_STATUSES = stateMachine(ORDER_MOVES, { accepted: 'confirmed', completed: 'delivered', rejected: 'cancelled', cancelled: 'cancelled' });

type Move<Options, Result> = (db: Db, id: number, from: OrderStatus, to: OrderStatus, options?: Options) => Promise<Result>;

/**
 * `move`, refusing a move outside the table before it touches the database (a programming error,
 * never a customer's), and recording the event the move is in its transaction (the caller's, or
 * one of its own), so it is recorded once and only when the move commits.
 */
function guarded<Options, Result>(kind: PayableKind, sale: string, move: Move<Options, Result>): Move<Options, Result> {
  return (db, id, from, to, options) => {
    if (!SALE_STATUSES.canMove(from, to)) throw new Error(`candleshop: ${sale} cannot move from ${from} to ${to}`);
    const type = SALE_STATUSES.eventOf(to);
    if (!type) return move(db, id, from, to, options);
    return inTransaction(db, async (trx) => {
      const moved = await move(trx, id, from, to, options);
      if (moved) await recordSaleEvent(trx, { type, kind, id });
      return moved;
    });
  };
}

/** Moves an order from `from` to `to` when the table allows it and it is still in `from`; answers whether it moved. */
export const moveStatus = guarded('order', 'an order', moveOrderStatus);
/** Moves a refill request as `moveStatus` moves an order. */
export const moveRefillRequest = guarded('refill', 'a refill request', moveRefillStatus);
/** Moves a ticket as `moveStatus` moves an order; answers the moved ticket's workshop and people, or undefined. */
export const moveTicket = guarded('ticket', 'a ticket', moveTicketStatus);
