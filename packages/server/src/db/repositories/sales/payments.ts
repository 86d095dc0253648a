import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../types.js';
import { recordSaleEvent } from '../sale-life/sale-events.js';
import type { Gateway, Payable, PaymentRow, PaymentState } from '../../tables/payments.js';
import type { PaymentMethod, PaymentStartRecord } from '../../tables/sales.js';

/** A payment as it is recorded when the provider created it. */
export interface NewPayment {
  order_id?: number | null;
  refill_request_id?: number | null;
  ticket_id?: number | null;
  personalized_id?: number | null;
  subscription_id?: number | null;
  gateway: Gateway;
  gateway_txn_id: string;
  order_ref: string;
  amount: number;
  expires_at: Date;
}

/**
 * Records a provider transaction as PENDING_PAYMENT; the same transaction again (FastPay's
 * deterministic order_id) answers the row already there, reopened with the new amount and time when
 * it had failed, expired or been cancelled (SECURITY-REVIEW L10: money paid through it must apply).
 */
export async function recordPayment(db: Kysely<Database>, payment: NewPayment): Promise<PaymentRow> {
  await db
    .insertInto('payments')
    .values(payment)
    .onConflict((conflict) =>
      conflict
        .columns(['gateway', 'gateway_txn_id'])
        .doUpdateSet({ status: 'PENDING_PAYMENT', amount: payment.amount, expires_at: payment.expires_at, updated_at: sql<Date>`now()` })
        .where('payments.status', 'in', ['FAILED', 'EXPIRED', 'CANCELLED']),
    )
    .execute();
  return db.selectFrom('payments').selectAll().where('gateway', '=', payment.gateway).where('gateway_txn_id', '=', payment.gateway_txn_id).executeTakeFirstOrThrow();
}

/** The payment of a provider transaction, if we started it. */
export function findPayment(db: Kysely<Database>, gateway: Gateway, txnId: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('gateway', '=', gateway).where('gateway_txn_id', '=', txnId).executeTakeFirst();
}

/** What a payment pays for: its order, refill request or ticket (exactly one is set). */
export function payableOf(payment: Pick<PaymentRow, 'order_id' | 'refill_request_id' | 'ticket_id' | 'personalized_id' | 'subscription_id'>): Payable {
  if (payment.order_id !== null) return { kind: 'order', id: payment.order_id };
  if (payment.refill_request_id !== null) return { kind: 'refill', id: payment.refill_request_id };
  if (payment.personalized_id !== null) return { kind: 'personalized', id: payment.personalized_id };
  if (payment.subscription_id !== null) return { kind: 'subscription', id: payment.subscription_id };
  return { kind: 'ticket', id: payment.ticket_id! };
}

// Where each kind of payable lives, and which payments column points at it.
const PAYABLE_TABLES = { order: 'orders', refill: 'refill_requests', ticket: 'tickets', personalized: 'personalized_requests', subscription: 'subscriptions' } as const;
const PAYMENT_COLUMNS = { order: 'order_id', refill: 'refill_request_id', ticket: 'ticket_id', personalized: 'personalized_id', subscription: 'subscription_id' } as const;
const payableTable = (payable: Pick<Payable, 'kind'>) => PAYABLE_TABLES[payable.kind];
const payableColumn = (payable: Pick<Payable, 'kind'>) => PAYMENT_COLUMNS[payable.kind];

/** The payments column naming a payable: `{ ticket_id: 3 }`. */
export const paymentOwner = (payable: Payable): Pick<NewPayment, 'order_id' | 'refill_request_id' | 'ticket_id' | 'personalized_id' | 'subscription_id'> => ({ [payableColumn(payable)]: payable.id });

/** Keeps what a payment start answered for an order, refill request or ticket (and the method of a pay-later start). */
export async function recordPayableStart(db: Kysely<Database>, payable: Payable, start: PaymentStartRecord, method?: PaymentMethod): Promise<void> {
  await db
    .updateTable(payableTable(payable))
    .set({ payment_start: JSON.stringify(start), ...(method ? { method } : {}) })
    .where('id', '=', payable.id)
    .execute();
}

/**
 * Takes a payable's payment start for one new payment (SECURITY-REVIEW L10): its `payment_start`
 * becomes null (a start under way) only if it was not already, so of two concurrent pay-later
 * calls one wins. @returns the start it held (to put back if the payment cannot start), or
 * undefined when another start is under way
 */
export async function claimPaymentStart(db: Kysely<Database>, payable: Payable): Promise<PaymentStartRecord | undefined> {
  const claimed = await db
    .updateTable(payableTable(payable))
    .set({ payment_start: null })
    .where('id', '=', payable.id)
    .where('payment_start', 'is not', null)
    // RETURNING's subquery reads the row as it was before this statement.
    .returning(sql<PaymentStartRecord | null>`(SELECT payment_start FROM ${sql.table(payableTable(payable))} WHERE id = ${payable.id})`.as('before'))
    .executeTakeFirst();
  return claimed ? (claimed.before ?? {}) : undefined;
}

/** A customer's own order, refill request or ticket, as paying for it needs it; undefined for anyone else's. */
export function findPayableOfUser(db: Kysely<Database>, payable: Payable, userId: number): Promise<PaymentOrderRow | undefined> {
  return db.selectFrom(payableTable(payable)).select(['id', 'uuid', 'total', 'paid', 'status', 'guest_email']).where('id', '=', payable.id).where('user_id', '=', userId).executeTakeFirst();
}

/** What the payment pages and the verifier need of an order, refill request or ticket. */
export interface PaymentOrderRow {
  id: number;
  uuid: string;
  total: number;
  paid: boolean;
  status: string;
  guest_email: string | null;
}

/** What the last payment start of an order answered (its FIB token among it), if any. */
export async function findPaymentStart(db: Kysely<Database>, payable: Payable): Promise<PaymentStartRecord | undefined> {
  const row = await db.selectFrom(payableTable(payable)).select('payment_start').where('id', '=', payable.id).executeTakeFirst();
  return row?.payment_start ?? undefined;
}

/** The order (or refill request) a payment is for. */
export function findPaymentOrder(db: Kysely<Database>, payable: Payable): Promise<PaymentOrderRow | undefined> {
  return db.selectFrom(payableTable(payable)).select(['id', 'uuid', 'total', 'paid', 'status', 'guest_email']).where('id', '=', payable.id).executeTakeFirst();
}

/** How a sale is paid for (cash, a provider, or none yet) and whether it is paid; undefined when there is no such sale. */
export async function findPayableMethod(db: Kysely<Database>, payable: Payable): Promise<{ method: PaymentMethod | null; paid: boolean } | undefined> {
  return db.selectFrom(payableTable(payable)).select(['method', 'paid']).where('id', '=', payable.id).executeTakeFirst();
}

/** What one verified transition did. */
export interface TransitionResult {
  /** False when the payment had already left PENDING_PAYMENT (a duplicate or an illegal move). */
  changed: boolean;
  /** PAID only: the order was marked paid now. */
  orderMarked: boolean;
  /** PAID only: the money came for a closed or already paid sale, or a given-up payment (PAID_NEEDS_REFUND). */
  needsRefund: boolean;
}

// SECURITY-REVIEW M5: a closed sale never becomes paid; its money is refunded instead.
const CLOSED_STATUSES = ['cancelled', 'rejected'] as const;
// A payment we gave up on (failed, expired, cancelled by staff or a newer payment) that the
// provider reports paid after all: the money is owed back, never applied.
const GIVEN_UP: PaymentState[] = ['FAILED', 'EXPIRED', 'CANCELLED'];

/**
 * Moves a payment out of PENDING_PAYMENT and records the event, in one transaction; for PAID the
 * order is marked paid in the same transaction, only if unpaid, not cancelled or rejected, and
 * only for its exact total (SECURITY §2). Otherwise, and for a PAID that arrives after the payment
 * was given up, the payment becomes PAID_NEEDS_REFUND (SECURITY A3). A payment that already moved
 * is left alone.
 */
export function transitionPayment(db: Kysely<Database>, payment: PaymentRow, to: Exclude<PaymentState, 'PENDING_PAYMENT' | 'PAID_NEEDS_REFUND'>): Promise<TransitionResult> {
  return db.transaction().execute(async (trx) => {
    const from: PaymentState[] = to === 'PAID' ? ['PENDING_PAYMENT', ...GIVEN_UP] : ['PENDING_PAYMENT'];
    // Locks the payment row first: a concurrent transition of the same payment waits here.
    const locked = await trx
      .updateTable('payments')
      .set({ updated_at: sql<Date>`now()` })
      .where('id', '=', payment.id)
      .where('status', 'in', from)
      .returning('status')
      .executeTakeFirst();
    if (!locked) return { changed: false, orderMarked: false, needsRefund: false };
    let status: PaymentState = to;
    let orderMarked = false;
    if (to === 'PAID') {
      const payable = payableOf(payment);
      // The UPDATE waits for a staff cancel of the same row under way, then sees its status.
      orderMarked =
        locked.status === 'PENDING_PAYMENT' &&
        (await trx
          .updateTable(payableTable(payable))
          .set({ paid: true })
          .where('id', '=', payable.id)
          .where('paid', '=', false)
          .where('status', 'not in', CLOSED_STATUSES)
          .where('total', '=', payment.amount)
          .returning('id')
          .executeTakeFirst()) !== undefined;
      if (!orderMarked) status = 'PAID_NEEDS_REFUND';
      // The sale's paid event (issue 34 item 2), recorded with the mark: once, and only if it commits.
      else await recordSaleEvent(trx, { type: 'paid', kind: payable.kind, id: payable.id });
    }
    await trx.updateTable('payments').set({ status }).where('id', '=', payment.id).execute();
    await trx
      .insertInto('payment_events')
      .values({ gateway: payment.gateway, event_id: `${payment.gateway_txn_id}:${status}`, payment_id: payment.id, status })
      .onConflict((conflict) => conflict.columns(['gateway', 'event_id']).doNothing())
      .execute();
    return { changed: true, orderMarked, needsRefund: status === 'PAID_NEEDS_REFUND' };
  });
}

/** The payments of a payable still waiting at the provider, oldest first. */
export function findLivePayments(db: Kysely<Database>, payable: Payable): Promise<PaymentRow[]> {
  return db.selectFrom('payments').selectAll().where(payableColumn(payable), '=', payable.id).where('status', '=', 'PENDING_PAYMENT').orderBy('id').execute();
}

/**
 * A sale the shop turned down after it was paid (SECURITY A3): its PAID payments become
 * PAID_NEEDS_REFUND, so the back office lists what to give back.
 * @returns how many payments were moved
 */
export async function markPaidForRefund(db: Kysely<Database> | Transaction<Database>, payable: Payable): Promise<number> {
  const rows = await db
    .updateTable('payments')
    .set({ status: 'PAID_NEEDS_REFUND', updated_at: sql<Date>`now()` })
    .where(payableColumn(payable), '=', payable.id)
    .where('status', '=', 'PAID')
    .returning('id')
    .execute();
  return rows.length;
}

/** What the back office shows of a payment the shop owes back (SECURITY A3). */
export interface RefundDueRow {
  id: number;
  gateway: Gateway;
  gateway_txn_id: string;
  amount: number;
  updated_at: Date;
}

/** The payments owed back for a payable, oldest first. */
export function findRefundsDue(db: Kysely<Database>, payable: Payable): Promise<RefundDueRow[]> {
  return db.selectFrom('payments').select(['id', 'gateway', 'gateway_txn_id', 'amount', 'updated_at']).where(payableColumn(payable), '=', payable.id).where('status', '=', 'PAID_NEEDS_REFUND').orderBy('id').execute();
}

/** True when the order (or refill request) has another payment still open or paid (then it is not released). */
export async function hasOtherLivePayment(db: Kysely<Database>, payable: Payable, paymentId: number): Promise<boolean> {
  const row = await db.selectFrom('payments').select('id').where(payableColumn(payable), '=', payable.id).where('id', '<>', paymentId).where('status', 'in', ['PENDING_PAYMENT', 'PAID']).executeTakeFirst();
  return row !== undefined;
}

/** Payments still pending that were created between `since` and `before`, oldest first (the sweeper's work). */
export function findStalePayments(db: Kysely<Database>, since: Date, before: Date, limit: number): Promise<PaymentRow[]> {
  return db.selectFrom('payments').selectAll().where('status', '=', 'PENDING_PAYMENT').where('created_at', '>', since).where('created_at', '<', before).orderBy('created_at').limit(limit).execute();
}

/** A payment's current state. */
export async function paymentState(db: Kysely<Database>, paymentId: number): Promise<PaymentState | undefined> {
  const row = await db.selectFrom('payments').select('status').where('id', '=', paymentId).executeTakeFirst();
  return row?.status;
}
