import type { Kysely, Transaction } from 'kysely';
import { moveRefillStatus } from '../../db/repositories/requests/refill-requests.js';
import type { Database } from '../../db/types.js';
import type { RefillStatus } from '../../db/tables/refills.js';
import { ORDER_MOVES } from '@candleshop/rules';

/**
 * SPEC §3 Refill request: a refill request moves through the same statuses as an order (it is
 * accepted, prepared, then delivered or picked up), so it follows the order's one table rather
 * than a copy of it; every change goes through `canMoveRefill`.
 */
export const REFILL_MOVES: Readonly<Record<RefillStatus, readonly RefillStatus[]>> = ORDER_MOVES;

/** Whether a refill request in status `from` may move to `to`. */
export function canMoveRefill(from: RefillStatus, to: RefillStatus): boolean {
  return REFILL_MOVES[from].includes(to);
}

/**
 * Moves a refill request from `from` to `to` when the table allows it and it is still in `from`.
 * @throws when the move is not in the table (a programming error)
 * @returns whether it moved
 */
export function moveRefillRequest(
  db: Kysely<Database> | Transaction<Database>,
  id: number,
  from: RefillStatus,
  to: RefillStatus,
  options: { unpaidOnly?: boolean } = {},
): Promise<boolean> {
  if (!canMoveRefill(from, to)) throw new Error(`candleshop: a refill request cannot move from ${from} to ${to}`);
  return moveRefillStatus(db, id, from, to, options);
}
