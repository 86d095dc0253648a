import type { PayableKind } from '../../db/tables/payments.js';
import type { SaleEventType } from '../../db/tables/sale-life.js';

export type { SaleEventType } from '../../db/tables/sale-life.js';

/**
 * One moment of a sale's life (issue 34 item 2): an order, refill request, ticket, personalized
 * request or subscription was placed, confirmed, paid, delivered, cancelled or refunded. Each is
 * recorded once, with the change, and reaches its handlers after the change is committed.
 */
export interface SaleEvent {
  type: SaleEventType;
  kind: PayableKind;
  /** The sale's id in its kind's table. */
  id: number;
}

/** What runs when an event happens: a mail, a text, a link, a count. Its failure never fails the sale. */
export type SaleHandler = (event: SaleEvent) => Promise<void>;
