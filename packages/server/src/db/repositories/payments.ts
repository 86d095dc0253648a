import { sql, type Kysely } from 'kysely';
import type { Database } from '../types.js';
import type { Gateway, Payable, PaymentRow, PaymentState } from '../types-payments.js';
import type { PaymentMethod, PaymentStartRecord } from '../types-sales.js';

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
 * deterministic order_id) answers the row already there.
 */
export async function recordPayment(db: Kysely<Database>, payment: NewPayment): Promise<PaymentRow> {
  await db
    .insertInto('payments')
    .values(payment)
    .onConflict((conflict) => conflict.columns(['gateway', 'gateway_txn_id']).doNothing())
    .execute();
  return db
    .selectFrom('payments')
    .selectAll()
    .where('gateway', '=', payment.gateway)
    .where('gateway_txn_id', '=', payment.gateway_txn_id)
    .executeTakeFirstOrThrow();
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

/** A customer's own order, refill request or ticket, as paying for it needs it; undefined for anyone else's. */
export function findPayableOfUser(db: Kysely<Database>, payable: Payable, userId: number): Promise<PaymentOrderRow | undefined> {
  return db
    .selectFrom(payableTable(payable))
    .select(['id', 'uuid', 'total', 'paid', 'status', 'guest_email'])
    .where('id', '=', payable.id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
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
  return db
    .selectFrom(payableTable(payable))
    .select(['id', 'uuid', 'total', 'paid', 'status', 'guest_email'])
    .where('id', '=', payable.id)
    .executeTakeFirst();
}

/** What one verified transition did. */
export interface TransitionResult {
  /** False when the payment had already left PENDING_PAYMENT (a duplicate or an illegal move). */
  changed: boolean;
  /** PAID only: the order was marked paid now (false: it was already paid, or its total differs). */
  orderMarked: boolean;
}

/**
 * Moves a payment out of PENDING_PAYMENT and records the event, in one transaction; for PAID the
 * order is marked paid in the same transaction, only if unpaid and only for its exact total
 * (SECURITY §2). A payment that already moved is left alone.
 */
export function transitionPayment(db: Kysely<Database>, payment: PaymentRow, to: Exclude<PaymentState, 'PENDING_PAYMENT'>): Promise<TransitionResult> {
  return db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('payments')
      .set({ status: to, updated_at: sql<Date>`now()` })
      .where('id', '=', payment.id)
      .where('status', '=', 'PENDING_PAYMENT')
      .returning('id')
      .executeTakeFirst();
    if (!moved) return { changed: false, orderMarked: false };
    await trx
      .insertInto('payment_events')
      .values({ gateway: payment.gateway, event_id: `${payment.gateway_txn_id}:${to}`, payment_id: payment.id, status: to })
      .onConflict((conflict) => conflict.columns(['gateway', 'event_id']).doNothing())
      .execute();
    if (to !== 'PAID') return { changed: true, orderMarked: false };
    const payable = payableOf(payment);
    const order = await trx
      .updateTable(payableTable(payable))
      .set({ paid: true })
      .where('id', '=', payable.id)
      .where('paid', '=', false)
      .where('total', '=', payment.amount)
      .returning('id')
      .executeTakeFirst();
    return { changed: true, orderMarked: order !== undefined };
  });
}

/** True when the order (or refill request) has another payment still open or paid (then it is not released). */
export async function hasOtherLivePayment(db: Kysely<Database>, payable: Payable, paymentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('payments')
    .select('id')
    .where(payableColumn(payable), '=', payable.id)
    .where('id', '<>', paymentId)
    .where('status', 'in', ['PENDING_PAYMENT', 'PAID'])
    .executeTakeFirst();
  return row !== undefined;
}

/** Payments still pending that were created between `since` and `before`, oldest first (the sweeper's work). */
export function findStalePayments(db: Kysely<Database>, since: Date, before: Date, limit: number): Promise<PaymentRow[]> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('status', '=', 'PENDING_PAYMENT')
    .where('created_at', '>', since)
    .where('created_at', '<', before)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/** A payment's current state. */
export async function paymentState(db: Kysely<Database>, paymentId: number): Promise<PaymentState | undefined> {
  const row = await db.selectFrom('payments').select('status').where('id', '=', paymentId).executeTakeFirst();
  return row?.status;
}
