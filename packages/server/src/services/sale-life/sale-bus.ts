import type { SaleEvent, SaleEventType, SaleHandler } from './sale-events.js';

/** Where a handler's failure is written; a person must look at it. */
export type SaleLog = (line: string, error?: unknown) => void;

/** The shop's handlers of a sale's events, by event. */
export interface SaleBus {
  /** Adds a handler of `type`; handlers run in the order they were added. */
  on<T extends SaleEventType>(type: T, handler: SaleHandler<T>): void;
  /**
   * Runs the handlers of `event` one after the other. A handler that fails is logged as an ALERT
   * and the others still run: the sale is committed, and nothing after it may undo it.
   */
  dispatch(event: SaleEvent): Promise<void>;
}

/**
 * A bus of sale event handlers. New features (gift cards, promotions, plans) add theirs with `on`.
 * @example bus.on('paid', (event) => mailPaid(event.kind, event.id));
 */
export function createSaleBus(log: SaleLog = console.error): SaleBus {
  const handlers = new Map<SaleEventType, SaleHandler[]>();
  return {
    on(type, handler) {
      // Kept by type, so a handler only ever gets the events of its own type.
      handlers.set(type, [...(handlers.get(type) ?? []), handler as unknown as SaleHandler]);
    },
    async dispatch(event) {
      for (const handler of handlers.get(event.type) ?? []) {
        try {
          await handler(event);
        } catch (error) {
          log(`candleshop: ALERT a ${event.type} handler of ${event.kind} ${event.id} failed (${handler.name || 'anonymous'})`, error);
        }
      }
    },
  };
}
