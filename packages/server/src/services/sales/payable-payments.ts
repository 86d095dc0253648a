import type { Kysely } from 'kysely';
import { findCustomerEmail } from '../../db/repositories/sales/orders.js';
import { claimPaymentStart, findPayableOfUser, recordPayableStart } from '../../db/repositories/sales/payments.js';
import type { Database, Lang } from '../../db/types.js';
import type { Payable, PayableKind } from '../../db/tables/payments.js';
import type { PaymentMethod } from '../../db/tables/sales.js';
import { notFound, refused } from '../../errors.js';
import type { PaymentStart, Payments } from '../../payments/types.js';
import { replayedRow, type KeyedRow } from './order-idempotency.js';
import { checkUnverifiedBuyer } from './unverified-buyer.js';
import { releaseUnpaid } from '../sale-life/release-unpaid.js';
import { placedRecorder, type RecordPlaced } from '../sale-life/placed-events.js';
import type { PaidSellingOptions } from './selling-options.js';

// Paying for an order, a refill request or a ticket is the same work: start the provider's
// payment after COMMIT, keep its answer, and give the payable up when the payment cannot start.
// Written once here; the three services only say what they sell.

/** SPEC §3 Payment result. */
export interface PaymentResultView extends PaymentStart {
  id: number;
  uuid: string;
  email: string | null;
  operation_type: PayableKind;
}

/** What paying needs of the request. */
export interface PayingOptions {
  lang: Lang;
  payments: Payments | undefined;
}

/** What paying needs of an order, refill request or ticket row. */
export interface PayableRow {
  id: number;
  uuid: string;
  total: number;
  guest_email: string | null;
  /** Paid when placed: gift cards paid it wholly (issue 35). */
  paid?: boolean;
}

/** The payment result of a payable and what its payment start answered. */
export function paymentResult(kind: PayableKind, row: PayableRow, start: PaymentStart): PaymentResultView {
  return {
    id: row.id,
    uuid: row.uuid,
    email: row.guest_email,
    operation_type: kind,
    token: start.token ?? null,
    url: start.url ?? null,
    fibToken: start.fibToken ?? null,
  };
}

/**
 * Starts the payment of a payable just committed and keeps the provider's answer on it; when the
 * payment cannot start, the payable is released (cancelled, its stock or seats back; `release`
 * may do more, such as give an account its cart back).
 * @throws payment.unavailable after releasing it
 */
export async function startPaymentOrRelease(
  db: Kysely<Database>,
  options: PayingOptions,
  payable: Payable & { row: PayableRow },
  method: Exclude<PaymentMethod, 'cash'>,
  email: string | null,
  release: () => Promise<unknown> = () => releaseUnpaid(db, payable),
): Promise<PaymentStart> {
  try {
    if (!options.payments) throw new Error('candleshop: no payments configured');
    const { row } = payable;
    const start = await options.payments.start({ kind: payable.kind, id: row.id, uuid: row.uuid, total: row.total, method, lang: options.lang, email });
    await recordPayableStart(db, payable, start);
    return start;
  } catch {
    await release();
    throw refused('payment.unavailable');
  }
}

/**
 * SPEC §7 payLater(id, type, method): a new payment for the signed-in customer's own pending,
 * unpaid order, refill request or ticket, or accepted, unpaid personalized request. Anyone else's is not.found; a paid or no longer pending
 * one is refused (reason `<type>.state`) and nothing is released when a provider is down.
 */
async function payLaterFor(db: Kysely<Database>, options: PayingOptions, userId: number, payable: Payable, method: Exclude<PaymentMethod, 'cash'>): Promise<PaymentResultView> {
  const row = await findPayableOfUser(db, payable, userId);
  if (!row) throw notFound();
  // A personalized request is payable once its quote is accepted; the others from the start.
  const payableStatus = payable.kind === 'personalized' ? 'accepted' : 'pending';
  if (row.status !== payableStatus || row.paid) throw refused('bad.request', { reason: `${payable.kind}.state` });
  if (!options.payments) throw refused('payment.unavailable');
  // SECURITY-REVIEW L10: one start at a time; a concurrent call is refused, and the new payment
  // gives up the older ones still waiting (payments.start).
  const before = await claimPaymentStart(db, payable);
  if (!before) throw refused('bad.request', { reason: `${payable.kind}.paying` });
  let start: PaymentStart;
  try {
    start = await options.payments.start({
      kind: payable.kind,
      id: row.id,
      uuid: row.uuid,
      total: row.total,
      method,
      lang: options.lang,
      email: await findCustomerEmail(db, userId),
    });
  } catch {
    await recordPayableStart(db, payable, before);
    throw refused('payment.unavailable');
  }
  await recordPayableStart(db, payable, start, method);
  return paymentResult(payable.kind, row, start);
}

/** What {@link placeAndPay} places: the payable's row and the address its payment and mails go to. */
export interface PlacedPayable {
  row: PayableRow & KeyedRow & { payment_start: PaymentStart | null };
  email: string | null;
}

/** What {@link placeAndPay} needs to sell one order, refill request, ticket, personalized request or subscription. */
export interface PlaceAndPay<Placed extends PlacedPayable> {
  kind: PayableKind;
  method: PaymentMethod;
  /** Who buys: a signed-in customer (with a token when its account is unverified), or a guest whose human-check token is verified first. */
  buyer: { userId: number; token?: string | null } | { token: string };
  /** SECURITY B1: the client's key and the hash of the request it came with. */
  idempotency?: { key: string; hash: string };
  /** The row an earlier call placed with this key. */
  findByKey(key: string): Promise<Placed['row'] | undefined>;
  /**
   * Writes the payable in one transaction (seats or prices checked there), calling `recordPlaced`
   * in it after the payable's last write: its placed event is recorded with it (issue 34 item 2).
   */
  place(recordPlaced: RecordPlaced): Promise<Placed>;
  /** Gives the payable up when its payment cannot start; the default releases it (services/sale-life/release-unpaid.ts). */
  release?(placed: Placed): Promise<unknown>;
}

/**
 * Sells one payable (SECURITY A4, B1): every sale of the shop takes this one path: a retry with the same key answers the first
 * result; a guest, and an unverified account, passes the human check; the payable is placed, its payment started after COMMIT
 * (or it is released). What follows (its confirm-or-cancel link, its receipt, and whatever new features add) are the handlers
 * of its placed event (services/sale-life), not steps here. A concurrent call with the same key that lost the unique key
 * answers the winner's result.
 */
export async function placeAndPay<Placed extends PlacedPayable>(db: Kysely<Database>, options: PaidSellingOptions, sale: PlaceAndPay<Placed>): Promise<PaymentResultView> {
  const { idempotency, kind } = sale;
  const replay = async () => {
    const earlier = idempotency && (await replayedRow(() => sale.findByKey(idempotency.key), idempotency.hash));
    return earlier ? paymentResult(kind, earlier, earlier.payment_start ?? {}) : undefined;
  };
  const earlier = await replay();
  if (earlier) return earlier;
  if ('userId' in sale.buyer) await checkUnverifiedBuyer(db, options.humanCheck, sale.buyer);
  else if (!(await options.humanCheck.verify({ token: sale.buyer.token, action: 'submit' }))) throw refused('bad.request');
  if (sale.method !== 'cash' && !options.payments) throw refused('payment.unavailable');
  let placed: Placed;
  const recorder = placedRecorder(kind);
  try {
    placed = await sale.place(recorder.record);
  } catch (error) {
    const replayed = await replay();
    if (replayed) return replayed;
    throw error;
  }
  if (!recorder.recorded(placed.row.id)) throw new Error(`candleshop: a ${kind}'s place() did not record its placed event in its transaction`);
  const payable = { kind, id: placed.row.id, row: placed.row } as Payable & { row: PayableRow };
  const { saleLife } = options;
  const release = sale.release && (() => sale.release!(placed));
  // Issue 35: a sale its gift cards paid wholly has no payment to start: it is paid as placed.
  const owes = !placed.row.paid;
  let start: PaymentStart;
  try {
    start = sale.method === 'cash' || !owes ? {} : await startPaymentOrRelease(db, options, payable, sale.method, placed.email, release);
  } finally {
    // Placed (and paid, or cancelled when released) reach their handlers: its link, its receipt
    // (none for a released sale) and whatever new features add.
    await saleLife.settle(payable);
  }
  return paymentResult(kind, placed.row, start);
}

/** Paying later for what a customer bought (SPEC §7 payLater) and FIB's payment page, for one request. */
export function createPayables(db: Kysely<Database>, options: PayingOptions) {
  return {
    /** SPEC §7 payLater for an order, a refill request, a ticket, a personalized request or a subscription: one rule for all. */
    payLater: (userId: number, payable: Payable, method: Exclude<PaymentMethod, 'cash'>) => payLaterFor(db, options, userId, payable, method),
    /** A FIB payment's status, checked with FIB (never trusted); null when unknown or without FIB. */
    fibPaymentStatus: async (paymentId: string) => (options.payments?.fibPaymentStatus ? options.payments.fibPaymentStatus(paymentId) : null),
    /** A waiting FIB payment's token, read again by its unguessable id; null otherwise. */
    fibPayment: async (paymentId: string) => (options.payments?.fibPayment ? options.payments.fibPayment(paymentId) : null),
  };
}
