import type { ColumnType, Generated } from 'kysely';
import type { PayableKind } from './payments.js';

/** What happens in a sale's life (issue 34 item 2), once each. */
export type SaleEventType = 'placed' | 'confirmed' | 'paid' | 'delivered' | 'cancelled' | 'refunded';

/** The outbox of sale events (migration 051): recorded with the change, dispatched after COMMIT. */
export interface SaleEventTable {
  id: Generated<number>;
  kind: PayableKind;
  sale_id: number;
  type: SaleEventType;
  created_at: ColumnType<Date, Date | undefined, never>;
  dispatched_at: ColumnType<Date | null, never, Date | null>;
}

/** Sale events. */
export interface SaleEventTables {
  sale_events: SaleEventTable;
}
