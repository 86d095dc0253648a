import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../types.js';
import { recordSaleEvent } from '../sale-life/sale-events.js';
import { collectedFor } from '../sales/collected.js';
import type { Gateway, PaymentRow, RefundableKind, RefundMethod, RefundRow } from '../../tables/payments.js';

type Db = Kysely<Database> | Transaction<Database>;

/** A sale a refund can be recorded against (issue 28 item 3). */
export interface RefundableSale {
  kind: RefundableKind;
  id: number;
}

// Where each kind of sale lives, and which refunds and payments column points at it.
const TABLES = { order: 'orders', refill: 'refill_requests', ticket: 'tickets' } as const;
const COLUMNS = { order: 'order_id', refill: 'refill_request_id', ticket: 'ticket_id' } as const;

/** What the refund rule reads of a sale, its row locked until the transaction ends. */
export interface LockedSale {
  id: number;
  total: number;
  paid: boolean;
  status: string;
}

/**
 * The sale's row; `lock`: locked until the transaction ends (two refunds of one sale are recorded
 * one after the other). Undefined when there is none.
 */
export async function findRefundableSale(db: Db, sale: RefundableSale, lock = false): Promise<LockedSale | undefined> {
  const { rows } = await sql<LockedSale>`SELECT id, total, paid, status::text AS status FROM ${sql.table(TABLES[sale.kind])} WHERE id = ${sale.id}${lock ? sql` FOR UPDATE` : sql``}`.execute(db);
  const row = rows[0];
  return row ? { ...row, id: Number(row.id), total: Number(row.total) } : undefined;
}

/**
 * What the shop took for a sale, integer IQD: the money collected for it (issue 36 item 1, one
 * definition: db/repositories/sales/collected.ts), what a refund may give back at most.
 */
export const receivedFor = (db: Db, sale: RefundableSale): Promise<number> => collectedFor(db, sale);

const refundsSum = (db: Db, sale: RefundableSale) =>
  db
    .selectFrom('refunds')
    .select(sql<string>`coalesce(sum(amount), 0)`.as('sum'))
    .where(COLUMNS[sale.kind], '=', sale.id);

/** What refunds of a sale already give back (those still asked of the provider too), integer IQD. */
export async function refundedFor(db: Db, sale: RefundableSale, paymentId?: number): Promise<number> {
  let query = refundsSum(db, sale);
  if (paymentId !== undefined) query = query.where('payment_id', '=', paymentId);
  return Number((await query.executeTakeFirstOrThrow()).sum);
}

/** What a sale's refunds made up to refund `id` gave back (that one and those done before it), integer IQD. */
export async function refundedThrough(db: Db, sale: RefundableSale, id: number): Promise<number> {
  const query = refundsSum(db, sale)
    .where('id', '<=', id)
    .where((eb) => eb.or([eb('status', '=', 'done'), eb('id', '=', id)]));
  return Number((await query.executeTakeFirstOrThrow()).sum);
}

/** One refund by its id. */
export function findRefund(db: Db, id: number): Promise<RefundRow | undefined> {
  return db.selectFrom('refunds').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The provider payment a refund goes back through: one owed back first, then the newest paid. */
export function findRefundablePayment(db: Db, sale: RefundableSale): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where(COLUMNS[sale.kind], '=', sale.id)
    .where('status', 'in', ['PAID_NEEDS_REFUND', 'PAID'])
    .orderBy(sql`status = 'PAID_NEEDS_REFUND'`, 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** A refund as it is first written. */
export interface NewRefund {
  amount: number;
  reason: string;
  method: RefundMethod;
  paymentId: number | null;
  gateway: Gateway | null;
  staffUserId: number | null;
  /** `done` for cash; `pending` while the provider is asked. */
  status: 'pending' | 'done';
}

/** Writes a refund of a sale. */
export function insertRefund(db: Db, sale: RefundableSale, refund: NewRefund): Promise<RefundRow> {
  return db
    .insertInto('refunds')
    .values({
      [COLUMNS[sale.kind]]: sale.id,
      amount: refund.amount,
      reason: refund.reason,
      method: refund.method,
      payment_id: refund.paymentId,
      gateway: refund.gateway,
      staff_user_id: refund.staffUserId,
      status: refund.status,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * A provider refund answered: done, with the provider's reference (none: paid back by hand). Only
 * a refund still pending moves (SECURITY-REVIEW-2 N5: the reply and the reconciler settle it once);
 * undefined when it was settled already.
 */
export function finishRefund(db: Db, id: number, reference: string | null): Promise<RefundRow | undefined> {
  return db
    .updateTable('refunds')
    .set({ status: 'done', provider_ref: reference, by_hand: reference === null })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

/** A provider refund refused or never made: the pending row goes, its amount is refundable again. @returns whether this call removed it */
export async function dropPendingRefund(db: Db, id: number): Promise<boolean> {
  const gone = await db.deleteFrom('refunds').where('id', '=', id).where('status', '=', 'pending').returning('id').executeTakeFirst();
  return gone !== undefined;
}

/** A pending provider refund with what the provider must be asked about: its transaction. */
export interface PendingRefundRow extends RefundRow {
  gateway_txn_id: string;
}

/** Pending provider refunds recorded before `before` (their answer is overdue), oldest first; or the one `id`. */
export function findPendingRefunds(db: Db, filter: { before: Date; id?: number; limit: number }): Promise<PendingRefundRow[]> {
  let query = db
    .selectFrom('refunds')
    .innerJoin('payments', 'payments.id', 'refunds.payment_id')
    .selectAll('refunds')
    .select('payments.gateway_txn_id')
    .where('refunds.status', '=', 'pending')
    .where('refunds.created_at', '<', filter.before);
  if (filter.id !== undefined) query = query.where('refunds.id', '=', filter.id);
  return query.orderBy('refunds.created_at').limit(filter.limit).execute();
}

/** How many other refunds went through the same payment (the provider's answer may be about them). */
export async function otherRefundsOf(db: Db, refund: Pick<RefundRow, 'id' | 'payment_id'>): Promise<number> {
  if (refund.payment_id === null) return 0;
  const row = await db
    .selectFrom('refunds')
    .select(sql<string>`count(*)`.as('count'))
    .where('payment_id', '=', refund.payment_id)
    .where('id', '<>', refund.id)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Notes that the provider was asked about a pending refund. */
export async function markRefundChecked(db: Db, id: number, at: Date): Promise<void> {
  await db.updateTable('refunds').set({ checked_at: at }).where('id', '=', id).execute();
}

/** The sale a refund row belongs to. */
export function saleOfRefund(row: Pick<RefundRow, 'order_id' | 'refill_request_id' | 'ticket_id'>): RefundableSale {
  if (row.order_id !== null) return { kind: 'order', id: row.order_id };
  if (row.refill_request_id !== null) return { kind: 'refill', id: row.refill_request_id };
  return { kind: 'ticket', id: row.ticket_id! };
}

/** A refund as the back office lists it, with who recorded it. */
export interface RefundListRow extends RefundRow {
  staff_email: string | null;
}

/** The refunds recorded for a sale, those still waiting for the provider too (SECURITY-REVIEW-2 N5), oldest first. */
export function findRefunds(db: Db, sale: RefundableSale): Promise<RefundListRow[]> {
  return db
    .selectFrom('refunds')
    .leftJoin('users', 'users.id', 'refunds.staff_user_id')
    .selectAll('refunds')
    .select('users.email as staff_email')
    .where(`refunds.${COLUMNS[sale.kind]}`, '=', sale.id)
    .orderBy('refunds.id')
    .execute();
}

/**
 * Refund `refundId` of a sale is made: the sale's payments owed back (PAID_NEEDS_REFUND) that its recorded refunds now cover become
 * REFUNDED, oldest first: they leave the "refunds due" list. @returns how many were settled
 */
export async function settleRefundsDue(trx: Transaction<Database>, sale: RefundableSale, refundId: number): Promise<number> {
  const column = COLUMNS[sale.kind];
  const payments = await trx.selectFrom('payments').select(['id', 'amount', 'status']).where(column, '=', sale.id).where('status', 'in', ['PAID_NEEDS_REFUND', 'REFUNDED']).orderBy('id').forUpdate().execute();
  let cover = (await refundedFor(trx, sale)) - payments.filter((payment) => payment.status === 'REFUNDED').reduce((sum, payment) => sum + payment.amount, 0);
  const settled: number[] = [];
  for (const payment of payments) {
    if (payment.status !== 'PAID_NEEDS_REFUND' || payment.amount > cover) continue;
    cover -= payment.amount;
    settled.push(payment.id);
  }
  if (settled.length)
    await trx
      .updateTable('payments')
      .set({ status: 'REFUNDED', updated_at: sql<Date>`now()` })
      .where('id', 'in', settled)
      .execute();
  // Called once refund `refundId` is made: its refunded event (issue 34 item 2), one a refund (its mail, issue 36).
  await recordSaleEvent(trx, { type: 'refunded', kind: sale.kind, id: sale.id, ref: String(refundId) });
  return settled.length;
}
