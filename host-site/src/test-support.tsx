// Test helpers of the host site: the messages, a fake API answering by operation name, and the
// network stub page tests share (README.md, "How pages are tested").
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { ALL_MESSAGE_AREAS, createTranslator, loadMessages, textDirection, type Lang, type PublicClient } from '@candleshop/core';
import { I18nProvider } from '@candleshop/ui';
import { $router } from './router.js';
import en from '../../packages/core/src/i18n/resources/en.js';
import account from '../../packages/core/src/i18n/resources/account/en.js';
import buying from '../../packages/core/src/i18n/resources/buying/en.js';
import catalogue from '../../packages/core/src/i18n/resources/catalogue/en.js';
import checkout from '../../packages/core/src/i18n/resources/checkout/en.js';
import site from '../../packages/core/src/i18n/resources/site/en.js';

// The storefront loads every message area (app.tsx): the same texts here.
const english = { ...en, ...catalogue, ...buying, ...checkout, ...account, ...site };

/** Renders `children` in English. */
export function English({ children }: { children: ReactNode }) {
  return <I18nProvider value={{ lang: 'en', dir: 'ltr', t: createTranslator('en', english) }}>{children}</I18nProvider>;
}

/** How the fake API answers one operation: a GraphQL payload (`{ data }` or `{ errors }`), or a throw for a network failure. */
export type Answer = (variables: Record<string, any>) => unknown;

/** What the fake API was sent. */
export interface SentCall {
  operation: string;
  variables: Record<string, unknown>;
}

/** A fake GraphQL endpoint: answers each operation by name (a function of its variables). */
export function fakeApi(answers: Record<string, Answer>, sent: SentCall[] = []) {
  const fetch = async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { query: string; variables: Record<string, unknown> };
    const operation = /(?:query|mutation) (\w+)/.exec(body.query)![1]!;
    sent.push({ operation, variables: body.variables });
    const answer = (await answers[operation]?.(body.variables)) ?? refused('not.found', 'NOT_FOUND');
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  };
  return { fetch: fetch as typeof globalThis.fetch, sent };
}

/** Where the mocked session module sends its calls; a test sets `fetch`. */
export const testApi = { fetch: (async () => new Response('{}')) as typeof globalThis.fetch };

/**
 * Stands in for `account/session.js` and `api.js` (they read `location.origin`): the same
 * clients and session, over `testApi.fetch`.
 * @example vi.mock('../account/session.js', () => import('../test-support.js').then((m) => m.sessionModule()));
 */
export async function sessionModule() {
  const core = await import('@candleshop/core');
  const { atom } = await import('nanostores');
  const fetch = ((...args: Parameters<typeof globalThis.fetch>) => testApi.fetch(...args)) as typeof globalThis.fetch;
  const endpoint = 'http://shop.test/graphql';
  const accountClient = core.createAccountClient({ endpoint, fetch });
  const currentLang = () => 'en' as const;
  const humanCheck = { token: async () => 'human-ok' };
  const session = core.createAccountSession({ client: accountClient, lang: currentLang, humanCheck });
  const $landing = atom(false);
  const land = async <T extends { to?: string }>(step: () => Promise<T>, open: (path: string) => void) => {
    const outcome = await step();
    if (outcome.to) open(outcome.to);
    return outcome;
  };
  return { accountClient, currentLang, humanCheck, session, $landing, land, publicClient: core.createPublicClient({ endpoint, fetch }) };
}

/**
 * Stands in for `api.js`: the same clients over the stubbed `fetch`, the public one asking every
 * time (its page-long cache would carry one test's answer into the next).
 * @example vi.mock('../api.js', () => import('../test-support.js').then((m) => m.apiModule()));
 */
export async function apiModule() {
  const core = await import('@candleshop/core');
  const endpoint = 'http://shop.test/graphql';
  const cached = core.createPublicClient({ endpoint });
  const publicClient: PublicClient = { query: (document, variables, lang) => cached.query(document, variables, lang, { fresh: true }) };
  const accountClient = core.createAccountClient({ endpoint });
  return { publicClient, accountClient, accountQueries: accountClient };
}

/** Renders `ui` in `lang` with every message area loaded, as the storefront does (app.tsx). */
export async function renderIn(ui: ReactNode, lang: Lang = 'en') {
  const messages = await loadMessages(lang, ALL_MESSAGE_AREAS);
  return render(<I18nProvider value={{ lang, dir: textDirection(lang), t: createTranslator(lang, messages) }}>{ui}</I18nProvider>);
}

/** The network of a test file that called `stubNetwork`: set `answers` per test, read `sent`. */
export const network = { answers: {} as Record<string, Answer>, sent: [] as SentCall[] };

/**
 * Stubs `fetch` for the calling test file: each operation is answered by `network.answers`, an
 * unanswered one is refused as not found; both are emptied before each test.
 */
export function stubNetwork() {
  const api = fakeApi(network.answers, network.sent);
  beforeAll(() => {
    // The page starts at the root, as a window of its own does, not where a suite before left the
    // address and the router (they share both: isolate: false, vitest.config.ts).
    $router.open('/', true);
    vi.stubGlobal('fetch', api.fetch);
    // The machines that run the suite share their cores: a page's first render loads its messages.
    configure({ asyncUtilTimeout: 3000 });
  });
  beforeEach(() => {
    for (const name of Object.keys(network.answers)) delete network.answers[name];
    api.sent.length = 0;
  });
  afterEach(cleanup);
}

/** A GraphQL refusal with the server's key (and its code, as the server's error extensions carry it). */
export function refused(message: string, code?: string) {
  return { errors: [{ message, ...(code ? { extensions: { code } } : {}) }] };
}

/** An answer that never arrives: the fetch fails as a browser's does offline. */
export function offline(): never {
  throw new TypeError('Failed to fetch');
}

/** What a page says when the shop cannot be reached (`errors.network`). */
export const NETWORK_FAILURE = 'We could not reach the shop. Check your connection and try again.';

/** What {@link failThenRetry} expects besides the defaults: the failure's text and the loading text. */
export interface FailThenRetryOptions {
  message?: string;
  loading?: string;
}

/**
 * Renders `view` (an element rendered in English, or a function that renders) with `operation`
 * offline and walks the page through its first states: loading (role status), then the failure's
 * message with its retry, and after the retry with `answer` no alert left. The caller asserts the
 * success it expects.
 */
export async function failThenRetry(view: ReactNode | (() => Promise<unknown>), operation: string, answer: Answer, { message = NETWORK_FAILURE, loading = 'Loading…' }: FailThenRetryOptions = {}) {
  network.answers[operation] = offline;
  await (typeof view === 'function' ? view() : renderIn(view));
  expect(screen.getByRole('status').textContent).toContain(loading);
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain(message);
  network.answers[operation] = answer;
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
}

/**
 * The facts of the fixtures' order, as the shop answers them to its customer and to staff alike:
 * 36,000 IQD of goods and 5,000 of delivery to Street 5, in cash and not paid yet.
 */
export const cashOrderFacts = {
  total: 41000,
  subtotal: 36000,
  deliveryPrice: 5000,
  discount: 0,
  giftCardPaid: 0,
  paid: false,
  method: 'cash',
  date: '2026-11-22T10:00:00+03:00',
  pickup: false,
  address: 'Street 5',
  notes: null,
  sellingPoint: null,
};

/** A partner's month as the shop answers it to the owner and to the partner's own page: an order and a refill paid, one sale earning nothing. */
export const partnerStatement = {
  month: '2026-11',
  sales: 2,
  total: 60_000,
  commission: 7500,
  notEarning: 1,
  kinds: [
    { kind: 'order', sales: 1, total: 20_000, commission: 2500 },
    { kind: 'refill', sales: 1, total: 40_000, commission: 5000 },
    { kind: 'ticket', sales: 0, total: 0, commission: 0 },
  ],
  lines: [
    { kind: 'order', date: '2026-11-10T13:00:00+03:00', total: 20_000, percent: 12.5, commission: 2500 },
    { kind: 'refill', date: '2026-11-11T13:00:00+03:00', total: 40_000, percent: 12.5, commission: 5000 },
  ],
};

/** A FIB payment as the server answers it (QR code, code to type, the apps' links), valid five more minutes. */
export const fibTokenOf = (paymentId: string) => ({
  paymentId,
  readableCode: 'ABCD-1234',
  qrCode: 'data:image/png;base64,AAAA',
  validUntil: new Date(Date.now() + 5 * 60_000).toISOString(),
  personalAppLink: `https://personal.fib.example/${paymentId}`,
  businessAppLink: `https://business.fib.example/${paymentId}`,
  corporateAppLink: `https://corporate.fib.example/${paymentId}`,
});

/** Renders `view` with `operation` refused as not found: `message` shows, with no retry (trying again cannot find it). */
export async function expectNotFound(view: ReactNode, operation: string, message: string) {
  network.answers[operation] = () => refused('not.found', 'NOT_FOUND');
  await renderIn(view);
  expect((await screen.findByRole('alert')).textContent).toBe(message);
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
}
