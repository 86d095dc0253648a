import type { ColumnType, Generated } from 'kysely';
import type { PayableKind } from './payments.js';

/**
 * What happens in a sale's life (issue 34 item 2): once each, but for a staff move of its status
 * (`moved`, migration 100) and a refund, once each move and each refund.
 */
export type SaleEventType = 'placed' | 'confirmed' | 'paid' | 'delivered' | 'cancelled' | 'refunded' | 'moved';

/**
 * What a sale is: a payable, or a white-label request (placed, then quoted by mail: migration 110,
 * so the shop's notice of it is a handler too).
 */
export type SaleKind = PayableKind | 'whitelabel';

/** The outbox of sale events (migration 051): recorded with the change, dispatched after COMMIT. */
export interface SaleEventTable {
  id: Generated<number>;
  kind: SaleKind;
  sale_id: number;
  type: SaleEventType;
  /** Which event of its type (migration 100): a move's status and version, a refund's id; '' for the once-only. */
  ref: ColumnType<string, string | undefined, never>;
  created_at: ColumnType<Date, Date | undefined, never>;
  dispatched_at: ColumnType<Date | null, never, Date | null>;
}

/** Sale events. */
export interface SaleEventTables {
  sale_events: SaleEventTable;
}
