import type { Kysely, Transaction } from 'kysely';
import { moveWhiteLabelStatus } from '../../db/repositories/whitelabel/white-label-requests.js';
import type { Database } from '../../db/types.js';
import type { WhiteLabelStatus } from '../../db/tables/whitelabel.js';
import { stateMachine } from '../sale-life/state-machine.js';

/**
 * SPEC §3 White-label request: the only moves a request's status may make. The shop answers a
 * pending request with a quote (or rejects it); the buyer accepts a quote by replying; either side
 * may cancel before acceptance. Every status change goes through `canMoveWhiteLabel`.
 */
export const WHITE_LABEL_MOVES: Readonly<Record<WhiteLabelStatus, readonly WhiteLabelStatus[]>> = {
  pending: ['quoted', 'rejected', 'cancelled'],
  quoted: ['accepted', 'rejected', 'cancelled'],
  accepted: [],
  rejected: [],
  cancelled: [],
};

/** The table as data for the shop's one state-machine helper; no move of a white-label request is a sale event. */
export const WHITE_LABEL_STATUSES = stateMachine(WHITE_LABEL_MOVES);

/** Whether a white-label request in status `from` may move to `to`. */
export const canMoveWhiteLabel = WHITE_LABEL_STATUSES.canMove;

/**
 * Moves a white-label request from `from` to `to` when the table allows it and it is still in `from`.
 * @throws when the move is not in the table (a programming error)
 * @returns whether it moved
 */
export function moveWhiteLabelRequest(db: Kysely<Database> | Transaction<Database>, id: number, from: WhiteLabelStatus, to: WhiteLabelStatus): Promise<boolean> {
  if (!canMoveWhiteLabel(from, to)) throw new Error(`candleshop: a white-label request cannot move from ${from} to ${to}`);
  return moveWhiteLabelStatus(db, id, from, to);
}
