import { stateMachine } from '../sale-life/state-machine.js';
import type { SubscriptionMonthStatus, SubscriptionStatus } from '../../db/tables/subscriptions.js';

/**
 * SPEC §3 My subscription: the only moves a subscription's status may make (accepted when the shop
 * confirms it, completed after its last box, or rejected or cancelled; an unpaid one whose payment
 * failed or expired is cancelled), and those of each month's box.
 */
export const SUBSCRIPTION_MOVES: Readonly<Record<SubscriptionStatus, readonly SubscriptionStatus[]>> = {
  pending: ['accepted', 'rejected', 'cancelled'],
  accepted: ['completed', 'cancelled'],
  completed: [],
  rejected: [],
  cancelled: [],
};

/** The moves of one month's box. */
export const MONTH_MOVES: Readonly<Record<SubscriptionMonthStatus, readonly SubscriptionMonthStatus[]>> = {
  scheduled: ['being prepared', 'cancelled'],
  'being prepared': ['delivered'],
  delivered: [],
  cancelled: [],
};

/** The subscriptions' table as data for the one state-machine helper (issue 34 item 2). */
export const SUBSCRIPTION_STATUSES = stateMachine(SUBSCRIPTION_MOVES, { accepted: 'confirmed', completed: 'delivered', rejected: 'cancelled', cancelled: 'cancelled' });

/** Whether a subscription in status `from` may move to `to`. */
export const canMoveSubscription = SUBSCRIPTION_STATUSES.canMove;
