import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopApp } from '../app.js';
import { createLocalHumanCheck } from '../adapters/human-check/local-human-check.js';
import { createProduct, places, stockOf, type TestProduct } from '../test/buying.js';
import { createCustomer } from '../test/customers.js';
import { testDatabases } from '../test/databases.js';
import { appWithPayments, captureLog, orderState, redirectOf, visit } from '../test/payment-flows.js';
import { graphql, openShop, PUBLIC_URL, type TestShop } from '../test/shop.js';
import type { ShopPayments } from './payments.js';
import { readPaymentsConfig } from './config.js';

// The orders mutations with the real payments and their local gateways: what the storefront does.

const RESULT = `id uuid email token url fibToken { paymentId personalAppLink qrCode }`;
const BUY_NOW_GUEST = `mutation B($id: ID!, $method: String!, $city: ID, $address: String, $guest: GuestInput!) {
  buyNowGuest(id: $id, quantity: 2, method: $method, city: $city, address: $address, token: "local-unverified", guest: $guest) { ${RESULT} } }`;
const BUY_NOW = `mutation B($id: ID!, $method: String!, $city: ID, $address: String) {
  buyNow(id: $id, quantity: 1, method: $method, city: $city, address: $address) { ${RESULT} } }`;
const PAY_LATER = `mutation P($id: ID!, $method: String) { payLater(id: $id, type: "order", method: $method) { ${RESULT} } }`;
const GUEST_ORDER = `query G($uuid: String!, $email: String!) { guestOrder(uuid: $uuid, email: $email) { paid status } }`;
const GUEST = { name: 'Shilan Ahmed', email: 'shilan@example.com', phone: '07501234567' };

describe.each(testDatabases())('checkout with the local payment gateways on $name', (database) => {
  let shop: TestShop;
  let app: ShopApp;
  let payments: ShopPayments;
  let product: TestProduct;
  let delivery: { city: string; address: string };
  const log = captureLog();

  beforeAll(async () => {
    shop = await openShop(database, { humanCheck: createLocalHumanCheck(() => {}) });
    ({ app, payments } = appWithPayments(shop, { config: readPaymentsConfig({}, PUBLIC_URL), log }));
    product = await createProduct(shop.db, { stock: 20, price: 15_000 });
    delivery = { city: (await places(shop.db)).city, address: 'Street 60, house 12' };
  });
  afterAll(() => shop?.close());

  it('a guest pays with FIB: QR and app link from buyNowGuest, approve, the order is paid', async () => {
    const reply = await graphql(app, BUY_NOW_GUEST, { id: String(product.id), method: 'fib', ...delivery, guest: GUEST });
    expect(reply.errors).toBeUndefined();
    const { fibToken, uuid } = reply.data!.buyNowGuest;
    expect(fibToken.qrCode).toMatch(/^data:image\/png;base64,/);
    const page = await visit(app, fibToken.personalAppLink);
    expect(page.status).toBe(200);
    await visit(app, fibToken.personalAppLink, { id: fibToken.paymentId, decision: 'approve' });
    expect((await graphql(app, GUEST_ORDER, { uuid, email: GUEST.email })).data).toEqual({ guestOrder: { paid: true, status: 'pending' } });
  });

  it('a guest declines on ZainCash: the fail page, the order cancelled, the stock back', async () => {
    const before = await stockOf(shop.db, product.id);
    const reply = await graphql(app, BUY_NOW_GUEST, { id: String(product.id), method: 'zaincash', ...delivery, guest: GUEST });
    const { id, uuid, token } = reply.data!.buyNowGuest;
    expect(await stockOf(shop.db, product.id)).toBe(before - 2);
    const page = redirectOf(await visit(app, `/payments/zaincash/pay?id=${token}`));
    const back = await visit(app, page, { id: token, decision: 'decline' });
    const done = await visit(app, redirectOf(back));
    expect(redirectOf(done)).toBe(`${PUBLIC_URL}/payment/fail?id=${id}&uuid=${uuid}`);
    expect((await graphql(app, GUEST_ORDER, { uuid, email: GUEST.email })).data).toEqual({ guestOrder: { paid: false, status: 'cancelled' } });
    expect(await stockOf(shop.db, product.id)).toBe(before);
  });

  it('payLater with another provider pays the order; the first payment is given up (SECURITY-REVIEW L10) and the sweep later cancels nothing', async () => {
    const customer = await createCustomer(shop.db, { phone: '07701234567' });
    const first = await graphql(app, BUY_NOW, { id: String(product.id), method: 'zaincash', ...delivery }, { headers: customer.headers });
    const orderId = Number(first.data!.buyNow.id);
    const again = await graphql(app, PAY_LATER, { id: String(orderId), method: 'nasspay' }, { headers: customer.headers });
    expect(again.errors).toBeUndefined();
    const { transactionId, token } = JSON.parse(again.data!.payLater.token) as { transactionId: string; token: string };
    const checkout = redirectOf(await visit(app, `/payments/nasspay/checkout?transactionId=${transactionId}&token=${token}`));
    await visit(app, checkout, { id: transactionId, token, decision: 'approve' });
    expect(await orderState(shop.db, orderId)).toEqual({ paid: true, status: 'pending' });
    await payments.sweep({ now: new Date(Date.now() + 5 * 3600_000) });
    expect(await orderState(shop.db, orderId)).toEqual({ paid: true, status: 'pending' });
    const states = await shop.db.selectFrom('payments').select(['gateway', 'status']).where('order_id', '=', orderId).orderBy('id').execute();
    expect(states).toEqual([
      { gateway: 'zaincash', status: 'CANCELLED' },
      { gateway: 'nasspay', status: 'PAID' },
    ]);
    expect(log.alerts).toEqual([]);
  });
});
