import { promotionReduction, type PromotionLine, type PromotionTerms } from '@candleshop/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalHumanCheck } from '../../packages/server/src/adapters/human-check/local-human-check.js';
import { createProduct, places } from '../../packages/server/src/test/buying.js';
import { testDatabases } from '../../packages/server/src/test/databases.js';
import { promotionGuest, savePromotion } from '../../packages/server/src/test/promotions.js';
import { graphql, openShop, type TestShop } from '../../packages/server/src/test/shop.js';
import { verifiedStaff, type TestStaff } from '../../packages/server/src/test/staff.js';

// Issue 35 item 4: what the rules' promotionReduction says a basket saves is what the server
// takes off the order it places, for every kind and target, awkward amounts included; and the
// reduced price a shelf shows (Product.promotion) is what one unit costs at the checkout.

const CHECKOUT = `mutation C($selling_point: ID!, $guest: GuestInput!, $products: [GuestProductInput!]!, $discountCode: String) {
  checkoutGuest(method: "cash", selling_point: $selling_point, token: "local-unverified", guest: $guest, products: $products, discountCode: $discountCode) { id } }`;

const PRODUCT_PROMOTION = `query P($id: ID!) { product(id: $id) { promotion { kind amount was price } } }`;

describe.each(testDatabases())('promotion price agreement on $name', (database) => {
  let shop: TestShop;
  let owner: TestStaff;
  beforeAll(async () => {
    shop = await openShop(database, { humanCheck: createLocalHumanCheck(() => {}) });
    owner = await verifiedStaff(shop, 'owner');
  });
  afterAll(() => shop?.close());

  it('rules promotionReduction equals the discount the server charges, for every kind and target', async () => {
    const { pickup } = await places(shop.db);
    const [category, otherCategory] = (await shop.db.selectFrom('categories').select('id').orderBy('id').limit(2).execute()).map((row) => row.id);
    const collection = (await shop.db.selectFrom('collections').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
    const kinds: Array<[PromotionTerms['kind'], number]> = [
      ['percent', 15],
      ['percent', 33],
      ['fixed', 7_777],
      ['fixed', 99_999],
    ];
    for (const [n, [kind, amount]] of kinds.entries()) {
      for (const target of ['order', 'products', 'collections', 'categories'] as const) {
        const prices = [7_251 + n, 12_345, 333 * (n + 1)];
        const products = await Promise.all(prices.map((price) => createProduct(shop.db, { stock: 20, price })));
        await shop.db.updateTable('products').set({ collection_id: collection }).where('id', '=', products[0]!.id).execute();
        await shop.db.updateTable('products').set({ category_id: otherCategory! }).where('id', '=', products[2]!.id).execute();
        const targetIds = { order: [], products: [products[1]!.id], collections: [collection], categories: [category!] }[target];
        const code = `AGREE${n}${target.toUpperCase()}`;
        await savePromotion(shop, owner.headers, { automatic: false, code, kind, amount, target, targetIds: targetIds.map(String), minBasket: 5_000 });
        const quantities = [3, 2, 1];
        const lines: PromotionLine[] = products.map((product, index) => ({
          productId: product.id,
          collectionId: index === 0 ? collection : null,
          categoryId: index === 2 ? otherCategory! : category!,
          unitPrice: prices[index]!,
          quantity: quantities[index]!,
        }));
        const expected = promotionReduction(lines, { kind, amount, target, targetIds, minBasket: 5_000 });
        const placed = await graphql(shop.app, CHECKOUT, {
          selling_point: pickup,
          guest: promotionGuest(),
          discountCode: code,
          products: products.map((product, index) => ({ id: String(product.id), quantity: quantities[index] })),
        });
        expect(placed.errors).toBeUndefined();
        const order = await shop.db.selectFrom('orders').select(['subtotal', 'discount', 'total']).where('id', '=', Number(placed.data!.checkoutGuest.id)).executeTakeFirstOrThrow();
        expect({ kind, target, discount: order.discount }).toEqual({ kind, target, discount: expected.total });
        expect(order.total).toBe(order.subtotal - expected.total);
      }
    }
  });

  it('the price Product.promotion shows is what one unit costs at the checkout, for a percent and a fixed promotion', async () => {
    const { pickup } = await places(shop.db);
    for (const [kind, amount, listed] of [
      ['percent', 33, 12_345],
      ['fixed', 2_500, 9_999],
    ] as const) {
      const product = await createProduct(shop.db, { stock: 5, price: listed });
      await savePromotion(shop, owner.headers, { kind, amount, target: 'products', targetIds: [String(product.id)] });
      const shown = (await graphql(shop.app, PRODUCT_PROMOTION, { id: String(product.id) })).data!.product.promotion;
      expect(shown).toMatchObject({ kind, amount, was: listed });
      expect(shown.price).toBeLessThan(listed);
      const placed = await graphql(shop.app, CHECKOUT, { selling_point: pickup, guest: promotionGuest(), products: [{ id: String(product.id), quantity: 1 }] });
      expect(placed.errors).toBeUndefined();
      const order = await shop.db.selectFrom('orders').select(['total', 'delivery_price']).where('id', '=', Number(placed.data!.checkoutGuest.id)).executeTakeFirstOrThrow();
      expect({ kind, charged: order.total - order.delivery_price }).toEqual({ kind, charged: shown.price });
    }
  });
});
