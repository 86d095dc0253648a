import type { Kysely, Transaction } from 'kysely';
import { moveOrderStatus, type MoveOptions } from '../../db/repositories/sales/orders.js';
import type { Database } from '../../db/types.js';
import type { OrderStatus } from '../../db/tables/sales.js';

/**
 * SPEC §3 Order: the only moves an order's status may make. Every status change goes through
 * `canMove`, and the repository moves a status only from the one the caller expected.
 */
export const ORDER_MOVES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['accepted', 'rejected', 'cancelled'],
  accepted: ['being prepared', 'cancelled'],
  'being prepared': ['being delivered', 'ready for pickup'],
  'being delivered': ['completed'],
  'ready for pickup': ['completed'],
  completed: [],
  rejected: [],
  cancelled: [],
};

/** Whether an order in status `from` may move to `to`. */
export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_MOVES[from].includes(to);
}

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
