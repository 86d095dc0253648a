import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/preact';
import { ALL_MESSAGE_AREAS, adminMessages, createTranslator, loadMessages, textDirection, type Lang } from '@candleshop/core';
import { I18nProvider } from '@candleshop/ui';
import { TiersEditor, type TierDraft } from './tiers-editor.js';

afterEach(cleanup);

const tiers: TierDraft[] = [{ id: '1', min: '1', max: '2', price: '20000', soldout: false, sold: 0 }];

async function view(pricesLocked: boolean, lang: Lang = 'en') {
  const messages = await loadMessages(lang, [...ALL_MESSAGE_AREAS, adminMessages]);
  return render(
    <I18nProvider value={{ lang, dir: textDirection(lang), t: createTranslator(lang, messages) }}>
      <TiersEditor tiers={tiers} onChange={() => {}} pricesLocked={pricesLocked} />
    </I18nProvider>,
  );
}

describe('the ticket tiers editor', () => {
  it('lets the owner change ranges and prices and add a tier', async () => {
    await view(false);
    expect((screen.getByLabelText('Price per person (IQD)') as HTMLInputElement).readOnly).toBe(false);
    expect(screen.getByRole('button', { name: 'Add a ticket' })).toBeTruthy();
  });

  it('shows staff the prices read-only, says why, and keeps closing a tier open to them (SECURITY-REVIEW L14)', async () => {
    await view(true, 'ar');
    expect(screen.getByText('المالك وحده يمكنه تغيير أسعار التذاكر وعدد الأشخاص لكل سعر.')).toBeTruthy();
    for (const input of screen.getAllByRole('textbox')) expect((input as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByRole('checkbox') as HTMLInputElement).disabled).toBe(false);
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });
});
