import { beforeEach, describe, expect, it } from 'vitest';
import type { AccountClient } from '../api/account-client.js';
import type { Result } from '../api/api-error.js';
import { fibTokenFixture } from '../internal/fake-order-api.js';
import { freshPage } from '../internal/fresh-page.js';
import type { Timers } from '../internal/timers.js';

const START = Date.parse('2026-05-17T12:00:00Z');
const token = (paymentId = 'p-1') => fibTokenFixture(paymentId, new Date(START + 5_000).toISOString());

type Status = 'UNPAID' | 'PAID' | 'DECLINED' | 'EXPIRED' | 'offline';

/** A fake account client: the FIB token by id from `tokens`, statuses from `statuses` in turn. */
function fakeClient(statuses: Status[], tokens: Record<string, Result<unknown>> = {}) {
  const sent: [string, unknown][] = [];
  const client = {
    async query(document: { query: string }, variables: { paymentId: string }) {
      // By name: freshPage gives the watch its own copy of the documents.
      const operation = /(?:query|mutation) (\w+)/.exec(document.query)?.[1];
      if (operation === 'FibPayment') {
        sent.push(['FibPayment', variables.paymentId]);
        return tokens[variables.paymentId] ?? { error: { key: 'not.found' } };
      }
      if (operation !== 'FibPaymentStatus') throw new Error(`unexpected operation ${operation}`);
      sent.push(['FibPaymentStatus', variables.paymentId]);
      const status = statuses.shift() ?? 'UNPAID';
      if (status === 'offline') return { error: { key: 'errors.network', network: true } };
      return { data: { fibPaymentStatus: { status, orderPaid: status === 'PAID' } } };
    },
    mutate: () => Promise.reject(new Error('no mutations')),
  } as unknown as AccountClient;
  return { client, sent };
}

/** Timers run by hand, and a clock that moves with them. */
function fakeTimers() {
  let clock = START;
  let pending: { at: number; callback: () => void }[] = [];
  const timers: Timers = { setTimeout: (callback, ms) => pending.push({ at: clock + ms, callback }) };
  const advance = async (ms: number) => {
    const until = clock + ms;
    for (;;) {
      pending.sort((a, b) => a.at - b.at);
      const next = pending[0];
      if (!next || next.at > until) break;
      pending = pending.slice(1);
      clock = next.at;
      next.callback();
      await flush();
    }
    clock = until;
  };
  return { timers, advance, now: () => clock, pending: () => pending.length };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

async function load(statuses: Status[], tokens?: Record<string, Result<unknown>>, stored: Record<string, string> = {}) {
  const { createFibPaymentWatch } = await import('./fib-payment-watch.js');
  const { keepFibPayment, $fibPayment } = await import('../stores/fib-payment.js');
  const api = fakeClient(statuses, tokens);
  const time = fakeTimers();
  const storage = memoryStorage(stored);
  const watch = createFibPaymentWatch({ client: api.client, lang: () => 'en', storage, timers: time.timers, now: time.now });
  return { watch, api, time, storage, keepFibPayment, $fibPayment };
}

describe('createFibPaymentWatch', () => {
  beforeEach(freshPage);

  it("shows this tab's token, keeps a copy for a reload, and polls every 3 s until paid", async () => {
    const { watch, api, time, storage, keepFibPayment } = await load(['UNPAID', 'UNPAID', 'PAID']);
    keepFibPayment(token());
    watch.start();
    expect(watch.$token.get()).toEqual({ token: token() });
    expect(JSON.parse(storage.items.get('fib-payment')!)).toEqual(token());
    await flush();
    expect(watch.$outcome.get()).toBe('waiting');
    await time.advance(3000);
    expect(api.sent).toEqual([
      ['FibPaymentStatus', 'p-1'],
      ['FibPaymentStatus', 'p-1'],
    ]);
    await time.advance(3000);
    expect(watch.$outcome.get()).toBe('paid');
    await time.advance(30_000);
    expect(api.sent).toHaveLength(3);
  });

  it('reads the stored token after a reload', async () => {
    const { watch } = await load([], {}, { 'fib-payment': JSON.stringify(token()) });
    watch.start();
    expect(watch.$token.get()).toEqual({ token: token() });
  });

  it('ignores a stored value that is not a token', async () => {
    const { watch } = await load([], {}, { 'fib-payment': '{"paymentId":"p-1"}' });
    watch.start();
    expect(watch.$token.get()).toEqual({ missing: true });
  });

  it('ends on declined and on expired answers', async () => {
    const declined = await load(['DECLINED']);
    declined.keepFibPayment(token());
    declined.watch.start();
    await flush();
    expect(declined.watch.$outcome.get()).toBe('declined');
    freshPage();
    const expired = await load(['EXPIRED']);
    expired.keepFibPayment(token());
    expired.watch.start();
    await flush();
    expect(expired.watch.$outcome.get()).toBe('expired');
  });

  it('counts down every second and shows expired once the time ran out', async () => {
    const { watch, time, keepFibPayment } = await load(['offline']);
    keepFibPayment(token());
    watch.start();
    expect(watch.$remaining.get()).toBe(5000);
    await time.advance(2000);
    expect(watch.$remaining.get()).toBe(3000);
    expect(watch.$outcome.get()).toBe('waiting');
    await time.advance(3000);
    expect(watch.$remaining.get()).toBe(0);
    expect(watch.$outcome.get()).toBe('expired');
  });

  it("fetches the server's token for a payment begun on another origin, and keeps it", async () => {
    const partner = token('p-8');
    const { watch, api, keepFibPayment, $fibPayment } = await load([], { 'p-8': { data: { fibPayment: partner } } });
    keepFibPayment(token());
    watch.start('p-8');
    expect(watch.$token.get()).toEqual({ loading: true });
    await flush();
    expect(watch.$token.get()).toEqual({ token: partner });
    expect($fibPayment.get()).toEqual(partner);
    expect(api.sent).toEqual([
      ['FibPayment', 'p-8'],
      ['FibPaymentStatus', 'p-8'],
    ]);
  });

  it('says nothing waits when the server knows no such payment', async () => {
    const { watch } = await load([]);
    watch.start('p-9');
    await flush();
    expect(watch.$token.get()).toEqual({ missing: true });
  });

  it('shows a failed fetch with its message and fetches again on retry', async () => {
    const tokens: Record<string, Result<unknown>> = { 'p-8': { error: { key: 'errors.network', network: true } } };
    const { watch, api } = await load([], tokens);
    watch.start('p-8');
    await flush();
    expect(watch.$token.get()).toEqual({ failed: 'errors.network' });
    tokens['p-8'] = { data: { fibPayment: token('p-8') } };
    watch.retry();
    await flush();
    expect(watch.$token.get()).toEqual({ token: token('p-8') });
    expect(api.sent.filter(([operation]) => operation === 'FibPayment')).toHaveLength(2);
  });

  it('stops polling once stopped', async () => {
    const { watch, api, time, keepFibPayment } = await load([]);
    keepFibPayment(token());
    const stop = watch.start();
    await flush();
    stop();
    await time.advance(30_000);
    expect(api.sent).toHaveLength(1);
  });
});
