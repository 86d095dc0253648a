import type { Kysely } from 'kysely';
import { findPaymentOrder, hasOtherLivePayment, payableOf, paymentState, transitionPayment } from '../db/repositories/sales/payments.js';
import type { Database } from '../db/types.js';
import type { Payable, PaymentRow, PaymentState } from '../db/tables/payments.js';
import type { GatewayAdapter, ProviderStatus } from './types.js';

/** Where payment events are written; `alert` is for what a person must look at (SECURITY B4). */
export interface PaymentsLog {
  info(line: string): void;
  alert(line: string): void;
}

/** What one verification concluded; `refund`: the money arrived but is owed back (PAID_NEEDS_REFUND). */
export type Verification = 'paid' | 'refund' | 'failed' | 'pending' | 'unverified' | 'mismatch';

/** What the verifier needs. */
export interface VerifierOptions {
  db: Kysely<Database>;
  log: PaymentsLog;
  /** Releases an unpaid order (its stock back), refill request or ticket (its seats back) (services/sale-life/release-unpaid.ts, given by createPayments' caller). */
  cancelOrder(db: Kysely<Database>, payable: Payable): Promise<boolean>;
  /** Dispatches the events a payment's outcome recorded (paid, cancelled), after COMMIT (services/sale-life, given by the services). */
  settled?(payable: Payable): Promise<unknown>;
}

/** `order 12`, `refill 3` or `ticket 7`: what a payment is for, in log lines. */
export const payableLabel = (payment: PaymentRow) => {
  const payable = payableOf(payment);
  return `${payable.kind} ${payable.id}`;
};

const label = (payment: PaymentRow) => `${payment.gateway} ${payment.gateway_txn_id} (${payableLabel(payment)})`;

// SECURITY B4: the provider's answer must be about this order, for exactly its amount, in IQD.
function mismatch(payment: PaymentRow, status: Extract<ProviderStatus, { ok: true }>, total: number | undefined): string | undefined {
  if (status.orderRef !== undefined && status.orderRef !== payment.order_ref) return `order reference ${status.orderRef} ≠ ${payment.order_ref}`;
  if (status.status !== 'PAID') return undefined;
  if (status.currency !== undefined && status.currency !== 'IQD') return `currency ${status.currency}`;
  // Nass Wallet's checkTransaction may not tell the amount; its transaction was created by us for it.
  if (status.amount === undefined && payment.gateway !== 'nasspay') return 'no amount';
  if (status.amount !== undefined && status.amount !== payment.amount) return `amount ${status.amount} ≠ ${payment.amount}`;
  if (total !== payment.amount) return `order total ${String(total)} ≠ ${payment.amount}`;
  return undefined;
}

/**
 * The only producer of PAID (SECURITY §2): asks the provider's status API with our credentials,
 * binds the answer to the stored payment and order, and applies it once. Duplicates and illegal
 * moves are logged and ignored; a failed or expired payment releases its order unless another
 * payment of the order is still open or paid. Money for a closed or already paid sale, or for a
 * payment given up, becomes PAID_NEEDS_REFUND with an alert (SECURITY A3, SECURITY-REVIEW M5).
 */
export async function verifyPayment(options: VerifierOptions, adapter: GatewayAdapter, payment: PaymentRow): Promise<Verification> {
  const { db, log } = options;
  const status = await adapter.status(payment.gateway_txn_id);
  if (!status.ok) {
    log.info(`payments: ${label(payment)} not verified: ${status.reason}`);
    return 'unverified';
  }
  const order = await findPaymentOrder(db, payableOf(payment));
  const wrong = mismatch(payment, status, order?.total);
  if (wrong) {
    log.alert(`payments: ALERT ${label(payment)} ${status.status} refused: ${wrong}`);
    return 'mismatch';
  }
  if (status.status === 'PENDING') return 'pending';

  if (payment.status === 'PAID_NEEDS_REFUND' || payment.status === 'REFUNDED') return 'refund';
  if (payment.status === 'PAID') {
    if (status.status !== 'PAID') log.info(`payments: ${label(payment)} ignored ${status.status} after PAID`);
    return 'paid';
  }
  // A payment given up (failed, expired, cancelled) that the provider reports paid after all:
  // SECURITY A3, the money is recorded as owed back, never applied.
  if (payment.status !== 'PENDING_PAYMENT' && status.status !== 'PAID') return 'failed';

  const result = await transitionPayment(db, payment, status.status);
  if (!result.changed) {
    log.info(`payments: ${label(payment)} duplicate ${status.status} ignored`);
    // Another request moved the payment first: answer what it concluded.
    return concluded(await paymentState(db, payment.id));
  }
  if (status.status === 'PAID') {
    if (result.orderMarked) {
      log.info(`payments: ${label(payment)} PAID, ${payableLabel(payment)} paid`);
      await options.settled?.(payableOf(payment));
      return 'paid';
    }
    // SECURITY-REVIEW M5: a cancelled or rejected sale is never marked paid.
    log.alert(
      `payments: ALERT ${label(payment)} PAID_NEEDS_REFUND: ${payableLabel(payment)} was ${order?.status ?? 'gone'}${order?.paid ? ' and already paid' : ''} or the payment was ${payment.status}: refund ${payment.amount} IQD`,
    );
    return 'refund';
  }
  log.info(`payments: ${label(payment)} ${status.status}`);
  if (!(await hasOtherLivePayment(db, payableOf(payment), payment.id)) && (await options.cancelOrder(db, payableOf(payment)))) await options.settled?.(payableOf(payment));
  return 'failed';
}

function concluded(state: PaymentState | undefined): Verification {
  if (state === 'PAID') return 'paid';
  if (state === 'PAID_NEEDS_REFUND' || state === 'REFUNDED') return 'refund';
  return state === 'PENDING_PAYMENT' ? 'pending' : 'failed';
}
