import { beforeEach, describe, expect, it } from 'vitest';
import { describeError } from '../api/errors.js';
import { shopFailures } from '../api/shop-failures.js';
import { createLocalHumanCheck } from '../human-check/human-check.js';
import { candleDraft, refillDraft } from '../internal/fixtures.js';
import { fakeOrderApi, fibTokenFixture, type OrderAnswer } from '../internal/fake-order-api.js';
import { freshPage } from '../internal/fresh-page.js';
import type { OrderSubmission } from './place-order.js';

const fibToken = fibTokenFixture();

async function load(answers: OrderAnswer[] = []) {
  const { createOrderPlacer } = await import('./place-order.js');
  const { cart, $cart } = await import('../stores/cart.js');
  const { refillCart } = await import('../stores/refill-cart.js');
  const { $fibPayment } = await import('../stores/fib-payment.js');
  const { loggedIn } = await import('../stores/auth.js');
  const signIn = (status: 'active' | 'pending') => loggedIn({ id: '5', name: 'Sara', email: 'sara@example.com', phone: '+9647701234567', status });
  const api = fakeOrderApi(answers);
  let keys = 0;
  const placer = createOrderPlacer({ client: api.client, humanCheck: createLocalHumanCheck({ warn: () => {} }), newKey: () => `key-${++keys}` });
  return { placer, api, cart, $cart, refillCart, $fibPayment, signIn };
}

const guest = { name: 'Sara', phone: '07701234567', email: 'sara@example.com' };
const delivery = { shipping: 'delivery', city: '2', address: 'Street 5' } as const;
const guestCash: OrderSubmission = { method: 'cash', place: delivery, guest };

describe('createOrderPlacer', () => {
  beforeEach(freshPage);

  it('sends a guest cart with the human-check token and clears the carts on success', async () => {
    const { placer, api, cart, refillCart } = await load(['ok']);
    await cart.add(candleDraft({ quantity: 2 }));
    await refillCart.add(refillDraft());
    const outcome = await placer.submit(guestCash, 'en');
    expect(outcome).toMatchObject({ action: 'order', result: { id: '41', uuid: 'u-41' } });
    expect(api.sent).toEqual([
      {
        operation: 'CheckoutGuest',
        variables: expect.objectContaining({
          method: 'cash',
          city: '2',
          address: 'Street 5',
          selling_point: null,
          discountCode: null,
          token: 'local-unverified',
          guest: { ...guest, address: 'Street 5' },
          products: [{ id: '7', size: '71', scent: '4', color: '3', quantity: 2 }],
          refillItems: [expect.objectContaining({ container: '2', size: '5', wick: '1', quantity: 1 })],
          idempotencyKey: 'key-1',
        }),
      },
    ]);
    expect(localStorage.getItem('cart')).toBeNull();
    expect(localStorage.getItem('refill-cart')).toBeNull();
  });

  it('sends the signed-in cart order without token or guest', async () => {
    const { placer, api, signIn } = await load(['ok']);
    signIn('active');
    await placer.submit({ method: 'cash', place: { shipping: 'pickup', sellingPoint: '3' } }, 'ar');
    expect(api.sent[0]).toEqual({
      operation: 'Checkout',
      variables: { method: 'cash', notes: null, address: null, city: null, selling_point: '3', discountCode: null, idempotencyKey: 'key-1' },
    });
  });

  it('sends an unverified account’s order with a human-check token (SECURITY-REVIEW-2 N3)', async () => {
    const { placer, api, signIn } = await load(['ok', 'ok']);
    signIn('pending');
    await placer.submit({ method: 'cash', place: { shipping: 'pickup', sellingPoint: '3' } }, 'en');
    await placer.submit({ method: 'cash', place: { shipping: 'pickup', sellingPoint: '3' }, item: { product: '12', quantity: 1, size: null, color: null, scent: null } }, 'en');
    expect(api.sent.map((call) => [call.operation, call.variables.token])).toEqual([
      ['Checkout', 'local-unverified'],
      ['BuyNow', 'local-unverified'],
    ]);
  });

  it('picks buyNow and buyNowGuest for a single product and keeps the cart', async () => {
    const { placer, api, cart, $cart } = await load(['ok', 'ok']);
    await cart.add(candleDraft());
    const item = { product: '12', quantity: 3, size: '120', color: null, scent: '4' };
    await placer.submit({ method: 'cash', place: delivery, item }, 'en');
    await placer.submit({ ...guestCash, item }, 'en');
    expect(api.sent.map((call) => call.operation)).toEqual(['BuyNow', 'BuyNowGuest']);
    expect(api.sent[1]!.variables).toMatchObject({ id: '12', quantity: 3, size: '120', scent: '4', color: null, token: 'local-unverified' });
    expect($cart.get().items).toHaveLength(1);
  });

  it('keeps the key on a retry of the same form and changes it when the form changes', async () => {
    const { placer, api, cart } = await load(['network', 'stock.1', 'ok', 'ok']);
    await cart.add(candleDraft());
    const first = await placer.submit(guestCash, 'en');
    expect(describeError(first.error, shopFailures[first.action])).toEqual({ title: 'feedback.fail', message: 'errors.network' });
    const second = await placer.submit(guestCash, 'en');
    expect(describeError(second.error, shopFailures[second.action])).toMatchObject({ message: 'order.moreThanStock', index: 1 });
    await placer.submit({ ...guestCash, notes: 'Ring twice' }, 'en');
    await placer.submit(guestCash, 'en');
    expect(api.sent.map((call) => call.variables.idempotencyKey)).toEqual(['key-1', 'key-1', 'key-2', 'key-3']);
  });

  it('starts a new key once an order succeeded', async () => {
    const { placer, api } = await load(['ok', 'ok']);
    const item = { product: '12', quantity: 1 };
    await placer.submit({ ...guestCash, item }, 'en');
    await placer.submit({ ...guestCash, item }, 'en');
    expect(api.sent.map((call) => call.variables.idempotencyKey)).toEqual(['key-1', 'key-2']);
  });

  it('keeps the FIB token for the FIB page', async () => {
    const { placer, $fibPayment } = await load(['ok']);
    await placer.submit({ ...guestCash, method: 'fib', item: { product: '12', quantity: 1 } }, 'en');
    expect($fibPayment.get()).toEqual(fibToken);
  });

  it('answers a failure and keeps the cart', async () => {
    const { placer, cart, $cart } = await load(['stock.1']);
    await cart.add(candleDraft());
    const outcome = await placer.submit(guestCash, 'en');
    expect(outcome.result).toBeUndefined();
    expect($cart.get().items).toHaveLength(1);
  });
});
