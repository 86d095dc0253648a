import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogueOperations,
  createAccountCarts,
  createAccountClient,
  createPublicClient,
  describeError,
  shopFailures,
  graphql as tag,
  type AccountCarts,
  type ApiError,
  type CartDraft,
  type RefillDraft,
} from '@candleshop/core';
import { refillChoice } from '../../packages/server/src/test/buying.js';
import { createCustomer } from '../../packages/server/src/test/customers.js';
import { testDatabases } from '../../packages/server/src/test/databases.js';
import { openShop, type TestShop } from '../../packages/server/src/test/shop.js';

// core's account carts (createAccountCarts) against the real API: the cart operations the
// storefront and the drawer send, answered by the server's cart mutations.

const ENDPOINT = 'http://shop.test/graphql';

const WhoAmI = tag(`query WhoAmI { user { id } }`);

describe.each(testDatabases())('account carts on $name', (database) => {
  let shop: TestShop;
  let account: AccountCarts;
  let anonymous: AccountCarts;
  let candle: CartDraft;
  let refill: RefillDraft;
  let userResolver = false;

  beforeAll(async () => {
    shop = await openShop(database);
    const customer = await createCustomer(shop.db);
    const withCookie =
      (cookie?: string): typeof fetch =>
      (input, init) => {
        const request = new Request(input, init);
        if (cookie) request.headers.set('cookie', cookie);
        return shop.app.fetch(request);
      };
    const client = createAccountClient({ endpoint: ENDPOINT, fetch: withCookie(customer.headers.cookie) });
    account = createAccountCarts(client, () => 'en');
    anonymous = createAccountCarts(createAccountClient({ endpoint: ENDPOINT, fetch: withCookie() }), () => 'en');
    // The `user` query belongs to the accounts resolvers; without them only the mutations are checked.
    const me = await client.query(WhoAmI, {}, 'en');
    userResolver = Boolean(me.data?.user);

    const publicClient = createPublicClient({ endpoint: ENDPOINT, fetch: withCookie() });
    const answer = await publicClient.query(catalogueOperations.ProductDetails, { id: '1' }, 'en');
    const product = answer.data!.product!;
    const size = product.sizes[0]!;
    candle = {
      product: { id: product.id, stock: product.stock, details: { title: product.details.title, image: product.details.image, price: product.details.price } },
      size: { id: size.id, price: size.price, size: { id: size.size.id, title: size.size.title } },
      color: product.colors[0]!,
      scent: product.scents[0]!,
      quantity: 2,
    };
    const choice = (await refillChoice(shop.db)).args;
    refill = {
      container: { id: choice.container, title: '' },
      size: { id: choice.size, title: '', value: 0 },
      color: { id: choice.color, title: '', color: '', refill: 0 },
      wick: { id: choice.wick, title: '', price: 0 },
      scent: { id: choice.scent, title: '' },
      quantity: 1,
    };
  });
  afterAll(() => shop?.close());

  it('adds, merges, edits and removes product lines, with server totals', async () => {
    const added = await account.cart.add(candle);
    expect(added).toHaveLength(1);
    const [line] = added;
    expect(line).toMatchObject({
      quantity: 2,
      total: 2 * candle.size!.price,
      product: { id: candle.product.id, stock: candle.product.stock, details: { title: candle.product.details.title } },
      size: { id: candle.size!.id, price: candle.size!.price, size: { title: candle.size!.size.title } },
      color: { id: candle.color!.id, title: candle.color!.title, color: candle.color!.color },
      scent: { id: candle.scent!.id, title: candle.scent!.title },
    });
    const merged = await account.cart.add({ ...candle, quantity: 1 });
    expect(merged.map((item) => [item.id, item.quantity])).toEqual([[line!.id, 3]]);
    const edited = await account.cart.edit(line!.id, 1);
    expect(edited.map((item) => [item.quantity, item.total])).toEqual([[1, candle.size!.price]]);
    expect(await account.cart.remove(line!.id)).toEqual([]);
  });

  it('adds, edits and removes refill lines', async () => {
    const [line] = await account.refillCart.add(refill);
    expect(line).toMatchObject({ quantity: 1, container: { id: refill.container.id }, size: { id: refill.size.id }, wick: { id: refill.wick.id } });
    expect(line!.total).toBeGreaterThan(0);
    const [edited] = await account.refillCart.edit(line!.id, 4);
    expect(edited!.total).toBe(4 * line!.total);
    expect(await account.refillCart.remove(line!.id)).toEqual([]);
  });

  it('lists both carts of the signed-in customer', async (context) => {
    if (!userResolver) context.skip();
    await account.cart.add(candle);
    await account.refillCart.add(refill);
    const [items, refills] = await Promise.all([account.cart.list(), account.refillCart.list()]);
    expect(items.map((item) => item.product.id)).toEqual([candle.product.id]);
    expect(refills).toHaveLength(1);
  });

  it('refuses a guest with an error describeError reads', async () => {
    // The account backend rejects with the client's ApiError.
    const failure = await anonymous.cart.add(candle).then(
      () => undefined,
      (error: ApiError) => error,
    );
    expect(describeError(failure, shopFailures.addToCart)).toMatchObject({ title: 'feedback.fail', message: 'cart.addToCartFail' });
    await expect(anonymous.cart.list()).rejects.toBeDefined();
  });
});
