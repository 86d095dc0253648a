import { describe, expect, it } from 'vitest';
import { renderRefundMail, type RefundMailValues } from './refund-mail.js';

describe('renderRefundMail', () => {
  const values: RefundMailValues = { kind: 'order', name: 'Sara', id: 1207, amount: 10_000, how: { method: 'cash' }, leftPaid: 20_000 };

  it('says the amount, how it came back and what is left paid, in English', () => {
    const mail = renderRefundMail('en', values);
    expect(mail.subject).toBe('A refund of 10,000 IQD for your order 1207');
    expect(mail.text).toContain('The shop has refunded 10,000 IQD of your order 1207, in cash.');
    expect(mail.text).toContain('You have now paid 20,000 IQD for it.');
  });

  it('names the provider, or says it was paid back by hand, and says when everything came back', () => {
    const fib = renderRefundMail('en', { ...values, kind: 'ticket', how: { method: 'provider', gateway: 'fib', byHand: false }, leftPaid: 0 });
    expect(fib.text).toContain('of your workshop ticket 1207, to the FIB account you paid with.');
    expect(fib.text).toContain('Everything you paid for it has now been refunded.');
    expect(renderRefundMail('en', { ...values, how: { method: 'provider', gateway: 'zaincash', byHand: true } }).text).toContain('by hand, for your ZainCash payment.');
  });

  it('writes Kurdish and Arabic with their digits and their names of the providers', () => {
    const ar = renderRefundMail('ar', { ...values, how: { method: 'provider', gateway: 'fastpay', byHand: false } });
    expect(ar.subject).toBe('استرداد ١٠٬٠٠٠ دينار من الطلب رقم ١٢٠٧');
    expect(ar.text).toContain('إلى حساب فاست باي الذي دفعت منه');
    expect(ar.text).toContain('٢٠٬٠٠٠');
    const ku = renderRefundMail('ku', { ...values, kind: 'refill' });
    expect(ku.subject).toBe('گەڕاندنەوەی ١٠٬٠٠٠ دینار بۆ داواکاریی پڕکردنەوە ژمارە ١٢٠٧');
    expect(ku.text).toContain('بە پارەی نەختینە');
  });
});
