import { describe, expect, it } from 'vitest';
import { createAccountClient, guestLines, orderOperations, type CartItem } from '@candleshop/core';
import { createLocalHumanCheck } from '../../packages/server/src/adapters/human-check/local-human-check.js';
import { createProduct, type TestProduct } from '../../packages/server/src/test/buying.js';
import { testDatabases } from '../../packages/server/src/test/databases.js';
import { END_PROMOTION, promotionGuest, savePromotion } from '../../packages/server/src/test/promotions.js';
import { graphql, PUBLIC_URL } from '../../packages/server/src/test/shop.js';
import { backOfficeSuite } from '../../packages/server/src/test/staff.js';

// Issue 35: the checkout widget shows the reduction the server quotes for its lines (core's
// PromotionQuote with the lines core's guestLines builds, as the widget's discount-code model
// sends them); this proves that figure is what the server then charges the same basket, for every
// kind: percent, fixed, targeted, a minimum basket not reached, the automatic promotion, a code
// replacing it, a budget nearly spent, and the refusals.

const CHECKOUT = `mutation C($selling_point: ID!, $guest: GuestInput!, $products: [GuestProductInput!]!, $discountCode: String) {
  checkoutGuest(method: "cash", selling_point: $selling_point, token: "local-unverified", guest: $guest, products: $products, discountCode: $discountCode) { id } }`;

/** A cart line as the widget's store holds it: only what guestLines reads is real. */
const cartItem = (product: TestProduct, quantity: number): CartItem => ({ id: `l${product.id}`, product: { id: String(product.id) }, size: null, color: null, scent: null, quantity }) as unknown as CartItem;

describe.each(testDatabases())('promotion quote agreement on $name', (database) => {
  const suite = backOfficeSuite(database, { humanCheck: createLocalHumanCheck(() => {}) });

  const client = () => createAccountClient({ endpoint: `${PUBLIC_URL}/graphql`, fetch: (input, init) => suite.shop.app.fetch(new Request(input, init)) });

  /** What the widget is quoted for a basket, and what the server charges when it is ordered. */
  async function quoteAndOrder(basket: Array<[TestProduct, number]>, code?: string) {
    const items = basket.map(([product, quantity]) => cartItem(product, quantity));
    const lines = guestLines(items, []);
    const quoted = await client().query(orderOperations.PromotionQuote, { ...lines, discountCode: code ?? null }, 'en');
    const placed = await graphql(suite.shop.app, CHECKOUT, { selling_point: suite.pickup, guest: promotionGuest(), products: lines.products, discountCode: code });
    const order = placed.data ? await suite.shop.db.selectFrom('orders').select(['subtotal', 'discount', 'total']).where('id', '=', Number(placed.data.checkoutGuest.id)).executeTakeFirstOrThrow() : undefined;
    return {
      quote: quoted.data?.promotionQuote,
      quoteRefusal: quoted.error?.validation,
      order,
      orderRefusal: (placed.errors?.[0]?.extensions as { validation?: { discountCode?: string[] } } | undefined)?.validation?.discountCode?.[0],
    };
  }

  const products = (...prices: number[]) => Promise.all(prices.map((price) => createProduct(suite.shop.db, { stock: 50, price })));

  it('a code: percent, fixed, on products, collections or categories, its minimum basket; the quote is the charge', async () => {
    const [category, otherCategory] = (await suite.shop.db.selectFrom('categories').select('id').orderBy('id').limit(2).execute()).map((row) => row.id);
    const collection = (await suite.shop.db.selectFrom('collections').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
    const cases = [
      { kind: 'percent', amount: 15, target: 'order', minBasket: 0 },
      { kind: 'fixed', amount: 7_777, target: 'order', minBasket: 0 },
      { kind: 'percent', amount: 33, target: 'products', minBasket: 0 },
      { kind: 'fixed', amount: 99_999, target: 'collections', minBasket: 0 },
      { kind: 'fixed', amount: 2_500, target: 'categories', minBasket: 30_000 },
    ] as const;
    for (const [n, terms] of cases.entries()) {
      const [a, b, c] = await products(7_251 + n, 12_345, 333);
      await suite.shop.db.updateTable('products').set({ collection_id: collection }).where('id', '=', a!.id).execute();
      await suite.shop.db.updateTable('products').set({ category_id: otherCategory! }).where('id', '=', c!.id).execute();
      const targetIds = { order: [], products: [b!.id], collections: [collection], categories: [category!] }[terms.target].map(String);
      const code = `QUOTE${n}`;
      await savePromotion(suite.shop, suite.owner.headers, { ...terms, automatic: false, code, targetIds, name: { en: `Code ${n}`, ku: `Code ${n}`, ar: `Code ${n}` } });
      const basket: Array<[TestProduct, number]> = [
        [a!, 3],
        [b!, 2],
        [c!, 1],
      ];
      const { quote, order } = await quoteAndOrder(basket, code.toLowerCase());
      expect(quote).toMatchObject({ name: `Code ${n}`, code });
      expect(quote!.discount).toBeGreaterThan(0);
      expect({ ...terms, discount: order!.discount }).toEqual({ ...terms, discount: quote!.discount });
      expect(order!.total).toBe(order!.subtotal - quote!.discount);
    }
  });

  it('a code refused for the basket or its limit is refused alike by the quote and the sale', async () => {
    const [small] = await products(4_000);
    await savePromotion(suite.shop, suite.owner.headers, { automatic: false, code: 'BIGBASKET', minBasket: 50_000 });
    const under = await quoteAndOrder([[small!, 2]], 'BIGBASKET');
    expect([under.quoteRefusal, under.orderRefusal]).toEqual(['input.discountCode.notApplicable', 'input.discountCode.notApplicable']);
    await savePromotion(suite.shop, suite.owner.headers, { automatic: false, code: 'ONCEONLY', maxUses: 1 });
    expect((await quoteAndOrder([[small!, 1]], 'ONCEONLY')).order!.discount).toBeGreaterThan(0);
    const used = await quoteAndOrder([[small!, 1]], 'ONCEONLY');
    expect([used.quoteRefusal, used.orderRefusal]).toEqual(['input.discountCode.exhausted', 'input.discountCode.exhausted']);
    const unknown = await quoteAndOrder([[small!, 1]], 'NOSUCHCODE');
    expect([unknown.quoteRefusal, unknown.orderRefusal]).toEqual(['input.discountCode.invalid', 'input.discountCode.invalid']);
  });

  it('without a code the automatic promotion that takes the most; a min basket not reached gives none; a code replaces it; a budget caps it', async () => {
    const [lamp, wick] = await products(20_000, 3_000);
    const target = { target: 'products', targetIds: [String(lamp!.id)] };
    const name = (en: string) => ({ en, ku: en, ar: en });
    await savePromotion(suite.shop, suite.owner.headers, { ...target, kind: 'percent', amount: 10, name: name('Ten off lamps') });
    const best = await savePromotion(suite.shop, suite.owner.headers, { ...target, kind: 'fixed', amount: 5_000, minBasket: 40_000, maxGiven: 12_000, name: name('Lamp night') });
    // Under the fixed promotion's minimum: the percent one (2,000) applies.
    const small = await quoteAndOrder([
      [lamp!, 1],
      [wick!, 1],
    ]);
    expect(small.quote).toEqual({ discount: 2_000, name: 'Ten off lamps', code: null, replaces: null });
    expect(small.order!.discount).toBe(2_000);
    // Over it: 5,000 beats 10% of 40,000 (4,000); twice, then it gives the 2,000 left of its budget.
    for (const expected of [5_000, 5_000, 2_000]) {
      const big = await quoteAndOrder([[lamp!, 2]]);
      expect(big.quote!.discount).toBe(expected);
      expect(big.order!.discount).toBe(expected);
    }
    // The wick alone is targeted by neither: nothing quoted, nothing taken.
    const none = await quoteAndOrder([[wick!, 2]]);
    expect(none.quote).toEqual({ discount: 0, name: null, code: null, replaces: null });
    expect(none.order!.discount).toBe(0);
    // A code replaces the automatic promotion, and says which.
    await savePromotion(suite.shop, suite.owner.headers, { automatic: false, code: 'REPLACEIT', kind: 'fixed', amount: 1_000, name: name('Small code') });
    const replaced = await quoteAndOrder([[lamp!, 1]], 'REPLACEIT');
    expect(replaced.quote).toEqual({ discount: 1_000, name: 'Small code', code: 'REPLACEIT', replaces: 'Ten off lamps' });
    expect(replaced.order!.discount).toBe(1_000);
    await graphql(suite.shop.app, END_PROMOTION, { id: best.id }, { headers: suite.owner.headers });
  });
});
