import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { moveLocalTransaction } from '../db/repositories/sales/local-gateways.js';
import { startShopServer } from '../http-server.js';
import { testDatabases } from '../test/databases.js';
import { captureLog, orderState, placeTestOrder } from '../test/payment-flows.js';
import { openShop, type TestShop } from '../test/shop.js';
import { createPayments, type ShopPayments } from './payments.js';
import { releaseUnpaid } from '../services/sale-life/release-unpaid.js';
import { readPaymentsConfig } from './config.js';

// Over real sockets with the real fetch: the adapters call the shop's own local gateways, and the
// gateways call the shop's callback routes, as they do in `npm start`.

describe.each(testDatabases())('payments over HTTP on $name', (database) => {
  let shop: TestShop;
  let server: Server;
  let url: string;
  let payments: ShopPayments;
  const log = captureLog();

  beforeAll(async () => {
    shop = await openShop(database);
    let handler: RequestListener = (_, res) => res.end();
    server = createServer((req, res) => handler(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    payments = createPayments({ db: shop.db, publicUrl: url, config: readPaymentsConfig({}, url), log, cancelOrder: releaseUnpaid });
    handler = createApp({ db: shop.db, publicUrl: url, allowedOrigins: [url], payments }).handler;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await shop?.close();
  });

  /** A guest's ZainCash order approved on the local gateway; `decided` sends the browser back to the return. */
  const approvedAtZainCash = async () => {
    const order = await placeTestOrder(shop.db, 'zaincash', { guestEmail: null });
    const { token } = await payments.start({ id: order.id, uuid: order.uuid, total: order.total, method: 'zaincash', lang: 'en', email: null });
    const pay = await fetch(`${url}/payments/zaincash/pay?id=${token}`, { redirect: 'manual' });
    const decided = await fetch(pay.headers.get('location')!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id: token!, decision: 'approve' }),
      redirect: 'manual',
    });
    return { order, decided };
  };

  it('FIB: the local page approves, its callback reaches us, /status confirms, the order is paid', async () => {
    const order = await placeTestOrder(shop.db, 'fib');
    const { fibToken } = await payments.start({ id: order.id, uuid: order.uuid, total: order.total, method: 'fib', lang: 'en', email: order.guestEmail });
    const page = await fetch(fibToken!.personalAppLink);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('LOCAL TEST GATEWAY: no real money moves');
    const decided = await fetch(fibToken!.personalAppLink, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id: fibToken!.paymentId, decision: 'approve' }),
      redirect: 'manual',
    });
    expect(decided.status).toBe(303);
    expect(await orderState(shop.db, order.id)).toEqual({ paid: true, status: 'pending' });
    const back = await fetch(decided.headers.get('location')!, { redirect: 'manual' });
    expect(back.headers.get('location')).toBe(`${url}/payment/success?id=${order.id}&uuid=${order.uuid}`);
  });

  it('ZainCash: pay redirect, local page, signed return, /transaction/get, order paid', async () => {
    const { order, decided } = await approvedAtZainCash();
    const back = await fetch(decided.headers.get('location')!, { redirect: 'manual' });
    expect(back.headers.get('location')).toBe(`${url}/payment/success?id=${order.id}&uuid=${order.uuid}`);
    expect(await orderState(shop.db, order.id)).toEqual({ paid: true, status: 'pending' });
    expect(log.alerts).toEqual([]);
  });

  it('B5 over real sockets: FIB paid with its callback dropped, then 20 concurrent callbacks and the return change the state once', async () => {
    const order = await placeTestOrder(shop.db, 'fib');
    const { fibToken } = await payments.start({ id: order.id, uuid: order.uuid, total: order.total, method: 'fib', lang: 'en', email: order.guestEmail });
    const id = fibToken!.paymentId;
    // The customer paid at FIB; its callback never arrived.
    expect(await moveLocalTransaction(shop.db, 'fib', id, 'UNPAID', 'PAID')).toBe(true);
    const callback = () => fetch(`${url}/payments/fib/callback`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id, status: 'PAID' }) });
    const [back, ...callbacks] = await Promise.all([fetch(`${url}/payments/fib/return?paymentId=${id}`, { redirect: 'manual' }), ...Array.from({ length: 20 }, callback)]);
    expect(callbacks.map((response) => response.status)).toEqual(Array(20).fill(200));
    expect(back!.headers.get('location')).toMatch(/\/payment\/success\?/);
    expect(await orderState(shop.db, order.id)).toEqual({ paid: true, status: 'pending' });
    const events = await shop.db.selectFrom('payment_events').select('event_id').where('event_id', 'like', `${id}:%`).execute();
    expect(events).toEqual([{ event_id: `${id}:PAID` }]);
    expect(log.infos.filter((line) => line.includes(`${id} (order ${order.id}) PAID, order`))).toHaveLength(1);
  });

  it('a genuine return reaches the success page after 60 junk callbacks from the same address (SECURITY-REVIEW-2 N4)', async () => {
    const { order, decided } = await approvedAtZainCash();
    // Everyone here shares 127.0.0.1, as every visitor shares a proxy's address without TRUSTED_PROXIES.
    const junk = (n: number) => fetch(`${url}/payments/fib/callback`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: `junk${n}` }) });
    const statuses: number[] = [];
    for (let n = 0; n < 61; n += 1) statuses.push((await junk(n)).status);
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(404));
    expect(statuses[60]).toBe(429);
    const back = await fetch(decided.headers.get('location')!, { redirect: 'manual' });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`${url}/payment/success?id=${order.id}&uuid=${order.uuid}`);
    expect(await orderState(shop.db, order.id)).toEqual({ paid: true, status: 'pending' });
  });

  it('the shop server says at start which providers use the local test gateway, and stops its sweeper on close', async () => {
    const settings = await database.settings();
    const lines: string[] = [];
    const config = {
      port: 0,
      publicUrl: 'http://shop.test',
      allowedOrigins: [],
      production: false,
      responseCacheTtlMs: 0,
      dataDir: settings.dataDir,
      ...(settings.databaseUrl ? { databaseUrl: settings.databaseUrl } : {}),
    };
    const started = await startShopServer(config, { payments: readPaymentsConfig({}, 'http://shop.test') }, (line) => lines.push(line));
    await started.close();
    await settings.drop();
    expect(lines).toContain('candleshop: payments zaincash, fib, fastpay, nasspay use the LOCAL TEST GATEWAY (no real money moves)');
    // A whole server migrates and seeds a fresh database: minutes on a machine busy with other work.
  }, 180_000);
});
