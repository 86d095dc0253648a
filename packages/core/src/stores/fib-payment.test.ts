import { beforeEach, describe, expect, it } from 'vitest';
import { freshPage } from '../internal/fresh-page.js';

describe('$fibPayment', () => {
  beforeEach(freshPage);

  it('keeps the FIB token for the details page of any bundle on the page', async () => {
    const copyA = await import('./fib-payment.js?copy=a' as string);
    const copyB = await import('./fib-payment.js?copy=b' as string);
    const token = {
      paymentId: 'p-1',
      readableCode: 'ABCD-1234',
      qrCode: 'data:image/png;base64,AAAA',
      validUntil: '2026-05-17T12:00:00Z',
      personalAppLink: 'https://personal.fib.iq/pay/p-1',
      businessAppLink: 'https://business.fib.iq/pay/p-1',
      corporateAppLink: 'https://corporate.fib.iq/pay/p-1',
    };
    copyA.keepFibPayment(token);
    expect(copyB.$fibPayment.get()).toEqual(token);
  });
});
