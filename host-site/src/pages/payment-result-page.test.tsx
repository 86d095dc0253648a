import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/preact';
import { ALL_MESSAGE_AREAS, createTranslator, loadMessages, startPayment } from '@candleshop/core';
import { I18nProvider } from '@candleshop/ui';
import { PaymentResultPage } from './payment-result-page.js';

const settings = { zaincashPayUrl: 'https://pay.example/z', nasspayCheckoutUrl: 'https://pay.example/n' };
// A refill request's payment starting at a provider, which will send the shopper back without ?type=.
const startRefillPayment = () => startPayment({ kind: 'refill', method: 'zaincash', result: { id: '7', token: 't' }, signedIn: true, settings });

async function view(search: Record<string, string>) {
  const i18n = { lang: 'en' as const, dir: 'ltr' as const, t: createTranslator('en', await loadMessages('en', ALL_MESSAGE_AREAS)) };
  return render(
    <I18nProvider value={i18n}>
      <PaymentResultPage outcome="success" search={search} />
    </I18nProvider>,
  );
}

describe('PaymentResultPage and operation_type (SPEC §9 storage keys)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('links to what was paid for by the kind stored when the payment started', async () => {
    startRefillPayment();
    expect(localStorage.getItem('operation_type')).toBe('refill');
    await view({ id: '7' });
    expect((await screen.findByRole('link', { name: 'View your refill request' })).getAttribute('href')).toBe('/refills/7');
  });

  it('keeps following the ?type= link over the stored kind', async () => {
    startRefillPayment();
    await view({ id: '9', type: 'ticket' });
    expect((await screen.findByRole('link')).getAttribute('href')).toBe('/tickets/9');
  });

  it('is an order without either', async () => {
    await view({ id: '4' });
    expect((await screen.findByRole('link', { name: 'View your order' })).getAttribute('href')).toBe('/orders/4');
  });
});
