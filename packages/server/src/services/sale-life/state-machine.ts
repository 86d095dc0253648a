import type { SaleEventType } from './sale-events.js';

/** A status table as data: the moves each status may make, and the event a move into a status is. */
export interface StateMachine<Status extends string> {
  /** Whether a sale in `from` may move to `to`. */
  canMove(from: Status, to: Status): boolean;
  /** The statuses `from` may move to. */
  next(from: Status): readonly Status[];
  /** The sale event a move into `to` is (cancelled, delivered…), or undefined when it is none. */
  eventOf(to: Status): SaleEventType | undefined;
}

/**
 * One helper for every status table of the shop (orders, refill requests and tickets share
 * ORDER_MOVES; personalized requests and subscriptions have their own).
 * @example const orders = stateMachine(ORDER_MOVES, { cancelled: 'cancelled', completed: 'delivered' });
 */
export function stateMachine<Status extends string>(moves: Readonly<Record<Status, readonly Status[]>>, events: Partial<Record<Status, SaleEventType>> = {}): StateMachine<Status> {
  return {
    canMove: (from, to) => moves[from].includes(to),
    next: (from) => moves[from],
    eventOf: (to) => events[to],
  };
}
