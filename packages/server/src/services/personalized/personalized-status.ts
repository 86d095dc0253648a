import { stateMachine } from '../sale-life/state-machine.js';
import type { PersonalizedStatus } from '../../db/tables/personalized.js';

/**
 * SPEC §3 Personalized request: the only moves its status may make. The shop quotes a pending
 * request (and may change a quote not yet accepted), the customer accepts a quote; an accepted
 * request whose payment could not start or expired gets its quote back; then it is prepared and
 * completed, or rejected or cancelled.
 */
export const PERSONALIZED_MOVES: Readonly<Record<PersonalizedStatus, readonly PersonalizedStatus[]>> = {
  pending: ['quoted', 'rejected', 'cancelled'],
  quoted: ['quoted', 'accepted', 'rejected', 'cancelled'],
  accepted: ['quoted', 'being prepared', 'cancelled'],
  'being prepared': ['completed'],
  completed: [],
  rejected: [],
  cancelled: [],
};

/** The personalized requests' table as data for the one state-machine helper (issue 34 item 2). */
export const PERSONALIZED_STATUSES = stateMachine(PERSONALIZED_MOVES, { accepted: 'confirmed', completed: 'delivered', rejected: 'cancelled', cancelled: 'cancelled' });

/** Whether a request in status `from` may move to `to`. */
export const canMovePersonalized = PERSONALIZED_STATUSES.canMove;
