import { describe, expect, it } from 'vitest';
import { fibTokenFixture } from '../internal/fake-order-api.js';
import { paymentRoute } from './payment-route.js';

const settings = { zaincashPayUrl: 'https://pay.zaincash.test/transaction/pay', nasspayCheckoutUrl: 'https://wallet.nasspay.test/checkout' };
const fibToken = fibTokenFixture();

describe('paymentRoute', () => {
  it('sends zaincash to its pay page with the token', () => {
    expect(paymentRoute({ method: 'zaincash', result: { token: 'z 1' }, signedIn: false, settings })).toEqual({
      to: 'provider',
      method: 'zaincash',
      url: 'https://pay.zaincash.test/transaction/pay?id=z+1',
    });
  });

  it('sends fastpay to the returned url', () => {
    expect(paymentRoute({ method: 'fastpay', result: { url: 'https://fastpay.test/pay/9' }, signedIn: true, settings })).toEqual({
      to: 'provider',
      method: 'fastpay',
      url: 'https://fastpay.test/pay/9',
    });
  });

  it('parses the nasspay token and sends it to the wallet checkout', () => {
    const token = JSON.stringify({ transactionId: 'tx-42', token: 'secret' });
    expect(paymentRoute({ method: 'nasspay', result: { token }, signedIn: true, settings })).toEqual({
      to: 'provider',
      method: 'nasspay',
      url: 'https://wallet.nasspay.test/checkout?transactionId=tx-42&token=secret',
    });
  });

  it('keeps the fib token and goes to fibPaymentDetails, signed in or not', () => {
    for (const signedIn of [true, false]) {
      expect(paymentRoute({ method: 'fib', result: { fibToken }, signedIn, settings })).toEqual({ to: 'fibPaymentDetails', fibToken });
    }
  });

  it("sends a guest's cash order to its details with uuid and email", () => {
    expect(paymentRoute({ method: 'cash', result: { uuid: 'u-1', email: 'ada@example.iq' }, signedIn: false, settings })).toEqual({
      to: 'orderDetails',
      uuid: 'u-1',
      email: 'ada@example.iq',
    });
  });

  it('sends a signed-in cash order home', () => {
    expect(paymentRoute({ method: 'cash', result: { uuid: 'u-1', email: 'ada@example.iq' }, signedIn: true, settings })).toEqual({ to: 'home' });
  });

  it('goes to the fail page when the answer cannot be followed', () => {
    const fail = { to: 'paymentFail' };
    expect(paymentRoute({ method: 'nasspay', result: { token: 'not json' }, signedIn: true, settings })).toEqual(fail);
    expect(paymentRoute({ method: 'nasspay', result: { token: '{"token":"t"}' }, signedIn: true, settings })).toEqual(fail);
    expect(paymentRoute({ method: 'fastpay', result: { url: 'javascript:alert(1)' }, signedIn: true, settings })).toEqual(fail);
    expect(paymentRoute({ method: 'zaincash', result: {}, signedIn: true, settings })).toEqual(fail);
    expect(paymentRoute({ method: 'fib', result: { fibToken: null }, signedIn: true, settings })).toEqual(fail);
  });
});

describe('paymentRoute by kind', () => {
  it("takes the cash route of what the form created, whatever the answer's operation_type claims", () => {
    const answer = { id: '9', uuid: 'u-9', email: 'a@b.c', operation_type: 'order' };
    expect(paymentRoute({ kind: 'ticket', method: 'cash', result: answer, signedIn: true, settings })).toEqual({ to: 'ticketDetails', id: '9' });
    expect(paymentRoute({ kind: 'ticket', method: 'cash', result: answer, signedIn: false, settings })).toEqual({ to: 'guestTicket', id: '9', uuid: 'u-9', email: 'a@b.c' });
    expect(paymentRoute({ kind: 'refill', method: 'cash', result: answer, signedIn: false, settings })).toEqual({ to: 'refillConfirmation', id: '9' });
    expect(paymentRoute({ method: 'cash', result: { ...answer, operation_type: 'ticket' }, signedIn: false, settings })).toEqual({ to: 'orderDetails', uuid: 'u-9', email: 'a@b.c' });
    expect(paymentRoute({ kind: 'ticket', method: 'cash', result: { id: '9', uuid: 'u-9' }, signedIn: false, settings })).toEqual({ to: 'paymentFail' });
    expect(paymentRoute({ kind: 'personalized', method: 'cash', result: answer, signedIn: true, settings })).toEqual({ to: 'personalizedDetails', id: '9' });
    expect(paymentRoute({ kind: 'subscription', method: 'cash', result: answer, signedIn: true, settings })).toEqual({ to: 'subscriptionDetails', id: '9' });
    expect(paymentRoute({ kind: 'subscription', method: 'cash', result: { uuid: 'u-9' }, signedIn: true, settings })).toEqual({ to: 'paymentFail' });
  });
});
