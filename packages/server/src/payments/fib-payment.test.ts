import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopApp } from '../app.js';
import { createLocalHumanCheck } from '../adapters/human-check/local-human-check.js';
import { createProduct, places, type TestProduct } from '../test/buying.js';
import { createCustomer } from '../test/customers.js';
import { testDatabases } from '../test/databases.js';
import { appWithPayments, captureLog, visit } from '../test/payment-flows.js';
import { graphql, openShop, PUBLIC_URL, type TestShop } from '../test/shop.js';
import { readPaymentsConfig } from './config.js';

// fibPayment: the FIB page on the storefront finds a payment started in another tab or origin
// (a partner page's checkout) again by its paymentId, only while the payment waits.

const TOKEN = 'paymentId readableCode qrCode validUntil personalAppLink businessAppLink corporateAppLink';
const BUY_NOW_GUEST = `mutation B($id: ID!, $city: ID, $address: String, $guest: GuestInput!) {
  buyNowGuest(id: $id, quantity: 1, method: "fib", city: $city, address: $address, token: "local-unverified", guest: $guest) { id fibToken { ${TOKEN} } } }`;
const BUY_NOW = `mutation B($id: ID!, $city: ID, $address: String) {
  buyNow(id: $id, quantity: 1, method: "fib", city: $city, address: $address) { id fibToken { ${TOKEN} } } }`;
const PAY_LATER = `mutation P($id: ID!) { payLater(id: $id, type: "order", method: "fib") { fibToken { ${TOKEN} } } }`;
const FIB_PAYMENT = `query F($id: String!) { fibPayment(paymentId: $id) { ${TOKEN} } }`;
const GUEST = { name: 'Shilan Ahmed', email: 'shilan@example.com', phone: '07501234567' };

interface Token {
  paymentId: string;
  personalAppLink: string;
}

describe.each(testDatabases())('fibPayment on $name', (database) => {
  let shop: TestShop;
  let app: ShopApp;
  let product: TestProduct;
  let delivery: { city: string; address: string };

  beforeAll(async () => {
    shop = await openShop(database, { humanCheck: createLocalHumanCheck(() => {}) });
    // The response cache is on, as in production: the token must never be answered from it.
    const { payments } = appWithPayments(shop, { config: readPaymentsConfig({}, PUBLIC_URL), log: captureLog() });
    app = shop.appWith({ payments, responseCacheTtlMs: 60_000 });
    product = await createProduct(shop.db, { stock: 20, price: 15_000 });
    delivery = { city: (await places(shop.db)).city, address: 'Street 60, house 12' };
  });
  afterAll(() => shop?.close());

  async function guestFib(): Promise<{ id: string; fibToken: Token & Record<string, string> }> {
    const reply = await graphql(app, BUY_NOW_GUEST, { id: String(product.id), ...delivery, guest: GUEST });
    expect(reply.errors).toBeUndefined();
    return reply.data!.buyNowGuest;
  }

  it('answers the pending payment’s token without a cookie, and not.found once it is paid', async () => {
    const { fibToken } = await guestFib();
    const found = await graphql(app, FIB_PAYMENT, { id: fibToken.paymentId });
    expect(found.errors).toBeUndefined();
    expect(found.data).toEqual({ fibPayment: fibToken });
    await visit(app, fibToken.personalAppLink, { id: fibToken.paymentId, decision: 'approve' });
    const paid = await graphql(app, FIB_PAYMENT, { id: fibToken.paymentId });
    expect(paid.errors?.[0]?.message).toBe('not.found');
    expect(paid.data?.fibPayment ?? null).toBeNull();
  });

  it('is not.found for a declined or expired payment, an unknown id; a malformed id is refused', async () => {
    const declined = (await guestFib()).fibToken;
    await visit(app, declined.personalAppLink, { id: declined.paymentId, decision: 'decline' });
    expect((await graphql(app, FIB_PAYMENT, { id: declined.paymentId })).errors?.[0]?.message).toBe('not.found');

    const late = (await guestFib()).fibToken;
    await shop.db
      .updateTable('payments')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('gateway_txn_id', '=', late.paymentId)
      .execute();
    expect((await graphql(app, FIB_PAYMENT, { id: late.paymentId })).errors?.[0]?.message).toBe('not.found');

    expect((await graphql(app, FIB_PAYMENT, { id: '00000000-0000-4000-8000-000000000000' })).errors?.[0]?.message).toBe('not.found');
    const bad = await graphql(app, FIB_PAYMENT, { id: '../x' });
    expect(bad.errors?.[0]?.message).not.toBe('not.found');
    expect(bad.data?.fibPayment ?? null).toBeNull();
  });

  it('answers only the payment’s own token when payLater started a newer one for the order', async () => {
    const customer = await createCustomer(shop.db, { phone: '07701234568' });
    const first = await graphql(app, BUY_NOW, { id: String(product.id), ...delivery }, { headers: customer.headers });
    expect(first.errors).toBeUndefined();
    const { id, fibToken: old } = first.data!.buyNow as { id: string; fibToken: Token };
    const again = await graphql(app, PAY_LATER, { id }, { headers: customer.headers });
    expect(again.errors).toBeUndefined();
    const newer = again.data!.payLater.fibToken as Token;
    expect(newer.paymentId).not.toBe(old.paymentId);
    expect((await graphql(app, FIB_PAYMENT, { id: newer.paymentId })).data).toEqual({ fibPayment: newer });
    expect((await graphql(app, FIB_PAYMENT, { id: old.paymentId })).errors?.[0]?.message).toBe('not.found');
  });
});
