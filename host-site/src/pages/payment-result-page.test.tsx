import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/preact';
import { $pendingPayment, rememberPendingPayment, startPayment } from '@candleshop/core';
import { renderIn as view } from '../test-support.js';
import { PaymentResultPage } from './payment-result-page.js';

const settings = { zaincashPayUrl: 'https://pay.example/z', nasspayCheckoutUrl: 'https://pay.example/n' };
// A refill request's payment starting at a provider, which will send the shopper back without ?type=.
const startRefillPayment = () => startPayment({ kind: 'refill', method: 'zaincash', result: { id: '7', token: 't' }, signedIn: true, settings });

describe('PaymentResultPage and operation_type (SPEC §9 storage keys)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('links to what was paid for by the kind stored when the payment started', async () => {
    startRefillPayment();
    expect(localStorage.getItem('operation_type')).toBe('refill');
    await view(<PaymentResultPage outcome="success" search={{ id: '7' }} />);
    expect((await screen.findByRole('link', { name: 'View your refill request' })).getAttribute('href')).toBe('/refills/7');
  });

  it('keeps following the ?type= link over the stored kind', async () => {
    startRefillPayment();
    await view(<PaymentResultPage outcome="success" search={{ id: '9', type: 'ticket' }} />);
    expect((await screen.findByRole('link')).getAttribute('href')).toBe('/tickets/9');
  });

  it('is an order without either', async () => {
    await view(<PaymentResultPage outcome="success" search={{ id: '4' }} />);
    expect((await screen.findByRole('link', { name: 'View your order' })).getAttribute('href')).toBe('/orders/4');
  });
});

describe('PaymentResultPage after a closed sale and for guests', () => {
  // Another sale's payment is pending unless a test says otherwise.
  beforeEach(() => $pendingPayment.set('another-sale someone@example.com'));
  afterEach(cleanup);

  it('says a payment that arrived after the order was closed will be refunded (SECURITY-REVIEW M5)', async () => {
    await view(<PaymentResultPage outcome="fail" search={{ id: '7', uuid: 'u-7', refund: '1' }} />, 'ar');
    expect(screen.getByRole('alert').textContent).toContain('وصلت الدفعة بعد إغلاق الطلب');
    expect(screen.getByRole('alert').textContent).toContain('سيعيد المتجر المبلغ إليك');
  });

  it("links a guest's order with the email this browser kept for that payment, never another sale's (SECURITY-REVIEW L11)", async () => {
    rememberPendingPayment({ uuid: 'u-8', email: 'sara@example.com' });
    await view(<PaymentResultPage outcome="success" search={{ id: '8', uuid: 'u-8' }} />);
    await waitFor(() => expect(screen.getByRole('link', { name: 'View your order' }).getAttribute('href')).toBe('/orders/u-8?email=sara%40example.com'));
    cleanup();
    await view(<PaymentResultPage outcome="success" search={{ id: '9', uuid: 'u-9' }} />);
    expect(screen.getByRole('link', { name: 'View your order' }).getAttribute('href')).toBe('/orders/9');
  });
});
