import { beforeEach, describe, expect, it } from 'vitest';
import { createAccountClient } from '../api/account-client.js';
import type { ApiError } from '../api/api-error.js';
import { describeError } from '../api/errors.js';
import { shopFailures } from '../api/shop-failures.js';
import { freshPage } from '../internal/fresh-page.js';
import { candleDraft, refillDraft } from '../internal/fixtures.js';
import { createAccountCarts } from './account-backend.js';

interface Sent {
  url: string;
  query: string;
  variables: Record<string, unknown>;
  credentials?: RequestCredentials;
}

const serverLine = (id: string, quantity: number, promotion: { id: string; name: string; kind: string } | null = null) => ({
  __typename: 'CartItem',
  id,
  quantity,
  total: quantity * 18000,
  product: {
    id: '7',
    stock: 5,
    rating: 4.5,
    ratings: 2,
    details: { id: '7', title: 'Oud & Amber', description: 'Smoky.', image: '/media/p7.svg', price: null },
    collection: { id: '1', title: 'Nights' },
  },
  color: { id: '3', title: 'Ivory', color: '#fffff0' },
  scent: { id: '4', title: 'Oud', image: '/media/oud.svg' },
  size: { id: '71', price: 18000, size: { id: '2', title: '200 g' } },
  promotion,
});

const serverRefill = (id: string, quantity: number) => ({
  id,
  quantity,
  total: quantity * 16500,
  wick: { id: '1', title: 'Cotton wick', image: '/media/wick.svg', price: 1500 },
  container: { id: '2', title: 'Amber jar' },
  color: { id: '3', title: 'Ivory', color: '#fffff0', refill: 6000 },
  size: { id: '5', title: '250 g', value: 250 },
  scent: { id: '4', title: 'Oud', image: '/media/oud.svg' },
});

/** An account API answering GraphQL JSON from `answer`, keeping what was sent. */
function fakeApi(answer: (operation: string, variables: Record<string, unknown>) => unknown) {
  const sent: Sent[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const body = JSON.parse(String(init?.body)) as { query: string; variables: Record<string, unknown> };
    sent.push({ url: String(input), query: body.query, variables: body.variables, credentials: init?.credentials });
    const operation = body.query.match(/(?:query|mutation) (\w+)/)![1]!;
    return new Response(JSON.stringify(answer(operation, body.variables)), { headers: { 'content-type': 'application/json' } });
  };
  const client = createAccountClient({ endpoint: 'http://shop.test/graphql', fetch });
  return { sent, client };
}

describe('createAccountCarts', () => {
  beforeEach(freshPage);

  it('lists both carts from one request, in the shapes of SPEC §3', async () => {
    const { sent, client } = fakeApi(() => ({
      data: { user: { id: '1', cart: { items: [serverLine('11', 2)] }, refillCart: { items: [serverRefill('21', 1)] } } },
    }));
    const account = createAccountCarts(client, () => 'ar');
    const [items, refills] = await Promise.all([account.cart.list(), account.refillCart.list()]);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('http://shop.test/graphql?lang=ar');
    expect(sent[0]!.credentials).toBe('include');
    expect(items).toEqual([
      {
        id: '11',
        quantity: 2,
        total: 36000,
        product: {
          id: '7',
          stock: 5,
          rating: 4.5,
          ratings: 2,
          details: { title: 'Oud & Amber', description: 'Smoky.', image: '/media/p7.svg', price: null },
          collection: { id: '1', title: 'Nights' },
        },
        color: { id: '3', title: 'Ivory', color: '#fffff0' },
        scent: { id: '4', title: 'Oud', image: '/media/oud.svg' },
        size: { id: '71', price: 18000, size: { id: '2', title: '200 g' } },
      },
    ]);
    expect(refills).toEqual([serverRefill('21', 1)]);
  });

  it('sends the chosen ids when adding, and answers the cart after the change', async () => {
    const { sent, client } = fakeApi((operation) => (operation === 'AddToCart' ? { data: { addToCart: { items: [serverLine('11', 1)] } } } : { data: { addRefillCart: { items: [serverRefill('21', 3)] } } }));
    const account = createAccountCarts(client, () => 'en');
    const items = await account.cart.add(candleDraft());
    expect(sent[0]!.variables).toEqual({ id: '7', quantity: 1, color: '3', scent: '4', size: '71' });
    expect(items.map((item) => [item.id, item.quantity, item.total])).toEqual([['11', 1, 18000]]);

    await account.refillCart.add(refillDraft({ quantity: 3 }));
    expect(sent[1]!.variables).toEqual({ quantity: 3, color: '3', scent: '4', size: '5', wick: '1', container: '2' });
  });

  it("keeps the promotion the server names for a line (its id and name only), so the line's analytics events name it", async () => {
    const { client } = fakeApi(() => ({
      data: { user: { id: '1', cart: { items: [serverLine('11', 1, { id: '9', name: 'Eid', kind: 'percent' }), serverLine('12', 1)] }, refillCart: { items: [] } } },
    }));
    const items = await createAccountCarts(client, () => 'en').cart.list();
    expect(items.map((item) => item.promotion)).toEqual([{ id: '9', name: 'Eid' }, undefined]);
    expect('promotion' in items[1]!).toBe(false);
  });

  it('sends null for choices a product does not have', async () => {
    const { sent, client } = fakeApi(() => ({ data: { addToCart: { items: [] } } }));
    await createAccountCarts(client, () => 'en').cart.add(candleDraft({ color: null, scent: null, size: null }));
    expect(sent[0]!.variables).toEqual({ id: '7', quantity: 1, color: null, scent: null, size: null });
  });

  it('edits and removes lines by their server ids', async () => {
    const { sent, client } = fakeApi((operation, variables) => {
      if (operation === 'EditCart') return { data: { editCart: { items: [serverLine('11', variables.quantity as number)] } } };
      if (operation === 'RemoveCart') return { data: { removeCart: { items: [] } } };
      if (operation === 'EditRefillCart') return { data: { editRefillCart: { items: [serverRefill('21', 4)] } } };
      return { data: { removeRefillCart: { items: [] } } };
    });
    const account = createAccountCarts(client, () => 'ku');
    expect((await account.cart.edit('11', 3))[0]!.quantity).toBe(3);
    expect(await account.cart.remove('11')).toEqual([]);
    expect((await account.refillCart.edit('21', 4))[0]!.total).toBe(66000);
    expect(await account.refillCart.remove('21')).toEqual([]);
    expect(sent.map((call) => [call.query.match(/mutation (\w+)/)![1], call.variables])).toEqual([
      ['EditCart', { id: '11', quantity: 3 }],
      ['RemoveCart', { id: '11' }],
      ['EditRefillCart', { id: '21', quantity: 4 }],
      ['RemoveRefillCart', { id: '21' }],
    ]);
  });

  it("throws the client's ApiError, so describeError reads its key", async () => {
    const { client } = fakeApi(() => ({ data: null, errors: [{ message: 'stock', extensions: { debugMessage: 'Unauthorized.phone' } }] }));
    const failure = await createAccountCarts(client, () => 'en')
      .cart.add(candleDraft())
      .then(
        () => undefined,
        (error: ApiError) => error,
      );
    expect(failure).toEqual({ key: 'stock', phone: true });
    expect(describeError(failure, shopFailures.addToCart)).toEqual({ title: 'feedback.fail', message: 'cart.addToCartFail', phone: true });
  });

  it('throws a network failure as a network error', async () => {
    const client = createAccountClient({ endpoint: 'http://shop.test/graphql', fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    const failure = await createAccountCarts(client, () => 'en')
      .cart.remove('11')
      .then(
        () => undefined,
        (error: ApiError) => error,
      );
    expect(describeError(failure, shopFailures.cart).message).toBe('errors.network');
  });

  it('refuses to list without a signed-in user, and asks again next time', async () => {
    let signedIn = false;
    const { sent, client } = fakeApi(() => ({
      data: { user: signedIn ? { id: '1', cart: { items: [] }, refillCart: { items: [] } } : null },
    }));
    const account = createAccountCarts(client, () => 'en');
    await expect(account.cart.list()).rejects.toEqual({ key: 'unauthorized', code: 'UNAUTHORIZED' });
    signedIn = true;
    expect(await account.cart.list()).toEqual([]);
    expect(sent).toHaveLength(2);
  });

  it('drives the shared cart once connected: plus, minus and remove go to the account', async () => {
    let lines = [serverLine('11', 1)];
    const { sent, client } = fakeApi((operation, variables) => {
      if (operation === 'AccountCarts') return { data: { user: { id: '1', cart: { items: lines }, refillCart: { items: [] } } } };
      if (operation === 'EditCart') lines = [serverLine('11', variables.quantity as number)];
      if (operation === 'RemoveCart') lines = [];
      const field = operation === 'EditCart' ? 'editCart' : 'removeCart';
      return { data: { [field]: { items: lines } } };
    });
    const { connectAccountCarts } = await import('../session/account-carts.js');
    const { $cart, cart } = await import('../stores/cart.js');
    await connectAccountCarts(createAccountCarts(client, () => 'en'));
    expect($cart.get().items.map((item) => item.quantity)).toEqual([1]);
    expect(await cart.increase('11')).toEqual({});
    expect($cart.get().items.map((item) => [item.quantity, item.total])).toEqual([[2, 36000]]);
    await cart.decrease('11');
    await cart.decrease('11');
    expect($cart.get().items).toEqual([]);
    expect(sent.map((call) => call.query.match(/(?:query|mutation) (\w+)/)![1])).toEqual(['AccountCarts', 'EditCart', 'EditCart', 'RemoveCart']);
    // Nothing of the account's lines is written to the guest's storage.
    expect(localStorage.getItem('cart')).toBeNull();
  });
});
