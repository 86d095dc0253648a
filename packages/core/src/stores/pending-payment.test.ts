import { beforeEach, describe, expect, it } from 'vitest';
import { freshPage } from '../internal/fresh-page.js';

describe('$pendingPayment', () => {
  beforeEach(freshPage);

  it('keeps a guest’s email with the payment under pending_payment, and gives it back only for that sale', async () => {
    const { rememberPendingPayment, pendingPaymentEmail } = await import('./pending-payment.js');
    rememberPendingPayment({ uuid: 'u-1', email: 'guest@example.com' });
    expect(localStorage.getItem('pending_payment')).toBe('u-1 guest@example.com');
    expect(pendingPaymentEmail('u-1')).toBe('guest@example.com');
    expect(pendingPaymentEmail('u-2')).toBeUndefined();
    expect(pendingPaymentEmail(undefined)).toBeUndefined();
  });

  it('keeps nothing for a customer’s payment and reads a damaged entry as none', async () => {
    localStorage.setItem('pending_payment', 'u-3');
    const { rememberPendingPayment, pendingPaymentEmail } = await import('./pending-payment.js');
    expect(pendingPaymentEmail('u-3')).toBeUndefined();
    rememberPendingPayment({ uuid: 'u-4', email: null });
    expect(pendingPaymentEmail('u-4')).toBeUndefined();
  });
});
