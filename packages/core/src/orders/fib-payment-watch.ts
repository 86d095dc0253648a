import { atom, type ReadableAtom } from 'nanostores';
import type { AccountClient } from '../api/account-client.js';
import { describeError } from '../api/errors.js';
import { shopFailures } from '../api/shop-failures.js';
import { FibPayment, FibPaymentStatus } from '../api/operations/orders.js';
import type { Lang } from '../i18n/languages.js';
import { pageTimers, type Timers } from '../internal/timers.js';
import { $fibPayment, keepFibPayment } from '../stores/fib-payment.js';
import type { FibToken } from '@candleshop/rules';

/** How often the FIB page asks whether the payment went through. */
export const FIB_POLL_MS = 3000;

/**
 * The FIB page's token: found, being fetched, not there (paid, declined, expired, never
 * started), or the fetch failed (a message key; `retry` asks again).
 */
export type FibTokenState = { token: FibToken } | { loading: true } | { missing: true } | { failed: string };

/** What the FIB page says of the payment. */
export type FibOutcome = 'waiting' | 'paid' | 'declined' | 'expired';

/** Settings of {@link createFibPaymentWatch}. */
export interface FibPaymentWatchOptions {
  client: AccountClient;
  lang: () => Lang;
  /** Where this tab keeps the token across reloads (`sessionStorage` by default, looked up on start). */
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  timers?: Timers;
  /** The clock of the countdown (tests). */
  now?: () => number;
}

/** The FIB page's state as stores, and its start and retry. */
export interface FibPaymentWatch {
  $token: ReadableAtom<FibTokenState>;
  /** The server's outcome; `expired` also once the countdown ran out. */
  $outcome: ReadableAtom<FibOutcome>;
  /** Milliseconds left until the token's `validUntil`, updated every second while waiting. */
  $remaining: ReadableAtom<number>;
  /**
   * Finds the token (this tab's, or the server's for `paymentId` when the checkout ran on another
   * origin), then polls until the payment ends. Answers the stop, for the page's unmount.
   */
  start(paymentId?: string): () => void;
  /** Fetches the token again after a failed fetch. */
  retry(): void;
}

// $fibPayment lives in memory; the tab keeps a copy so a reload of the page still shows the code.
const STORAGE_KEY = 'fib-payment';
const TOKEN_FIELDS = ['paymentId', 'readableCode', 'qrCode', 'validUntil', 'personalAppLink', 'businessAppLink', 'corporateAppLink'] as const;
const TICK_MS = 1000;

function storedToken(storage: FibPaymentWatchOptions['storage']): FibToken | undefined {
  try {
    const value: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return undefined;
    const record = value as Record<string, unknown>;
    return TOKEN_FIELDS.every((field) => typeof record[field] === 'string') ? (record as unknown as FibToken) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Creates the FIB payment page's logic (SPEC §2 fibPaymentDetails, §4: fib stores the fib token):
 * token keeping across reloads, the token fetch for a payment begun elsewhere, the status polling
 * and the countdown. Headless: the page renders its stores.
 * @example const watch = createFibPaymentWatch({ client, lang: () => 'en' }); const stop = watch.start(search.paymentId);
 */
export function createFibPaymentWatch(options: FibPaymentWatchOptions): FibPaymentWatch {
  const { client, lang, timers = pageTimers, now = Date.now } = options;
  const $token = atom<FibTokenState>({ loading: true });
  const $serverOutcome = atom<FibOutcome>('waiting');
  const $outcome = atom<FibOutcome>('waiting');
  const $remaining = atom<number>(0);
  // Each start (and retry) gets its own run; callbacks of an older run do nothing.
  let run = 0;
  let asked: string | undefined;

  const settle = () => {
    const state = $token.get();
    const left = 'token' in state ? Date.parse(state.token.validUntil) - now() : 0;
    $remaining.set(left);
    const outcome = $serverOutcome.get();
    $outcome.set(outcome === 'waiting' && 'token' in state && left <= 0 ? 'expired' : outcome);
  };

  const tick = (current: number) => {
    settle();
    if ($outcome.get() === 'waiting') timers.setTimeout(() => current === run && tick(current), TICK_MS);
  };

  // Polls fibPaymentStatus until the server says the order is paid or the payment ended.
  const poll = async (current: number, token: FibToken) => {
    const result = await client.query(FibPaymentStatus, { paymentId: token.paymentId }, lang());
    if (current !== run) return;
    const status = result.data?.fibPaymentStatus;
    const ended: FibOutcome | undefined = status?.orderPaid ? 'paid' : status?.status === 'DECLINED' ? 'declined' : status?.status === 'EXPIRED' ? 'expired' : undefined;
    if (ended) {
      $serverOutcome.set(ended);
      return settle();
    }
    // An unanswered poll is tried again: the payment may still go through.
    timers.setTimeout(() => current === run && void poll(current, token), FIB_POLL_MS);
  };

  const watch = (current: number, token: FibToken) => {
    $token.set({ token });
    tick(current);
    void poll(current, token);
  };

  const fetchToken = async (current: number, paymentId: string) => {
    $token.set({ loading: true });
    const result = await client.query(FibPayment, { paymentId }, lang());
    if (current !== run) return;
    const token = result.data?.fibPayment;
    // Kept like a token from this tab's checkout: a reload shows it without asking again.
    if (token) {
      keepFibPayment(token);
      return watch(current, token);
    }
    const message = describeError(result.error, shopFailures.query).message;
    // Paid, declined, expired or never started: nothing waits under this id.
    $token.set(message === 'errors.notFound' || message === 'errors.badRequest' ? { missing: true } : { failed: message });
  };

  return {
    $token,
    $outcome,
    $remaining,
    start(paymentId) {
      const current = ++run;
      const storage = options.storage ?? globalThis.sessionStorage;
      const unlisten = $fibPayment.subscribe((token) => {
        if (token) storage?.setItem(STORAGE_KEY, JSON.stringify(token));
      });
      $serverOutcome.set('waiting');
      const local = $fibPayment.get() ?? storedToken(storage);
      // The link names the payment when the checkout ran elsewhere (a partner page): this tab's
      // token counts only when it is that payment.
      asked = paymentId !== undefined && local?.paymentId !== paymentId ? paymentId : undefined;
      if (asked !== undefined) void fetchToken(current, asked);
      else if (local) watch(current, local);
      else $token.set({ missing: true });
      return () => {
        run++;
        unlisten();
      };
    },
    retry() {
      if (asked !== undefined) void fetchToken(++run, asked);
    },
  };
}
