import type { FibToken, Gateway } from '@candleshop/rules';
import type { ColumnType, Generated, Selectable } from 'kysely';

// The providers with a gateway (cash has none), a shared fact.
export type { Gateway };

/**
 * SECURITY §2: the payment state machine. PAID_NEEDS_REFUND (SECURITY A3, migration 023): the
 * provider took the money but the sale was closed (cancelled, rejected) or already paid, or the
 * payment had been given up; nothing was applied and the shop owes a refund. REFUNDED (migration
 * 037): a payment owed back that recorded refunds cover; it is no longer due.
 */
export type PaymentState = 'PENDING_PAYMENT' | 'PAID' | 'FAILED' | 'EXPIRED' | 'CANCELLED' | 'PAID_NEEDS_REFUND' | 'REFUNDED';

/**
 * Where the customer goes to pay (SPEC §4 Payment routing): ZainCash's transaction id in `token`,
 * NassPay's `{transactionId, token}` JSON in `token`, FastPay's page in `url`, FIB's `fibToken`.
 */
export interface PaymentStart {
  token?: string | null;
  url?: string | null;
  fibToken?: FibToken | null;
}

/** What a payment can pay for (migrations 014, 015, 018, 019). */
export type PayableKind = 'order' | 'refill' | 'ticket' | 'personalized' | 'subscription';

/** What a payment pays for: an order, a refill request or a ticket. */
export interface Payable {
  kind: PayableKind;
  id: number;
}

type Stamp = ColumnType<Date, Date | undefined, Date>;

export interface PaymentTable {
  id: Generated<number>;
  /** The order paid for; null when the payment is for a refill request or a ticket. */
  order_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The refill request paid for; null when the payment is for an order. */
  refill_request_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The workshop ticket paid for (migration 015); exactly one of the three is set. */
  ticket_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The accepted personalized-candle request paid for (migration 018). */
  personalized_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The gift subscription paid for (migration 019). */
  subscription_id: ColumnType<number | null, number | null | undefined, number | null>;
  gateway: Gateway;
  /** The provider's transaction id (FastPay: our deterministic order_id). */
  gateway_txn_id: string;
  /** The order reference we sent the provider; its answers must name the same. */
  order_ref: string;
  /** Integer IQD the provider was asked for: the order total. */
  amount: number;
  status: ColumnType<PaymentState, PaymentState | undefined, PaymentState>;
  created_at: Stamp;
  updated_at: Stamp;
  expires_at: Date;
}

export interface PaymentEventTable {
  id: Generated<number>;
  gateway: Gateway;
  event_id: string;
  payment_id: number;
  status: string;
  created_at: Stamp;
}

/** A transaction of a local stand-in gateway (DESIGN §4); status uses that provider's words. */
export interface LocalGatewayTransactionTable {
  gateway: Gateway;
  id: string;
  amount: number;
  order_ref: string;
  status: string;
  lang: ColumnType<string, string | undefined, string>;
  /** NassPay's checkout token. */
  secret_token: ColumnType<string | null, string | null | undefined, string | null>;
  return_url: ColumnType<string | null, string | null | undefined, string | null>;
  callback_url: ColumnType<string | null, string | null | undefined, string | null>;
  /** FastPay: where a declined payment sends the customer. */
  cancel_url: ColumnType<string | null, string | null | undefined, string | null>;
  /** Integer IQD given back through the stand-in's refund API (migration 037). */
  refunded: ColumnType<number, number | undefined, number>;
  created_at: Stamp;
  updated_at: Stamp;
  expires_at: Date;
}

/** What a refund can be recorded against (issue 28 item 3). */
export type RefundableKind = Extract<PayableKind, 'order' | 'refill' | 'ticket'>;

/** A refund is given back in cash or through the provider the sale was paid with. */
export type RefundMethod = 'cash' | 'provider';

/** Money given back for a sale (migration 037); exactly one of order, refill request and ticket is set. */
export interface RefundTable {
  id: Generated<number>;
  order_id: ColumnType<number | null, number | null | undefined, number | null>;
  refill_request_id: ColumnType<number | null, number | null | undefined, number | null>;
  ticket_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Integer IQD, more than 0. */
  amount: number;
  reason: string;
  method: RefundMethod;
  /** The payment given back through its provider; null for cash. */
  payment_id: ColumnType<number | null, number | null | undefined, number | null>;
  gateway: ColumnType<Gateway | null, Gateway | null | undefined, Gateway | null>;
  /** The provider's reference of the refund, when its API made it. */
  provider_ref: ColumnType<string | null, string | null | undefined, string | null>;
  /** Through the provider, but paid back by hand (the provider has no refund API). */
  by_hand: ColumnType<boolean, boolean | undefined, boolean>;
  /** `pending` while the provider is asked (its amount already counts), then `done`. */
  status: ColumnType<'pending' | 'done', 'pending' | 'done' | undefined, 'pending' | 'done'>;
  staff_user_id: number | null;
  created_at: Stamp;
  /** SECURITY-REVIEW-2 N5 (migration 048): the reference sent to the provider, the same at every sending. */
  uuid: Generated<string>;
  /** When the provider was last asked about a refund whose answer was lost. */
  checked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** Units of an order's line that came back with a refund (migration 130), put back into stock when recorded. */
export interface OrderItemReturnTable {
  id: Generated<number>;
  order_id: number;
  order_item_id: number;
  quantity: number;
  staff_user_id: number | null;
  created_at: Stamp;
}

/** What a local stand-in gateway refunded under a merchant's reference (migration 048). */
export interface LocalGatewayRefundTable {
  gateway: Gateway;
  reference: string;
  transaction_id: string;
  amount: number;
  invoice_id: string;
  created_at: Stamp;
}

/** Payments: provider transactions, processed events, the local gateways' books and refunds. */
export interface PaymentTables {
  payments: PaymentTable;
  payment_events: PaymentEventTable;
  local_gateway_transactions: LocalGatewayTransactionTable;
  refunds: RefundTable;
  order_item_returns: OrderItemReturnTable;
  local_gateway_refunds: LocalGatewayRefundTable;
}

export type RefundRow = Selectable<RefundTable>;

export type PaymentRow = Selectable<PaymentTable>;
export type LocalGatewayTransactionRow = Selectable<LocalGatewayTransactionTable>;
