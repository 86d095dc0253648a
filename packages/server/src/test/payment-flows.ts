import { afterAll, beforeAll, expect } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import type { ShopApp } from '../app.js';
import type { Database } from '../db/types.js';
import type { PaymentMethod } from '../db/tables/sales.js';
import { releaseUnpaid } from '../services/sale-life/release-unpaid.js';
import { readPaymentsConfig } from '../payments/config.js';
import { createPayments, type PaymentsOptions, type ShopPayments } from '../payments/payments.js';
import type { PaymentsLog } from '../payments/verifier.js';
import { createLocalHumanCheck } from '../adapters/human-check/local-human-check.js';
import type { TestDatabase } from './databases.js';
import { openShop, PUBLIC_URL, type TestShop } from './shop.js';

/** An order placed for a payment test, straight in the database, its stock already taken. */
export interface TestOrder {
  id: number;
  uuid: string;
  total: number;
  productId: number;
  quantity: number;
  guestEmail: string | null;
}

/** Places a pending, unpaid order of `quantity` units of an in-stock product. */
export async function placeTestOrder(db: Kysely<Database>, method: Exclude<PaymentMethod, 'cash'>, options: { quantity?: number; guestEmail?: string | null } = {}): Promise<TestOrder> {
  const quantity = options.quantity ?? 2;
  const product = await db
    .selectFrom('products')
    .select(['id', 'stock'])
    .where('stock', '>=', quantity + 5)
    .where('price', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const unitPrice = 12_500;
  const total = unitPrice * quantity;
  const guestEmail = options.guestEmail === undefined ? 'guest@example.com' : options.guestEmail;
  await db
    .updateTable('products')
    .set({ stock: product.stock - quantity })
    .where('id', '=', product.id)
    .execute();
  const order = await db
    .insertInto('orders')
    .values({ uuid: randomUUID(), status: 'pending', total, subtotal: total, method, guest_email: guestEmail, guest_name: guestEmail ? 'Guest' : null })
    .returning(['id', 'uuid'])
    .executeTakeFirstOrThrow();
  await db.insertInto('order_items').values({ order_id: order.id, product_id: product.id, size_id: null, color_id: null, scent_id: null, quantity, unit_price: unitPrice }).execute();
  return { id: order.id, uuid: order.uuid, total, productId: product.id, quantity, guestEmail };
}

/** The stock of a product now. */
export async function stockOf(db: Kysely<Database>, productId: number): Promise<number> {
  return (await db.selectFrom('products').select('stock').where('id', '=', productId).executeTakeFirstOrThrow()).stock;
}

/** An order's payment-relevant state now. */
export function orderState(db: Kysely<Database>, orderId: number) {
  return db.selectFrom('orders').select(['paid', 'status']).where('id', '=', orderId).executeTakeFirstOrThrow();
}

/** Log lines a test reads back. */
export function captureLog(): PaymentsLog & { infos: string[]; alerts: string[] } {
  const infos: string[] = [];
  const alerts: string[] = [];
  return { infos, alerts, info: (line) => infos.push(line), alert: (line) => alerts.push(line) };
}

/** An app whose payments reach their providers (and the local gateways reach it) through `app.fetch`. */
export function appWithPayments(shop: TestShop, options: Omit<PaymentsOptions, 'db' | 'publicUrl' | 'fetch' | 'cancelOrder'> & Partial<Pick<PaymentsOptions, 'cancelOrder'>>): { app: ShopApp; payments: ShopPayments } {
  let app: ShopApp | undefined;
  const payments = createPayments({
    db: shop.db,
    publicUrl: PUBLIC_URL,
    // Only our own shop is reachable in these tests: anything else is a failure, like a bad host.
    fetch: async (url, init) => {
      if (!url.startsWith(`${PUBLIC_URL}/`)) throw new TypeError(`fetch failed: ${url}`);
      return app!.fetch(new Request(url, init));
    },
    // The local gateways answer differently within milliseconds: no debounce unless a test asks.
    statusCheckIntervalMs: 0,
    cancelOrder: releaseUnpaid,
    ...options,
  });
  app = shop.appWith({ payments });
  return { app, payments };
}

/**
 * One shop for the enclosing suite that sells through the local payment gateways (every provider
 * without credentials) to guests who pass the local human check: opened before its tests, closed
 * after them; `log` keeps what the payments logged.
 */
export function localGatewaysSuite(database: TestDatabase) {
  const suite = { log: captureLog() } as { shop: TestShop; app: ShopApp; payments: ShopPayments; log: ReturnType<typeof captureLog> };
  beforeAll(async () => {
    suite.shop = await openShop(database, { humanCheck: createLocalHumanCheck(() => {}) });
    ({ app: suite.app, payments: suite.payments } = appWithPayments(suite.shop, { config: readPaymentsConfig({}, PUBLIC_URL), log: suite.log }));
  });
  afterAll(() => suite.shop?.close());
  return suite;
}

/** A request a fake provider received. */
export interface FakeRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** What a fake provider answers: a status and JSON or text, or 'hang' (never answers). */
export type FakeReply = { status?: number; json?: unknown; text?: string; headers?: Record<string, string> } | 'hang';

/** A provider on loopback for the production adapters (SECURITY §2.6). */
export interface FakeProvider {
  url: string;
  requests: FakeRequest[];
  handle: (request: FakeRequest) => FakeReply;
  close(): Promise<void>;
}

/** Starts a fake provider on 127.0.0.1; `handle` can be replaced per test. */
export async function startFakeProvider(handle: (request: FakeRequest) => FakeReply): Promise<FakeProvider> {
  const fake: Partial<FakeProvider> & { requests: FakeRequest[] } = { requests: [], handle };
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const request = { method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, body };
      fake.requests.push(request);
      const reply = fake.handle!(request);
      if (reply === 'hang') return;
      const headers = { ...(reply.json === undefined ? { 'content-type': 'text/plain' } : { 'content-type': 'application/json' }), ...reply.headers };
      res.writeHead(reply.status ?? 200, headers);
      res.end(reply.json === undefined ? (reply.text ?? '') : JSON.stringify(reply.json));
    });
  });
  // As real providers do, idle connections stay open long: with Node's 5 s, the shop's next call
  // could reuse a connection closing that moment (a reset, read as "no access token", seen in CI).
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake as FakeProvider;
}

/** A GET (or a form POST) through the app, redirects not followed. */
export function visit(app: ShopApp, url: string, form?: Record<string, string>): Promise<Response> {
  const full = url.startsWith('http') ? url : `${PUBLIC_URL}${url}`;
  return app.fetch(new Request(full, form ? { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) } : {}));
}

/** Where a response redirects to; '' when it does not. */
export const redirectOf = (response: Response): string => response.headers.get('location') ?? '';

/**
 * SECURITY §2 through the local ZainCash: returns that name the sale but carry no valid token of
 * the provider's mark nothing paid; the customer's approval on the local page does, and the
 * success page names the sale and its kind (`type`, left out for an order).
 */
export async function expectOnlyGenuineZainCashPays(app: ShopApp, sale: { id: string; uuid: string; token: string }, state: () => Promise<{ paid: boolean; status: string }>, type?: 'refill' | 'ticket'): Promise<void> {
  for (const forged of [`/payments/zaincash/return?orderId=${sale.id}&status=success`, `/payments/zaincash/return?token=${sale.token}`, '/payments/zaincash/return?token=a.b.c']) {
    expect(redirectOf(await visit(app, forged))).toBe(`${PUBLIC_URL}/payment/fail`);
  }
  expect(await state()).toEqual({ paid: false, status: 'pending' });
  const back = await decideOnLocalPage(app, redirectOf(await visit(app, `/payments/zaincash/pay?id=${sale.token}`)), 'approve');
  const done = await visit(app, redirectOf(back));
  expect(redirectOf(done)).toBe(`${PUBLIC_URL}/payment/success?id=${sale.id}&uuid=${sale.uuid}${type ? `&type=${type}` : ''}`);
  expect(await state()).toEqual({ paid: true, status: 'pending' });
}

/** The hidden form fields of a local gateway page. */
export function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) fields[match[1]!] = match[2]!;
  return fields;
}

/** Approves or declines on a local gateway page as a customer would; answers the page's redirect. */
export async function decideOnLocalPage(app: ShopApp, pageUrl: string, decision: 'approve' | 'decline'): Promise<Response> {
  const html = await (await visit(app, pageUrl)).text();
  const action = new URL(pageUrl, PUBLIC_URL);
  return visit(app, `${action.pathname}${action.search}`, { ...hiddenFields(html), decision });
}

/**
 * A shop's payments with the local gateways and `alsoSweep` run by each sweep (cash holds, waiting
 * lists), for tests that drive the sweep themselves and need no provider answering over HTTP.
 */
export function sweepingPayments(shop: TestShop, alsoSweep: PaymentsOptions['alsoSweep']): ShopPayments {
  return createPayments({ db: shop.db, publicUrl: PUBLIC_URL, config: readPaymentsConfig({}, PUBLIC_URL), log: captureLog(), cancelOrder: releaseUnpaid, alsoSweep });
}
