import type { OrderStatus, PaymentMethod } from '@candleshop/rules';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { PaymentStart } from './payments.js';
import type { Lang } from './texts.js';
import type { AttributionColumns } from './partners.js';

type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

// SPEC §1 payment methods and SPEC §3 order status labels are shared facts (@candleshop/rules).
export type { OrderStatus, PaymentMethod };

/** One refill as the refill builder makes it (SPEC §5): a container in a size, a wick, a scent, a colour, and how many. */
export interface RefillLineColumns {
  container_id: number;
  size_id: number;
  wick_id: number;
  scent_id: number;
  color_id: number;
  quantity: number;
}

/** The columns every purchase shares: an order, and each request a customer pays (refill, ticket, subscription, personalized). */
export interface PurchaseColumns {
  /** True only once a provider's answer was verified server-side (SECURITY §2), or cash was settled. */
  paid: ColumnType<boolean, boolean | undefined, boolean>;
  lang: ColumnType<Lang, Lang | undefined, Lang>;
  /** The client's key for one submit: a retry with it answers this purchase (SECURITY B1). */
  idempotency_key: Optional<string>;
  /** SHA-256 of the request the key was first used with; another request with the key is refused. */
  request_hash: Optional<string>;
  /**
   * What the payment start answered (migration 011), replayed to a retry with the same key;
   * null while the start is under way, `{}` for cash. Written as JSON text, read back parsed.
   */
  payment_start: ColumnType<PaymentStartRecord | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
  /** Bumped by every back-office change (migration 021); a move names the version it saw. */
  version: Generated<number>;
}

/** When a sale moved into `completed` (migration 130: a trigger sets it on that move, whichever path makes it); null before, or when not kept. */
export interface CompletedColumns {
  completed_at: ColumnType<Date | null, Date | null | undefined, never>;
}

export interface OrderTable extends PurchaseColumns, AttributionColumns, CompletedColumns {
  id: Generated<number>;
  uuid: string;
  status: OrderStatus;
  total: number;
  /** The customer's account; null for a guest order. */
  user_id: ColumnType<number | null, number | null | undefined, number | null>;
  guest_name: Optional<string>;
  guest_email: Optional<string>;
  guest_phone: Optional<string>;
  guest_address: Optional<string>;
  method: ColumnType<PaymentMethod, PaymentMethod | undefined, PaymentMethod>;
  /** Why the shop cancelled it by itself (migration 023): `hold.expired`; null otherwise. */
  cancel_reason: Optional<string>;
  pickup: ColumnType<boolean, boolean | undefined, boolean>;
  city_id: Optional<number>;
  address: Optional<string>;
  notes: Optional<string>;
  selling_point_id: Optional<number>;
  /** Items and refills, integer IQD. */
  subtotal: ColumnType<number, number | undefined, number>;
  delivery_price: ColumnType<number, number | undefined, number>;
  /** Integer IQD taken off the subtotal by its one promotion (migrations 020, 090). */
  discount: ColumnType<number, number | undefined, number>;
  /**
   * Integer IQD the buyer's gift cards paid (migration 060, issue 35); `total` is what is left to
   * pay in cash or through a provider: total = subtotal + delivery_price − discount − gift_card_paid.
   */
  gift_card_paid: ColumnType<number, number | undefined, number>;
  /** The promotion that reduced the order (issue 35; the newsletter's code is one), or null. */
  promotion_id: Optional<number>;
  /** Lower-cased guest name, email and phone for the back office's search (generated, migration 021). */
  search: ColumnType<string, never, never>;
}

/** The stored answer of a payment start. */
export type PaymentStartRecord = PaymentStart;

export interface OrderItemTable {
  id: Generated<number>;
  order_id: number;
  product_id: number;
  size_id: number | null;
  color_id: number | null;
  scent_id: number | null;
  quantity: number;
  unit_price: number;
  product_size_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface OrderRefillTable extends RefillLineColumns {
  id: Generated<number>;
  order_id: number;
  unit_price: number;
}

/** Sales: orders and their items (mostSelling counts them). */
export interface SalesTables {
  orders: OrderTable;
  order_items: OrderItemTable;
  order_refills: OrderRefillTable;
}

export type OrderRow = Selectable<OrderTable>;
export type OrderItemRow = Selectable<OrderItemTable>;
export type OrderRefillRow = Selectable<OrderRefillTable>;
