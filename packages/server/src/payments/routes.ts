import { GATEWAYS } from '@candleshop/rules';
import type { Kysely } from 'kysely';
import { reserve } from '../auth/throttle.js';
import { findPayment, findPaymentOrder, payableOf } from '../db/repositories/sales/payments.js';
import type { Database } from '../db/types.js';
import type { Gateway, PaymentRow } from '../db/tables/payments.js';
import type { GatewayAdapter } from './types.js';
import type { PaymentsLog, Verification } from './verifier.js';

/** What our own payment routes need. */
export interface PaymentRouteOptions {
  db: Kysely<Database>;
  publicUrl: string;
  adapters: Record<Gateway, GatewayAdapter>;
  /**
   * Asks the provider how a payment stands, debounced per payment; `fresh` (a return) is debounced
   * apart from polls and callbacks (a shopper's return comes right after paying, when a poll's
   * "pending" is seconds old).
   */
  verify(gateway: Gateway, payment: PaymentRow, fresh?: boolean): Promise<Verification>;
  log: PaymentsLog;
  /** The client's address: callbacks naming nothing of ours are limited per address (SECURITY-REVIEW L17); unknown: not limited. */
  address?: string;
}

// The unknown transactions already logged, per log (bounded): each is logged once, at info level.
const UNKNOWN_LOGGED_LIMIT = 1000;
const loggedBy = new WeakMap<PaymentsLog, Set<string>>();

function logUnknownOnce(log: PaymentsLog, line: string): void {
  let unknownLogged = loggedBy.get(log);
  if (!unknownLogged) loggedBy.set(log, (unknownLogged = new Set()));
  if (unknownLogged.has(line)) return;
  unknownLogged.add(line);
  if (unknownLogged.size > UNKNOWN_LOGGED_LIMIT) unknownLogged.delete(unknownLogged.values().next().value!);
  log.info(`payments: ${line}`);
}

const ROUTE = new RegExp(`^/payments/(${GATEWAYS.join('|')})/(return|callback|pay|checkout)$`);

const text = (status: number, body: string) => new Response(`${body}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' } });

const redirect = (status: 302 | 303, location: string) => new Response(null, { status, headers: { location, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' } });

// Callbacks: 2xx only for a verified final answer; anything else makes the provider retry.
const CALLBACK_STATUS: Record<Verification, number> = { paid: 200, refund: 200, failed: 200, pending: 409, mismatch: 422, unverified: 502 };

/**
 * Our `/payments/<provider>/…` routes (SECURITY B2, B3): returns and callbacks are only hints of
 * which transaction to verify with the provider; `pay` (ZainCash) and `checkout` (NassPay) send
 * the browser on to the configured provider page.
 */
export async function servePaymentRoute(options: PaymentRouteOptions, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const match = ROUTE.exec(url.pathname);
  if (!match) return text(404, 'Not found');
  const gateway = match[1] as Gateway;
  const action = match[2] as 'return' | 'callback' | 'pay' | 'checkout';
  const adapter = options.adapters[gateway];

  if (action === 'pay' || action === 'checkout') {
    const expected = gateway === 'zaincash' ? 'pay' : gateway === 'nasspay' ? 'checkout' : undefined;
    if (action !== expected || !adapter.payPage) return text(404, 'Not found');
    if (request.method !== 'GET' && request.method !== 'HEAD') return text(405, 'Method not allowed');
    const page = adapter.payPage(url.searchParams);
    return page ? redirect(302, page) : text(400, 'Bad request');
  }

  if (action === 'return') {
    if (request.method !== 'GET' && request.method !== 'POST') return text(405, 'Method not allowed');
    return returned(options, gateway, adapter, request);
  }
  if (request.method !== 'POST' && !(gateway === 'zaincash' && request.method === 'GET')) return text(405, 'Method not allowed');
  return callback(options, gateway, adapter, request);
}

/** A return or callback that names nothing of ours: the info line it is worth. */
interface Miss {
  line: string;
  /** Logged once per log (an unknown transaction anyone can name), or each time (a refused signal). */
  once: boolean;
}

async function located(options: PaymentRouteOptions, gateway: Gateway, adapter: GatewayAdapter, request: Request, kind: 'return' | 'callback'): Promise<PaymentRow | Miss | undefined> {
  const signal = await adapter.signal(request, kind);
  if (!signal.ok) return { line: `${gateway} ${kind} refused: ${signal.reason}`, once: false };
  const payment = await findPayment(options.db, gateway, signal.txnId);
  // SECURITY-REVIEW L17: anyone can name an unknown transaction, so it is no alert: one info line each.
  if (!payment) return { line: `${gateway} ${kind} for unknown transaction ${signal.txnId.slice(0, 100)}`, once: true };
  if (signal.orderRef !== undefined && signal.orderRef !== payment.order_ref) {
    options.log.alert(`payments: ALERT ${gateway} ${kind} names order ${signal.orderRef} for a transaction of ${payment.order_ref}`);
    return undefined;
  }
  return payment;
}

const isMiss = (found: PaymentRow | Miss | undefined): found is Miss => found !== undefined && 'line' in found;

function logMiss(log: PaymentsLog, miss: Miss): void {
  if (miss.once) logUnknownOnce(log, miss.line);
  else log.info(`payments: ${miss.line}`);
}

async function returned(options: PaymentRouteOptions, gateway: Gateway, adapter: GatewayAdapter, request: Request): Promise<Response> {
  const fail = `${options.publicUrl}/payment/fail`;
  // SECURITY-REVIEW-2 N4: a return is the customer coming back from paying, never counted against
  // the callbacks' budget (one attacker would send every payer to "failed"); what bounds its
  // provider calls is the debounce per payment (`verify`'s fresh checks).
  const payment = await located(options, gateway, adapter, request, 'return');
  if (isMiss(payment)) logMiss(options.log, payment);
  if (!payment || isMiss(payment)) return redirect(303, fail);
  const outcome = await options.verify(gateway, payment, true);
  const payable = payableOf(payment);
  const order = await findPaymentOrder(options.db, payable);
  if (!order) return redirect(303, fail);
  // SECURITY-REVIEW L11: never the guest's email (anyone holding the uuid or payment id could
  // read the order with it); the result page takes it from the browser that placed the order.
  const query = new URLSearchParams({ id: String(order.id), uuid: order.uuid });
  // A refill request's or ticket's page is not an order's: the storefront reads the type.
  if (payable.kind !== 'order') query.set('type', payable.kind);
  // SECURITY-REVIEW M5: money that arrived for a closed sale is refunded; the page says so.
  if (outcome === 'refund') query.set('refund', '1');
  const page = outcome === 'paid' || (outcome !== 'refund' && order.paid) ? 'success' : 'fail';
  return redirect(303, `${options.publicUrl}/payment/${page}?${query}`);
}

/** Whether the client's address has used up its callbacks naming nothing of ours (SECURITY-REVIEW L17, SECURITY-REVIEW-2 N4). */
async function overLimit(options: PaymentRouteOptions): Promise<boolean> {
  return Boolean(options.address && options.address !== 'unknown' && (await reserve(options.db, 'callback', '', options.address)).id === undefined);
}

async function callback(options: PaymentRouteOptions, gateway: Gateway, adapter: GatewayAdapter, request: Request): Promise<Response> {
  const payment = await located(options, gateway, adapter, request, 'callback');
  // SECURITY-REVIEW L17, SECURITY-REVIEW-2 N4: only callbacks naming nothing of ours are counted
  // per address (each writes a log line); one for a real payment asks the provider at most once in
  // the debounce, so junk from a shared address never holds up a provider's genuine callback.
  if (isMiss(payment)) {
    if (await overLimit(options)) {
      return new Response('Too many requests\n', { status: 429, headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '60' } });
    }
    logMiss(options.log, payment);
  }
  if (!payment || isMiss(payment)) return text(404, 'Unknown payment');
  const outcome = await options.verify(gateway, payment);
  return text(CALLBACK_STATUS[outcome], outcome);
}
