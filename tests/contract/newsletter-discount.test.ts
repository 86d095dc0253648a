import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyNowLine, createAccountClient, NEWSLETTER_DISCOUNT_PERCENT, normalizeDiscountCode, orderOperations } from '@candleshop/core';
import { createLocalHumanCheck } from '../../packages/server/src/adapters/human-check/local-human-check.js';
import { lastMailTo } from '../../packages/server/src/test/accounts.js';
import { createProduct, places } from '../../packages/server/src/test/buying.js';
import { testDatabases } from '../../packages/server/src/test/databases.js';
import { graphql, openShop, PUBLIC_URL, type TestShop } from '../../packages/server/src/test/shop.js';

// Issues 13, 35: the discount line the checkout shows for a newsletter code (the server's quote of
// the buy-now line, as core's discount-code model asks it) is what the server takes off the order
// it places with that code: 15% of the items rounded down, for awkward amounts too.

const TOKEN = 'local-unverified';
const GUEST = { name: 'Shilan Ahmed', email: 'shilan@example.com', phone: '07501234567' };
const BUY = `mutation B($id: ID!, $quantity: Int!, $city: ID, $guest: GuestInput!, $discountCode: String) {
  buyNowGuest(id: $id, quantity: $quantity, method: "cash", city: $city, address: "Street 60", token: "${TOKEN}", guest: $guest,
    discountCode: $discountCode) { uuid } }`;
const ORDER = `query G($uuid: String!, $email: String!) { guestOrder(uuid: $uuid, email: $email) { subtotal deliveryPrice discount total } }`;

describe.each(testDatabases())('newsletter discount agreement on $name', (database) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openShop(database, { humanCheck: createLocalHumanCheck(() => {}) });
  });
  afterAll(() => shop?.close());

  async function codeFor(email: string) {
    await graphql(shop.app, `mutation { newsletter(email: "${email}", token: "${TOKEN}") }`);
    const link = new URL(/https?:\/\/\S+\/newsletter\/confirm\?\S+/.exec((await lastMailTo(shop.db, email))!.body)![0]);
    const reply = await graphql(shop.app, `mutation C($email: String!, $token: String!) { confirmNewsletter(email: $email, token: $token) { code percent } }`, {
      email: link.searchParams.get('email'),
      token: link.searchParams.get('token'),
    });
    expect(reply.data!.confirmNewsletter.percent).toBe(NEWSLETTER_DISCOUNT_PERCENT);
    return reply.data!.confirmNewsletter.code as string;
  }

  it('the quoted discount is the server discount, 15% of the items rounded down, and the total is items − discount + delivery', async () => {
    const client = createAccountClient({ endpoint: `${PUBLIC_URL}/graphql`, fetch: (input, init) => shop.app.fetch(new Request(input, init)) });
    const where = await places(shop.db);
    for (const [n, [price, quantity]] of [
      [7250, 1],
      [12345, 3],
      [15001, 2],
      [99999, 7],
      [333, 1],
    ].entries()) {
      const product = await createProduct(shop.db, { stock: 50, price });
      // SECURITY-REVIEW L9: a code is its subscriber's, so each order is placed under that email.
      const guest = { ...GUEST, email: `saver${n}@example.com`, phone: `075012345${60 + n}` };
      const code = await codeFor(guest.email);
      // As typed by a customer: lower case with a dash, as core normalises it.
      const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`;
      expect(normalizeDiscountCode(typed)).toBe(code);
      const item = { product: String(product.id), quantity: quantity! };
      const quoted = await client.query(orderOperations.PromotionQuote, { products: [buyNowLine(item)], discountCode: typed }, 'en');
      const shown = quoted.data!.promotionQuote.discount;
      const placed = await graphql(shop.app, BUY, { id: String(product.id), quantity, city: where.city, guest, discountCode: typed });
      expect(placed.errors).toBeUndefined();
      const order = (await graphql(shop.app, ORDER, { uuid: placed.data!.buyNowGuest.uuid, email: guest.email })).data!.guestOrder;
      const subtotal = price! * quantity!;
      expect(shown).toBe(Math.floor((subtotal * NEWSLETTER_DISCOUNT_PERCENT) / 100));
      expect(order.discount).toBe(shown);
      expect(order.total).toBe(subtotal - shown + where.cityPrice);
    }
  });
});
