import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CompletedColumns, OrderStatus, PaymentMethod, PurchaseColumns, RefillLineColumns } from './sales.js';
import type { AttributionColumns } from './partners.js';

type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** SPEC §3 Refill request status labels: the same words as an order's. */
export type RefillStatus = OrderStatus;

/** A refill request (migration 014): one refill line with its buyer, place and payment. */
export interface RefillRequestTable extends RefillLineColumns, PurchaseColumns, AttributionColumns, CompletedColumns {
  id: Generated<number>;
  uuid: string;
  status: ColumnType<RefillStatus, RefillStatus | undefined, RefillStatus>;
  /** The customer's account; null for a guest's request. */
  user_id: Optional<number>;
  guest_name: Optional<string>;
  guest_email: Optional<string>;
  guest_phone: Optional<string>;
  guest_address: Optional<string>;
  /** size value / 100 × colour refill price + wick price, integer IQD (SPEC §5). */
  unit_price: number;
  /** quantity × unit_price − gift_card_paid. */
  total: number;
  /**
   * Integer IQD the buyer's gift cards paid (migration 160, issue 35), as an order's: `total` is
   * what is left to pay in cash or through a provider, quantity × unit_price − gift_card_paid.
   */
  gift_card_paid: ColumnType<number, number | undefined, number>;
  method: PaymentMethod;
  pickup: ColumnType<boolean, boolean | undefined, boolean>;
  city_id: Optional<number>;
  address: Optional<string>;
  selling_point_id: Optional<number>;
  notes: Optional<string>;
}

/** Refills ordered on their own (SPEC §3 Refill request). */
export interface RefillTables {
  refill_requests: RefillRequestTable;
}

export type RefillRequestRow = Selectable<RefillRequestTable>;
