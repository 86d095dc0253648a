import { describe, expect, it } from 'vitest';
import { paymentHref } from './payment-href.js';
import { paymentRoute, type PaymentResult } from './payment-route.js';

const settings = { zaincashPayUrl: 'http://shop.test/payments/zaincash/pay', nasspayCheckoutUrl: 'http://shop.test/payments/nasspay/checkout' };
const fibToken = { paymentId: 'p-1', readableCode: 'c', qrCode: 'q', validUntil: 'v', personalAppLink: 'a', businessAppLink: 'b', corporateAppLink: 'c' };
// The form that placed it knows its kind; here the answer's operation_type stands for it.
const kindOf = (result: PaymentResult) => (result.operation_type === 'refill' || result.operation_type === 'ticket' ? result.operation_type : 'order');
const href = (method: 'cash' | 'zaincash' | 'nasspay' | 'fib', result: PaymentResult, signedIn = false) =>
  paymentHref(paymentRoute({ kind: kindOf(result), method, result, signedIn, settings }), 'http://shop.test', result);

describe('paymentHref', () => {
  it('sends ZainCash and NassPay through the shop to the provider', () => {
    expect(href('zaincash', { token: 'z-1' })).toBe('http://shop.test/payments/zaincash/pay?id=z-1');
    expect(href('nasspay', { token: '{"transactionId":"t-1","token":"n-1"}' })).toBe('http://shop.test/payments/nasspay/checkout?transactionId=t-1&token=n-1');
  });

  it('sends FIB to the FIB page with the order and the paymentId, a guest cash order to its page, a customer home', () => {
    expect(href('fib', { id: '9', uuid: 'u-9', email: 'a@b.c', fibToken })).toBe('http://shop.test/fib-payment-details?id=9&uuid=u-9&email=a%40b.c&paymentId=p-1');
    expect(href('cash', { id: '9', uuid: 'u-9', email: 'a@b.c' })).toBe('http://shop.test/orders/u-9?email=a%40b.c');
    expect(href('cash', { id: '9', uuid: 'u-9' }, true)).toBe('http://shop.test/');
    expect(href('zaincash', { id: '9' })).toBe('http://shop.test/payment/fail');
  });

  it("sends a refill request the same way, a customer's cash one to /refills/{id}, a guest's cash one to no page", () => {
    const refill = { id: '7', uuid: 'r-7', operation_type: 'refill' };
    expect(href('zaincash', { ...refill, token: 'z-2' }, true)).toBe('http://shop.test/payments/zaincash/pay?id=z-2');
    expect(href('fib', { ...refill, fibToken }, true)).toBe('http://shop.test/fib-payment-details?id=7&uuid=r-7&type=refill&paymentId=p-1');
    expect(href('cash', refill, true)).toBe('http://shop.test/refills/7');
    expect(paymentRoute({ kind: 'refill', method: 'cash', result: { ...refill, email: 'a@b.c' }, signedIn: false, settings })).toEqual({ to: 'refillConfirmation', id: '7' });
    expect(href('cash', { ...refill, email: 'a@b.c' })).toBeUndefined();
  });

  it("sends a ticket the same way: a customer's cash ticket to /tickets/{id}, a guest's to SPEC §2's ticket route, FIB with type=ticket", () => {
    const ticket = { id: '9', uuid: 'u-9', operation_type: 'ticket' };
    expect(href('cash', ticket, true)).toBe('http://shop.test/tickets/9');
    expect(href('cash', { ...ticket, email: 'sara@example.com' })).toBe('http://shop.test/workshops?id=9&token=u-9&email=sara%40example.com&type=ticket');
    expect(href('cash', ticket)).toBe('http://shop.test/payment/fail');
    expect(href('zaincash', { ...ticket, token: 'z-3' })).toBe('http://shop.test/payments/zaincash/pay?id=z-3');
    const fib = new URL(href('fib', { ...ticket, email: 'sara@example.com', fibToken })!);
    expect(fib.pathname).toBe('/fib-payment-details');
    expect(Object.fromEntries(fib.searchParams)).toEqual({ id: '9', uuid: 'u-9', email: 'sara@example.com', paymentId: 'p-1', type: 'ticket' });
  });

  it('sends an accepted personalized request and a subscription to their pages, FIB with their type', () => {
    const route = (to: 'personalizedDetails' | 'subscriptionDetails') => paymentHref({ to, id: '4' }, 'http://shop.test');
    expect(route('personalizedDetails')).toBe('http://shop.test/personalized/4');
    expect(route('subscriptionDetails')).toBe('http://shop.test/subscriptions/4');
    const fib = new URL(paymentHref({ to: 'fibPaymentDetails', fibToken }, 'http://shop.test', { id: '4', uuid: 'u-4', operation_type: 'personalized' })!);
    expect(fib.searchParams.get('type')).toBe('personalized');
  });
});
