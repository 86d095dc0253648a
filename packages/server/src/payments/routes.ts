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
   * Asks the provider how a payment stands; `fresh` asks now, even within the debounce of the last
   * check (a shopper's return comes right after paying, when a poll's "pending" is seconds old).
   */
  verify(gateway: Gateway, payment: PaymentRow, fresh?: boolean): Promise<Verification>;
  log: PaymentsLog;
  /** The client's address: callbacks are limited per address (SECURITY-REVIEW L17); unknown: not limited. */
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

const text = (status: number, body: string) =>
  new Response(`${body}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' } });

const redirect = (status: 302 | 303, location: string) =>
  new Response(null, { status, headers: { location, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' } });

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

async function located(options: PaymentRouteOptions, gateway: Gateway, adapter: GatewayAdapter, request: Request, kind: 'return' | 'callback') {
  const signal = await adapter.signal(request, kind);
  if (!signal.ok) {
    options.log.info(`payments: ${gateway} ${kind} refused: ${signal.reason}`);
    return undefined;
  }
  const payment = await findPayment(options.db, gateway, signal.txnId);
  if (!payment) {
    // SECURITY-REVIEW L17: anyone can name an unknown transaction, so it is no alert: one info line each.
    logUnknownOnce(options.log, `${gateway} ${kind} for unknown transaction ${signal.txnId.slice(0, 100)}`);
    return undefined;
  }
  if (signal.orderRef !== undefined && signal.orderRef !== payment.order_ref) {
    options.log.alert(`payments: ALERT ${gateway} ${kind} names order ${signal.orderRef} for a transaction of ${payment.order_ref}`);
    return undefined;
  }
  return payment;
}

async function returned(options: PaymentRouteOptions, gateway: Gateway, adapter: GatewayAdapter, request: Request): Promise<Response> {
  const fail = `${options.publicUrl}/payment/fail`;
  // SECURITY-REVIEW L17: a return asks the provider afresh, so it counts like a callback per address.
  if (await overLimit(options)) return redirect(303, fail);
  const payment = await located(options, gateway, adapter, request, 'return');
  if (!payment) return redirect(303, fail);
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

/** Whether the client's address has used up its callbacks and returns (SECURITY-REVIEW L17). */
async function overLimit(options: PaymentRouteOptions): Promise<boolean> {
  return Boolean(options.address && options.address !== 'unknown' && (await reserve(options.db, 'callback', '', options.address)).id === undefined);
}

async function callback(options: PaymentRouteOptions, gateway: Gateway, adapter: GatewayAdapter, request: Request): Promise<Response> {
  // SECURITY-REVIEW L17: each callback may ask a provider and write a log line; a provider sends a few a payment.
  if (await overLimit(options)) {
    return new Response('Too many requests\n', { status: 429, headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '60' } });
  }
  const payment = await located(options, gateway, adapter, request, 'callback');
  if (!payment) return text(404, 'Unknown payment');
  const outcome = await options.verify(gateway, payment);
  return text(CALLBACK_STATUS[outcome], outcome);
}
