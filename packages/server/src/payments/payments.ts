import { GATEWAYS } from '@candleshop/rules';
import type { Kysely } from 'kysely';
import { createFastPay } from './providers/fastpay.js';
import { createFib } from './providers/fib.js';
import { createNassPay } from './providers/nasspay.js';
import { createZainCash } from './providers/zaincash.js';
import { findPayment, findPaymentOrder, findPaymentStart, findStalePayments, payableOf, paymentOwner, recordPayment, transitionPayment } from '../db/repositories/sales/payments.js';
import { withSweeperLock } from '../db/repositories/sweeper-lock.js';
import type { Database } from '../db/types.js';
import type { Gateway, PaymentRow } from '../db/tables/payments.js';
import { serveLocalGateway } from './local/gateways.js';
import type { FetchLike } from './providers/outbound.js';
import type { PaymentsConfig } from './config.js';
import { servePaymentRoute } from './routes.js';
import { debounceStatusChecks, STATUS_CHECK_INTERVAL_MS } from './status-debounce.js';
import type { FibToken, GatewayAdapter, Payments, PaymentStatusView, ProviderRefund, ProviderRefundCheck, ProviderRefundRequest, RefundCheck } from './types.js';
import { giveUpPayments } from './give-up.js';
import { payableLabel, verifyPayment, type PaymentsLog, type Verification, type VerifierOptions } from './verifier.js';

/** What the shop's payments need. */
export interface PaymentsOptions {
  db: Kysely<Database>;
  /** Where browsers reach the shop; return and callback addresses start with it. */
  publicUrl: string;
  config: PaymentsConfig;
  /** How the adapters reach providers (and the local gateways reach us); `fetch` by default. */
  fetch?: FetchLike;
  /** Outbound call timeout in ms (SECURITY B8); 10 s by default. */
  timeoutMs?: number;
  log?: PaymentsLog;
  /** Releases an unpaid sale (services/sale-life/release-unpaid.ts `releaseUnpaid`): given by the services, as payments/ imports none. */
  cancelOrder: VerifierOptions['cancelOrder'];
  /** Dispatches a sale's events after a payment paid or released it (services/sale-life `settle`); the sweep does without it. */
  settled?: VerifierOptions['settled'];
  /** How long one status check of a payment answers for it (SECURITY-REVIEW L17); 5 s by default, 0: none. */
  statusCheckIntervalMs?: number;
  /** More of the sweeper's work, run in each pass under its lock: expired cash holds (SECURITY-REVIEW M4). */
  alsoSweep?: (now: Date) => Promise<unknown>;
}

/** What the sweeper does in one pass (SECURITY B7). */
export interface SweepOptions {
  /** Only payments pending longer than this are asked about; 10 minutes by default. */
  olderThanMs?: number;
  /** The current time (tests move it). */
  now?: Date;
}

/** The shop's payments: start, verify returns and callbacks, FIB polling, the sweeper. */
export interface ShopPayments extends Payments {
  /** `address`: the client's (auth/client-address.ts), which callbacks are limited by (SECURITY-REVIEW L17). */
  serve(request: Request, address?: string): Promise<Response>;
  fibPaymentStatus(paymentId: string): Promise<PaymentStatusView | null>;
  fibPayment(paymentId: string): Promise<FibToken | null>;
  refund(payment: ProviderRefundRequest): Promise<ProviderRefund>;
  refundStatus(payment: ProviderRefundCheck): Promise<RefundCheck>;
  /** Verifies one transaction with its provider; 'unknown' when we never started it. */
  verify(gateway: Gateway, txnId: string): Promise<Verification | 'unknown'>;
  /**
   * Re-checks payments pending too long; expires those past their time. Skipped (0) while another
   * instance on the same database sweeps. @returns how many were checked
   */
  sweep(options?: SweepOptions): Promise<number>;
  /** Runs `sweep` every `intervalMs`; call the answer to stop (it resolves once a running pass ends). */
  startSweeper(intervalMs?: number, olderThanMs?: number): () => Promise<void>;
}

const consoleLog: PaymentsLog = {
  info: (line) => console.log(line),
  alert: (line) => console.error(line),
};

const MAX_BODY_BYTES = 64 * 1024;
const LOCAL_ROUTE = new RegExp(`^/payments/local/(${GATEWAYS.join('|')})(/.*)?$`);
const SWEEP_DAYS = 3;

// A payment owed back is not the sale's: the FIB page shows it declined, the result page says why.
const FIB_VIEW = { PENDING_PAYMENT: 'UNPAID', PAID: 'PAID', FAILED: 'DECLINED', CANCELLED: 'DECLINED', EXPIRED: 'EXPIRED', PAID_NEEDS_REFUND: 'DECLINED', REFUNDED: 'DECLINED' } as const;

/**
 * Builds the shop's payments on the production adapters (SECURITY §2); providers without
 * credentials are pointed at their local gateways, which this object also serves.
 * @example const payments = createPayments({ db, publicUrl, config: readPaymentsConfig(process.env, publicUrl) });
 */
export function createPayments(options: PaymentsOptions): ShopPayments {
  const { db, publicUrl, config, alsoSweep } = options;
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? 10_000;
  const log = options.log ?? consoleLog;
  const verifier: VerifierOptions = { db, log, cancelOrder: options.cancelOrder, ...(options.settled ? { settled: options.settled } : {}) };
  const adapters: Record<Gateway, GatewayAdapter> = {
    zaincash: createZainCash(config.zaincash, fetchImpl, timeoutMs),
    fib: createFib(config.fib, fetchImpl, timeoutMs),
    fastpay: createFastPay(config.fastpay, fetchImpl, timeoutMs),
    nasspay: createNassPay(config.nasspay, fetchImpl, timeoutMs),
  };

  // SECURITY-REVIEW L17: what strangers can trigger (callbacks, returns, FIB polls) asks a provider at most once per payment in 5 s.
  const check = (payment: PaymentRow) => verifyPayment(verifier, adapters[payment.gateway], payment);
  const intervalMs = options.statusCheckIntervalMs ?? STATUS_CHECK_INTERVAL_MS;
  const checkStatus = intervalMs > 0 ? debounceStatusChecks(check, { intervalMs }) : check;
  // SECURITY-REVIEW-2 N4: returns are no longer counted per address, so they are debounced per
  // payment too, apart from polls (the first return after paying asks afresh).
  const checkReturn = intervalMs > 0 ? debounceStatusChecks(check, { intervalMs }) : check;

  async function verify(gateway: Gateway, txnId: string): Promise<Verification | 'unknown'> {
    const payment = await findPayment(db, gateway, txnId);
    return payment ? verifyPayment(verifier, adapters[gateway], payment) : 'unknown';
  }

  // One instance sweeps at a time (a database lock); the others skip the pass and check 0.
  async function sweep(options: SweepOptions = {}): Promise<number> {
    const run = await withSweeperLock(db, () => sweepOnce(options));
    return run.ran ? run.result : 0;
  }

  async function sweepOnce({ olderThanMs = 10 * 60_000, now = new Date() }: SweepOptions): Promise<number> {
    // A payment that stays unverifiable (provider down, mismatch) is flagged at each pass for
    // three days, then left to a person.
    const stale = await findStalePayments(db, new Date(now.getTime() - SWEEP_DAYS * 86_400_000), new Date(now.getTime() - olderThanMs), 100);
    for (const payment of stale) {
      const adapter = adapters[payment.gateway];
      const outcome = await verifyPayment(verifier, adapter, payment);
      if (payment.expires_at > now) continue;
      if (outcome === 'unverified' || outcome === 'mismatch') {
        log.alert(`payments: ALERT ${payment.gateway} ${payment.gateway_txn_id} (${payableLabel(payment)}) is past its time and cannot be verified`);
      }
      if (outcome !== 'pending') continue;
      // Past its time and still unpaid at the provider: cancel there when it can (FIB), ask once
      // more so a payment made meanwhile is not lost, then expire it and release the order.
      if (adapter.cancel) await adapter.cancel(payment.gateway_txn_id);
      if ((await verifyPayment(verifier, adapter, payment)) !== 'pending') continue;
      const { changed } = await transitionPayment(db, payment, 'EXPIRED');
      if (changed) {
        log.info(`payments: ${payment.gateway} ${payment.gateway_txn_id} EXPIRED by the sweeper`);
        if (await verifier.cancelOrder(db, payableOf(payment))) await verifier.settled?.(payableOf(payment));
      }
    }
    await alsoSweep?.(now);
    return stale.length;
  }

  const payments: ShopPayments = {
    async start(order) {
      if (config.unavailable.includes(order.method)) throw new Error(`${order.method} is not configured`);
      const urls = { returnUrl: `${publicUrl}/payments/${order.method}/return`, callbackUrl: `${publicUrl}/payments/${order.method}/callback` };
      const created = await adapters[order.method].create(order, urls);
      const payable = { kind: order.kind ?? 'order', id: order.id } as const;
      const row = await recordPayment(db, {
        ...paymentOwner(payable),
        gateway: order.method,
        gateway_txn_id: created.txnId,
        order_ref: created.orderRef,
        amount: order.total,
        expires_at: created.expiresAt,
      });
      // SECURITY-REVIEW L10: one live payment per sale; an older one (pay later) is given up.
      await giveUpPayments({ verifier, adapters }, payable, row.id);
      return created.start;
    },

    cancelPayments: (payable) => giveUpPayments({ verifier, adapters }, payable),

    // A provider without a refund API: the staff give it back by hand in its dashboard.
    async refund({ gateway, txnId, amount, paid, reference }) {
      const adapter = adapters[gateway];
      if (!adapter.refund) return { ok: true, reference: null };
      const refunded = await adapter.refund(txnId, amount, paid, reference);
      const outcome = refunded.ok ? 'made' : refunded.unknown ? `answer lost (${refunded.reason}): pending until the provider is asked` : `refused: ${refunded.reason}`;
      log.info(`payments: ${gateway} ${txnId} refund ${reference} of ${amount} IQD ${outcome}`);
      return refunded;
    },

    // A provider without a way to ask cannot tell yet: the refund stays pending for a person.
    async refundStatus({ gateway, txnId, reference, sole }) {
      const adapter = adapters[gateway];
      return adapter.refundStatus ? adapter.refundStatus(txnId, reference, sole) : { state: 'unknown', reason: `${gateway} cannot be asked about refunds` };
    },

    serve(request, address) {
      const { pathname } = new URL(request.url);
      // Provider notices and our forms are small; a big body is refused before it is read.
      if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) {
        return Promise.resolve(new Response('Payload too large\n', { status: 413 }));
      }
      const local = LOCAL_ROUTE.exec(pathname);
      if (local) {
        const gateway = local[1] as Gateway;
        if (!config.local.includes(gateway)) return Promise.resolve(new Response('Not found\n', { status: 404 }));
        return serveLocalGateway({ db, publicUrl, config, fetch: fetchImpl, timeoutMs, log }, gateway, local[2] ?? '/', request);
      }
      return servePaymentRoute({ db, publicUrl, adapters, verify: (_, payment, fresh) => (fresh ? checkReturn(payment) : checkStatus(payment)), log, address }, request);
    },

    async fibPaymentStatus(paymentId) {
      let payment = await findPayment(db, 'fib', paymentId);
      if (!payment) return null;
      if (payment.status === 'PENDING_PAYMENT') {
        await checkStatus(payment);
        payment = (await findPayment(db, 'fib', paymentId)) ?? payment;
      }
      const order = await findPaymentOrder(db, payableOf(payment));
      return { status: FIB_VIEW[payment.status], orderPaid: order?.paid ?? false };
    },

    async fibPayment(paymentId) {
      // Only a payment still waiting, within its time: a paid, declined or expired one shows nothing.
      const payment = await findPayment(db, 'fib', paymentId);
      if (!payment || payment.status !== 'PENDING_PAYMENT' || payment.expires_at.getTime() <= Date.now()) return null;
      // The order's last start may be a later payment (pay later): only this payment's own token.
      const fibToken = (await findPaymentStart(db, payableOf(payment)))?.fibToken;
      return fibToken?.paymentId === paymentId ? fibToken : null;
    },

    verify,
    sweep,

    startSweeper(intervalMs = 60_000, olderThanMs = 10 * 60_000) {
      let running: Promise<void> | undefined;
      const timer = setInterval(() => {
        if (running) return;
        running = sweep({ olderThanMs })
          .then(
            () => {},
            (error: unknown) => log.alert(`payments: sweep failed: ${error instanceof Error ? error.message : String(error)}`),
          )
          .finally(() => (running = undefined));
      }, intervalMs);
      timer.unref();
      // Shutdown waits for a pass under way, so the database is not closed under it.
      return async () => {
        clearInterval(timer);
        await running;
      };
    },
  };
  return payments;
}
