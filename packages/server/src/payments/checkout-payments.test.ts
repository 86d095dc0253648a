import { beforeAll, describe, expect, it } from 'vitest';
import { createProduct, places, stockOf, type TestProduct } from '../test/buying.js';
import { createCustomer } from '../test/customers.js';
import { testDatabases } from '../test/databases.js';
import { localGatewaysSuite, orderState, redirectOf, visit } from '../test/payment-flows.js';
import { graphql, PUBLIC_URL } from '../test/shop.js';

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
  const suite = localGatewaysSuite(database);
  let product: TestProduct;
  let delivery: { city: string; address: string };

  beforeAll(async () => {
    product = await createProduct(suite.shop.db, { stock: 20, price: 15_000 });
    delivery = { city: (await places(suite.shop.db)).city, address: 'Street 60, house 12' };
  });

  it('a guest pays with FIB: QR and app link from buyNowGuest, approve, the order is paid', async () => {
    const reply = await graphql(suite.app, BUY_NOW_GUEST, { id: String(product.id), method: 'fib', ...delivery, guest: GUEST });
    expect(reply.errors).toBeUndefined();
    const { fibToken, uuid } = reply.data!.buyNowGuest;
    expect(fibToken.qrCode).toMatch(/^data:image\/png;base64,/);
    const page = await visit(suite.app, fibToken.personalAppLink);
    expect(page.status).toBe(200);
    await visit(suite.app, fibToken.personalAppLink, { id: fibToken.paymentId, decision: 'approve' });
    expect((await graphql(suite.app, GUEST_ORDER, { uuid, email: GUEST.email })).data).toEqual({ guestOrder: { paid: true, status: 'pending' } });
  });

  it('a guest declines on ZainCash: the fail page, the order cancelled, the stock back', async () => {
    const before = await stockOf(suite.shop.db, product.id);
    const reply = await graphql(suite.app, BUY_NOW_GUEST, { id: String(product.id), method: 'zaincash', ...delivery, guest: GUEST });
    const { id, uuid, token } = reply.data!.buyNowGuest;
    expect(await stockOf(suite.shop.db, product.id)).toBe(before - 2);
    const page = redirectOf(await visit(suite.app, `/payments/zaincash/pay?id=${token}`));
    const back = await visit(suite.app, page, { id: token, decision: 'decline' });
    const done = await visit(suite.app, redirectOf(back));
    expect(redirectOf(done)).toBe(`${PUBLIC_URL}/payment/fail?id=${id}&uuid=${uuid}`);
    expect((await graphql(suite.app, GUEST_ORDER, { uuid, email: GUEST.email })).data).toEqual({ guestOrder: { paid: false, status: 'cancelled' } });
    expect(await stockOf(suite.shop.db, product.id)).toBe(before);
  });

  it('payLater with another provider pays the order; the first payment is given up (SECURITY-REVIEW L10) and the sweep later cancels nothing', async () => {
    const customer = await createCustomer(suite.shop.db, { phone: '07701234567' });
    const first = await graphql(suite.app, BUY_NOW, { id: String(product.id), method: 'zaincash', ...delivery }, { headers: customer.headers });
    const orderId = Number(first.data!.buyNow.id);
    const again = await graphql(suite.app, PAY_LATER, { id: String(orderId), method: 'nasspay' }, { headers: customer.headers });
    expect(again.errors).toBeUndefined();
    const { transactionId, token } = JSON.parse(again.data!.payLater.token) as { transactionId: string; token: string };
    const checkout = redirectOf(await visit(suite.app, `/payments/nasspay/checkout?transactionId=${transactionId}&token=${token}`));
    await visit(suite.app, checkout, { id: transactionId, token, decision: 'approve' });
    expect(await orderState(suite.shop.db, orderId)).toEqual({ paid: true, status: 'pending' });
    await suite.payments.sweep({ now: new Date(Date.now() + 5 * 3600_000) });
    expect(await orderState(suite.shop.db, orderId)).toEqual({ paid: true, status: 'pending' });
    const states = await suite.shop.db.selectFrom('payments').select(['gateway', 'status']).where('order_id', '=', orderId).orderBy('id').execute();
    expect(states).toEqual([
      { gateway: 'zaincash', status: 'CANCELLED' },
      { gateway: 'nasspay', status: 'PAID' },
    ]);
    expect(suite.log.alerts).toEqual([]);
  });
});
