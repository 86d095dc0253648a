import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/preact';
import { $operationType, ALL_MESSAGE_AREAS, createTranslator, loadMessages, setOperationType } from '@candleshop/core';
import { I18nProvider } from '@candleshop/ui';
import { PaymentResultPage } from './payment-result-page.js';

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
    // happy-dom refuses to delete a key that is not there: forget only a stored one.
    if ($operationType.get() !== undefined) $operationType.set(undefined);
  });

  it('links to what was paid for by the kind stored when the payment started', async () => {
    setOperationType('refill');
    expect(localStorage.getItem('operation_type')).toBe('refill');
    await view({ id: '7' });
    expect((await screen.findByRole('link', { name: 'View your refill request' })).getAttribute('href')).toBe('/refills/7');
  });

  it('keeps following the ?type= link over the stored kind', async () => {
    setOperationType('refill');
    await view({ id: '9', type: 'ticket' });
    expect((await screen.findByRole('link')).getAttribute('href')).toBe('/tickets/9');
  });

  it('is an order without either', async () => {
    await view({ id: '4' });
    expect((await screen.findByRole('link', { name: 'View your order' })).getAttribute('href')).toBe('/orders/4');
  });
});
