import type { FibToken } from '@candleshop/rules';
import type { Gateway, Payable, PayableKind, PaymentStart } from '../db/tables/payments.js';
import type { PaymentMethod } from '../db/tables/sales.js';
import type { Lang } from '../db/tables/texts.js';

// Stored in orders.payment_start, so they are declared with the tables; payments/ re-exports them.
export type { FibToken } from '@candleshop/rules';
export type { PaymentStart } from '../db/tables/payments.js';

/** What a provider needs to know of an order to start its payment. */
export interface PaymentOrder {
  /** An order unless said otherwise; a refill request's or ticket's payment belongs to it instead. */
  kind?: PayableKind;
  id: number;
  uuid: string;
  /** Integer IQD, computed by the server; the provider must charge exactly this. */
  total: number;
  method: Exclude<PaymentMethod, 'cash'>;
  lang: Lang;
  /** For the provider's description and receipts. */
  email: string | null;
}

/**
 * The payments of the shop (DESIGN §4, SECURITY §2): starts a provider's payment for an order. An
 * order becomes paid only through the provider's verified answer, never through this call.
 */
export interface Payments {
  /** @throws when the provider could not be reached or refused; the order stays unpaid. */
  start(order: PaymentOrder): Promise<PaymentStart>;
  /** Answers `/payments/*` (returns, callbacks, pay-page redirects, local gateways). */
  serve?(request: Request, address?: string): Promise<Response>;
  /** Where a FIB payment stands, checked with FIB while pending; null for an unknown payment. */
  fibPaymentStatus?(paymentId: string): Promise<PaymentStatusView | null>;
  /** The token of a FIB payment still waiting to be paid (its page in another tab); null otherwise. */
  fibPayment?(paymentId: string): Promise<FibToken | null>;
  /**
   * Gives up a sale's payments still waiting (a staff cancel, SECURITY-REVIEW M5): cancelled at the
   * provider where it can, marked CANCELLED, so a late completion is owed back. @returns how many
   */
  cancelPayments?(payable: Payable): Promise<number>;
  /**
   * Gives `amount` IQD of a paid transaction back through its provider (issue 28 item 3): its
   * adapter's refund where the provider's API has one; `reference: null` where it has none (the
   * staff pay it back by hand in the provider's dashboard).
   */
  refund?(payment: ProviderRefundRequest): Promise<ProviderRefund>;
  /** SECURITY-REVIEW-2 N5: asks the provider whether a refund whose answer was lost was made. */
  refundStatus?(payment: ProviderRefundCheck): Promise<RefundCheck>;
}

/** A refund asked of a provider: the transaction, what to give back and what it was paid. */
export interface ProviderRefundRequest {
  gateway: Gateway;
  txnId: string;
  /** Integer IQD to give back. */
  amount: number;
  /** Integer IQD the transaction was paid. */
  paid: number;
  /** SECURITY-REVIEW-2 N5: the refund's own reference, the same at every sending, for the provider to de-duplicate. */
  reference: string;
}

/** A refund whose answer was lost, asked about: `sole`: no other refund went through this transaction. */
export interface ProviderRefundCheck {
  gateway: Gateway;
  txnId: string;
  reference: string;
  sole: boolean;
}

/**
 * What the provider says of a refund whose answer was lost (SECURITY-REVIEW-2 N5): made (with its
 * reference), never made (the amount may be given back another way), or it cannot tell yet.
 */
export type RefundCheck = { state: 'done'; reference: string | null } | { state: 'none' } | { state: 'unknown'; reason: string };

/**
 * What a provider answered a refund: its reference (null: no refund API, paid back by hand), or why
 * not; `whole`: the provider only refunds a payment whole (FIB); `unknown` (SECURITY-REVIEW-2 N5):
 * the answer was lost after the provider may have acted (timeout, reset, 5xx), so nothing is known.
 */
export type ProviderRefund = { ok: true; reference: string | null } | { ok: false; reason: string; whole?: boolean; unknown?: boolean };

/** The answer of `fibPaymentStatus` (schema PaymentStatus). */
export interface PaymentStatusView {
  status: 'UNPAID' | 'PAID' | 'DECLINED' | 'EXPIRED';
  orderPaid: boolean;
}

/** Where the provider sends the customer and its server-to-server notices for one payment. */
export interface PaymentUrls {
  /** Browser return after paying or declining: `${publicUrl}/payments/<provider>/return`. */
  returnUrl: string;
  /** Server-to-server notice: `${publicUrl}/payments/<provider>/callback`. */
  callbackUrl: string;
}

/** A payment the provider created for an order. */
export interface CreatedPayment {
  /** The provider's transaction id (FastPay: our deterministic order_id). */
  txnId: string;
  /** The order reference sent to the provider; its answers must name the same. */
  orderRef: string;
  /** What the client needs to send the customer to pay. */
  start: PaymentStart;
  /** When the payment stops being payable; the sweeper reconciles it after that. */
  expiresAt: Date;
}

/** What the provider's own status API says of a transaction (never what a redirect says). */
export type ProviderStatus =
  | {
      ok: true;
      status: 'PAID' | 'PENDING' | 'FAILED' | 'EXPIRED' | 'CANCELLED';
      /** Integer IQD the provider says was paid; absent when its API does not tell. */
      amount?: number;
      currency?: string;
      /** The order reference the provider holds for the transaction, when it tells. */
      orderRef?: string;
    }
  | { ok: false; reason: string };

/** A provider's signal read from a return or callback request: which transaction it is about. */
export type ProviderSignal = { ok: true; txnId: string; orderRef?: string } | { ok: false; reason: string };

/**
 * One provider's production adapter (SECURITY §2): create a payment, read (and for signed tokens
 * verify) a return or callback, and ask the provider's status API.
 */
export interface GatewayAdapter {
  create(order: PaymentOrder, urls: PaymentUrls): Promise<CreatedPayment>;
  /** Reads the transaction a return (`return`) or callback (`callback`) request is about. */
  signal(request: Request, kind: 'return' | 'callback'): Promise<ProviderSignal>;
  /** Asks the provider with our own credentials; failures are `ok: false`, never paid. */
  status(txnId: string): Promise<ProviderStatus>;
  /** Cancels a payment at the provider (FIB), when it can. */
  cancel?(txnId: string): Promise<boolean>;
  /** Refunds `amount` of a transaction paid `paid` through the provider's refund API, where it has one (FIB). */
  refund?(txnId: string, amount: number, paid: number, reference: string): Promise<ProviderRefund>;
  /** Whether a refund of the transaction was made, for one whose answer was lost (SECURITY-REVIEW-2 N5). */
  refundStatus?(txnId: string, reference: string, sole: boolean): Promise<RefundCheck>;
  /** The provider's pay page for our `/payments/<provider>/pay|checkout` redirect. */
  payPage?(params: URLSearchParams): string | undefined;
}
