import { beforeEach, describe, expect, it } from 'vitest';
import { fibTokenFixture } from '../internal/fake-order-api.js';
import { freshPage } from '../internal/fresh-page.js';

describe('$fibPayment', () => {
  beforeEach(freshPage);

  it('keeps the FIB token for the details page of any bundle on the page', async () => {
    const copyA = await import('./fib-payment.js?copy=a' as string);
    const copyB = await import('./fib-payment.js?copy=b' as string);
    const token = fibTokenFixture();
    copyA.keepFibPayment(token);
    expect(copyB.$fibPayment.get()).toEqual(token);
  });
});
