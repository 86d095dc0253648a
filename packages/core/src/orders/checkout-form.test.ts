import { beforeEach, describe, expect, it } from 'vitest';
import { expectChecksInSpecOrder, fakeOrderApi, fibTokenFixture, fillDelivery, fillGuest, orderFormOptions, type OrderAnswer } from '../internal/fake-order-api.js';
import { candleDraft } from '../internal/fixtures.js';
import { freshPage } from '../internal/fresh-page.js';

const fibToken = fibTokenFixture();

async function load(answers: OrderAnswer[] = []) {
  const { createCheckoutForm } = await import('./checkout-form.js');
  const { cart, $cart } = await import('../stores/cart.js');
  const { loggedIn } = await import('../stores/auth.js');
  const { $phonePopup } = await import('../stores/phone-popup.js');
  const api = fakeOrderApi(answers);
  const form = createCheckoutForm(orderFormOptions(api.client, 'ar'));
  return { form, api, cart, $cart, loggedIn, $phonePopup };
}

describe('createCheckoutForm', () => {
  beforeEach(freshPage);

  it('starts empty, with cash chosen and nothing to show', async () => {
    const { form } = await load();
    expect(form.$values.get()).toEqual({ name: '', phone: '', email: '', shipping: '', city: '', address: '', notes: '', sellingPoint: '' });
    expect(form.$method.get()).toBe('cash');
    expect(form.$step.get()).toBe('editing');
    expect(form.$errors.get()).toEqual({});
    expect(form.$alert.get()).toBeUndefined();
  });

  it('asks for the shipping choice first, as an info alert that goes once one is chosen', async () => {
    const { form } = await load();
    form.review();
    expect(form.$alert.get()).toEqual({ kind: 'info', message: 'checkout.chooseShipping' });
    expect(form.$errors.get()).toEqual({});
    form.edit('shipping', 'delivery');
    expect(form.$alert.get()).toBeUndefined();
  });

  it("checks a guest's name, phone and email one at a time, then city and address (SPEC §5)", async () => {
    const { form } = await load();
    form.edit('shipping', 'delivery');
    expectChecksInSpecOrder(form);
  });

  it('skips the contact block when signed in and needs a pickup point for pickup', async () => {
    const { form, loggedIn } = await load();
    loggedIn({ id: '1', name: 'Sara', email: 'sara@example.com', phone: '07701234567' });
    form.edit('shipping', 'pickup');
    form.review();
    expect(form.$errors.get()).toEqual({ sellingPoint: 'checkout.chooseSellingPoint' });
    expect(form.$step.get()).toBe('editing');
    form.edit('sellingPoint', '3');
    form.review();
    expect(form.$step.get()).toBe('paying');
  });

  it('closes the payment modal back to the form', async () => {
    const { form } = await load();
    fillGuest(form);
    fillDelivery(form);
    form.review();
    form.chooseMethod('zaincash');
    form.closePayment();
    expect(form.$step.get()).toBe('editing');
    expect(form.$method.get()).toBe('zaincash');
  });

  it('places a guest order with trimmed fields, shows the wait step, then success and the route', async () => {
    const { form, api, cart, $cart } = await load(['ok']);
    await cart.add(candleDraft());
    fillGuest(form);
    fillDelivery(form);
    form.review();
    const placing = form.place();
    expect(form.$step.get()).toBe('placing');
    const placed = await placing;
    expect(placed).toEqual({ result: expect.objectContaining({ id: '41' }), method: 'cash', route: { to: 'orderDetails', uuid: 'u-41', email: 'sara@example.com' } });
    expect(api.sent[0]).toMatchObject({
      operation: 'CheckoutGuest',
      variables: { city: '2', address: 'Street 5', token: 'submit-1', guest: { name: 'Sara', phone: '07701234567', email: 'sara@example.com', address: 'Street 5' } },
    });
    expect(form.$step.get()).toBe('editing');
    expect(form.$alert.get()).toEqual({ kind: 'success', message: 'order.success' });
    expect($cart.get().items).toEqual([]);
  });

  it('asks a new human-check token and keeps the idempotency key on each attempt of the same form', async () => {
    const { form, api, cart } = await load(['network', 'ok']);
    await cart.add(candleDraft());
    fillGuest(form);
    fillDelivery(form);
    expect(await form.place()).toBeUndefined();
    expect(form.$alert.get()).toEqual({ kind: 'fail', title: 'feedback.fail', message: 'errors.network', values: { product: '' } });
    await form.place();
    expect(api.sent.map((call) => [call.variables.token, call.variables.idempotencyKey])).toEqual([
      ['submit-1', 'key-1'],
      ['submit-2', 'key-1'],
    ]);
  });

  it('names the cart line over stock and keeps the cart and what was typed', async () => {
    const { form, cart, $cart } = await load(['stock.1']);
    await cart.add(candleDraft());
    await cart.add(candleDraft({ product: { id: '8', stock: 2, details: { title: 'Fig Leaf', price: null } } }));
    fillGuest(form);
    fillDelivery(form);
    expect(await form.place()).toBeUndefined();
    expect(form.$alert.get()).toEqual({ kind: 'fail', title: 'order.itemFail', message: 'order.moreThanStock', values: { product: 'Fig Leaf' } });
    expect(form.$values.get().name).toBe(' Sara ');
    expect($cart.get().items).toHaveLength(2);
    expect(form.$step.get()).toBe('editing');
  });

  it('says the customer holds too many unpaid orders or units (SECURITY-REVIEW M4), keeping what was typed', async () => {
    const { form, cart } = await load(['order.openLimit', 'order.unitLimit']);
    await cart.add(candleDraft());
    fillGuest(form);
    fillDelivery(form);
    expect(await form.place()).toBeUndefined();
    expect(form.$alert.get()).toEqual({ kind: 'fail', title: 'feedback.fail', message: 'checkoutForm.openLimit', values: { product: '' } });
    expect(await form.place()).toBeUndefined();
    expect(form.$alert.get()).toMatchObject({ message: 'checkoutForm.unitLimit' });
    expect(form.$values.get().name).toBe(' Sara ');
  });

  it('shows bad request for a buy-now and keeps the cart untouched', async () => {
    const { form, api } = await load(['bad.request']);
    fillGuest(form);
    fillDelivery(form);
    await form.place({ product: '12', quantity: 1 });
    expect(api.sent[0]!.operation).toBe('BuyNowGuest');
    expect(form.$alert.get()).toMatchObject({ title: 'errors.badRequest', message: 'errors.tryAgainLater' });
  });

  it('re-opens the phone popup when the server asks for a phone', async () => {
    const { form, $phonePopup, loggedIn } = await load(['phone']);
    loggedIn({ id: '1', name: 'Sara', email: 'sara@example.com', phone: null });
    form.edit('shipping', 'pickup');
    form.edit('sellingPoint', '3');
    await form.place();
    expect($phonePopup.get().open).toBe(true);
    expect(form.$alert.get()).toMatchObject({ kind: 'fail', message: 'order.failed' });
  });

  it('routes a signed-in cash order home and a FIB order to its page with the token kept', async () => {
    const { form, loggedIn } = await load(['ok', 'ok']);
    loggedIn({ id: '1', name: 'Sara', email: 'sara@example.com', phone: '07701234567' });
    form.edit('shipping', 'pickup');
    form.edit('sellingPoint', '3');
    expect((await form.place())?.route).toEqual({ to: 'home' });
    form.chooseMethod('fib');
    expect((await form.place())?.route).toEqual({ to: 'fibPaymentDetails', fibToken });
    const { $fibPayment } = await import('../stores/fib-payment.js');
    expect($fibPayment.get()).toEqual(fibToken);
  });

  it('shows the payment-fail message when the answer cannot be followed', async () => {
    const { form } = await load(['ok']);
    fillGuest(form);
    fillDelivery(form);
    form.chooseMethod('zaincash');
    expect((await form.place())?.route).toEqual({ to: 'paymentFail' });
    expect(form.$alert.get()).toEqual({ kind: 'fail', message: 'payment.fail' });
  });

  it('ignores a second place while one runs', async () => {
    const { form, api } = await load(['ok']);
    fillGuest(form);
    fillDelivery(form);
    const first = form.place();
    expect(await form.place()).toBeUndefined();
    await first;
    expect(api.sent).toHaveLength(1);
  });
});
