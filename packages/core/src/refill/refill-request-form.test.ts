import { beforeEach, describe, expect, it } from 'vitest';
import { expectChecksInSpecOrder, fakeOrderApi, fibTokenFixture, fillDelivery, fillGuest, orderFormOptions, type OrderAnswer } from '../internal/fake-order-api.js';
import { refillDraft } from '../internal/fixtures.js';
import { freshPage } from '../internal/fresh-page.js';

const fibToken = fibTokenFixture();
// The server answers a refill request with operation_type refill and the request's number as id.
const REFILL = { id: '17', uuid: 'r-17', operation_type: 'refill' };

async function load(answers: OrderAnswer[] = []) {
  const { createRefillRequestForm } = await import('./refill-request-form.js');
  const { refillCart, $refillCart } = await import('../stores/refill-cart.js');
  const { loggedIn } = await import('../stores/auth.js');
  const api = fakeOrderApi(answers, REFILL);
  const form = createRefillRequestForm(orderFormOptions(api.client, 'ku'));
  return { form, api, refillCart, $refillCart, loggedIn };
}

const signIn = (loggedIn: (user: { id: string; name: string; email: string; phone: string | null }) => void) => loggedIn({ id: '1', name: 'Sara', email: 'sara@example.com', phone: '07701234567' });

describe('createRefillRequestForm', () => {
  beforeEach(freshPage);

  it('checks as the checkout does: the shipping choice first, then the guest contact one at a time, then city and address', async () => {
    const { form } = await load();
    form.review();
    expect(form.$alert.get()).toEqual({ kind: 'info', message: 'checkout.chooseShipping' });
    form.edit('shipping', 'delivery');
    expect(form.$alert.get()).toBeUndefined();
    expectChecksInSpecOrder(form);
  });

  it("sends a guest's delivery request with the refill's ids, the city and address, and a human-check token", async () => {
    const { form, api } = await load(['ok']);
    fillGuest(form);
    fillDelivery(form);
    form.edit('notes', ' Ring twice ');
    form.review();
    const sending = form.send(refillDraft({ quantity: 3 }));
    expect(form.$step.get()).toBe('placing');
    const sent = await sending;
    expect(api.sent[0]).toEqual({
      operation: 'RefillRequestGuest',
      variables: {
        container: '2',
        wick: '1',
        size: '5',
        color: '3',
        scent: '4',
        quantity: 3,
        method: 'cash',
        notes: 'Ring twice',
        address: 'Street 5',
        city: '2',
        selling_point: null,
        token: 'submit-1',
        guest: { name: 'Sara', email: 'sara@example.com', phone: '07701234567', address: 'Street 5' },
        idempotencyKey: 'key-1',
      },
    });
    // A guest has no refill page: the form confirms with the request's number.
    expect(sent?.route).toEqual({ to: 'refillConfirmation', id: '17' });
    expect(form.$alert.get()).toEqual({ kind: 'success', title: 'refillRequest.confirmedTitle', message: 'refillRequest.confirmed', values: { id: '17' } });
    expect(form.$step.get()).toBe('editing');
  });

  it("sends a customer's pickup request with the selling point and no city, address or contact, and goes to /refills/{id}", async () => {
    const { form, api, loggedIn } = await load(['ok']);
    signIn(loggedIn);
    form.edit('shipping', 'pickup');
    form.review();
    expect(form.$errors.get()).toEqual({ sellingPoint: 'checkout.chooseSellingPoint' });
    form.edit('sellingPoint', '3');
    form.review();
    expect(form.$step.get()).toBe('paying');
    const sent = await form.send(refillDraft());
    expect(api.sent[0]!.operation).toBe('RefillRequest');
    expect(api.sent[0]!.variables).toEqual({
      container: '2',
      wick: '1',
      size: '5',
      color: '3',
      scent: '4',
      quantity: 1,
      method: 'cash',
      notes: null,
      address: null,
      city: null,
      selling_point: '3',
      idempotencyKey: 'key-1',
    });
    expect(sent?.route).toEqual({ to: 'refillDetails', id: '17' });
    expect(form.$alert.get()).toEqual({ kind: 'success', message: 'refillRequest.sent' });
  });

  it("sends an unverified customer's request with a human-check token, and says the open-sales cap (SECURITY-REVIEW-2 N3)", async () => {
    const { form, api, loggedIn } = await load(['order.openLimit']);
    loggedIn({ id: '1', name: 'Sara', email: 'sara@example.com', phone: '07701234567', status: 'pending' });
    form.edit('shipping', 'pickup');
    form.edit('sellingPoint', '3');
    form.review();
    expect(await form.send(refillDraft())).toBeUndefined();
    expect(api.sent[0]!.variables).toMatchObject({ selling_point: '3', token: 'submit-1' });
    expect(form.$alert.get()).toEqual({ kind: 'fail', title: 'feedback.fail', message: 'checkoutForm.openLimit' });
  });

  it('keeps the idempotency key across retries of the same request, with a new token each time, and a new key after success', async () => {
    const { form, api } = await load(['network', 'ok', 'ok']);
    fillGuest(form);
    fillDelivery(form);
    expect(await form.send(refillDraft())).toBeUndefined();
    expect(form.$alert.get()).toEqual({ kind: 'fail', title: 'feedback.fail', message: 'errors.network' });
    // The failure keeps what was typed.
    expect(form.$values.get()).toMatchObject({ name: ' Sara ', city: '2', address: ' Street 5 ' });
    await form.send(refillDraft());
    await form.send(refillDraft());
    expect(api.sent.map((call) => [call.variables.token, call.variables.idempotencyKey])).toEqual([
      ['submit-1', 'key-1'],
      ['submit-2', 'key-1'],
      ['submit-3', 'key-2'],
    ]);
  });

  it('takes a new key when the refill changed between attempts', async () => {
    const { form, api } = await load(['network', 'ok']);
    fillGuest(form);
    fillDelivery(form);
    await form.send(refillDraft());
    await form.send(refillDraft({ quantity: 2 }));
    expect(api.sent.map((call) => call.variables.idempotencyKey)).toEqual(['key-1', 'key-2']);
  });

  it("describes a refused request (bad.request) and any other failure with the refill's own message", async () => {
    const { form } = await load(['bad.request', 'payment.unavailable']);
    fillGuest(form);
    fillDelivery(form);
    await form.send(refillDraft());
    expect(form.$alert.get()).toEqual({ kind: 'fail', title: 'errors.badRequest', message: 'errors.tryAgainLater' });
    await form.send(refillDraft());
    expect(form.$alert.get()).toEqual({ kind: 'fail', title: 'feedback.fail', message: 'errors.refillRequestFailed' });
  });

  it("routes online methods as orders are routed, keeps FIB's token, and leaves the refill cart alone", async () => {
    const { form, refillCart, $refillCart, loggedIn } = await load(['ok', 'ok']);
    await refillCart.add(refillDraft());
    signIn(loggedIn);
    form.edit('shipping', 'pickup');
    form.edit('sellingPoint', '3');
    form.chooseMethod('fib');
    expect((await form.send(refillDraft()))?.route).toEqual({ to: 'fibPaymentDetails', fibToken });
    const { $fibPayment } = await import('../stores/fib-payment.js');
    expect($fibPayment.get()).toEqual(fibToken);
    // The fake answers no ZainCash token: a route that cannot be followed is the fail page.
    form.chooseMethod('zaincash');
    expect((await form.send(refillDraft()))?.route).toEqual({ to: 'paymentFail' });
    expect(form.$alert.get()).toEqual({ kind: 'fail', message: 'payment.fail' });
    expect($refillCart.get().items).toHaveLength(1);
  });

  it('ignores a second send while one runs', async () => {
    const { form, api } = await load(['ok']);
    fillGuest(form);
    fillDelivery(form);
    const first = form.send(refillDraft());
    expect(await form.send(refillDraft())).toBeUndefined();
    await first;
    expect(api.sent).toHaveLength(1);
  });
});
