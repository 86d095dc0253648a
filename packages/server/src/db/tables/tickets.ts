import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CompletedColumns, OrderStatus, PaymentMethod, PurchaseColumns } from './sales.js';
import type { AttributionColumns } from './partners.js';

type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** SPEC §3 My ticket status labels: the same words (and moves) as an order's. */
export type TicketStatus = OrderStatus;

/** A workshop ticket (migration 015): `people` seats of one workshop in one tier, with its buyer and payment. */
export interface TicketTable extends PurchaseColumns, AttributionColumns, CompletedColumns {
  id: Generated<number>;
  /** The reference shown at the door (QR code) and the guest's key; random, never guessable. */
  uuid: string;
  status: ColumnType<TicketStatus, TicketStatus | undefined, TicketStatus>;
  /** The customer's account; null for a guest's ticket. */
  user_id: Optional<number>;
  guest_name: Optional<string>;
  guest_email: Optional<string>;
  guest_phone: Optional<string>;
  guest_address: Optional<string>;
  workshop_id: number;
  workshop_ticket_id: number;
  /** How many seats it holds. */
  people: number;
  /** The tier's price per person when bought, integer IQD. */
  unit_price: number;
  /** people × unit_price − gift_card_paid. */
  total: number;
  /**
   * Integer IQD the buyer's gift cards paid (migration 160, issue 35), as an order's: `total` is
   * what is left to pay in cash or through a provider, people × unit_price − gift_card_paid.
   */
  gift_card_paid: ColumnType<number, number | undefined, number>;
  method: PaymentMethod;
  /** Why the shop cancelled it by itself (migration 023): `hold.expired`; null otherwise. */
  cancel_reason: Optional<string>;
}

/** Workshop tickets (SPEC §3 My ticket, Guest ticket). */
export interface TicketTables {
  tickets: TicketTable;
}

export type TicketRow = Selectable<TicketTable>;
