import { canMove } from '@candleshop/rules';
import type { Kysely, Transaction } from 'kysely';
import { moveOrderStatus, type MoveOptions } from '../../db/repositories/sales/orders.js';
import type { Database } from '../../db/types.js';
import type { OrderStatus } from '../../db/tables/sales.js';

// SPEC §3 Order: the only moves an order's status may make are a shared fact (@candleshop/rules
// ORDER_MOVES). Every status change goes through `canMove`, and the repository moves a status only
// from the one the caller expected.

/**
 * Moves an order from `from` to `to` when the table allows it and the order is still in `from`.
 * @throws when the move is not in the table (a programming error, never a customer's)
 * @returns whether the order moved
 */
export function moveStatus(
  db: Kysely<Database> | Transaction<Database>,
  orderId: number,
  from: OrderStatus,
  to: OrderStatus,
  options: MoveOptions = {},
): Promise<boolean> {
  if (!canMove(from, to)) throw new Error(`candleshop: an order cannot move from ${from} to ${to}`);
  return moveOrderStatus(db, orderId, from, to, options);
}
