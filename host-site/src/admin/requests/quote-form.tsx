import type { FormEvent } from 'react';
import { adminOperations } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { FormAlert, InputField } from '../../forms/field.js';
import { useAdminMutation } from '../use-admin.js';
import { useForm } from '../../forms/use-form.js';

/** Quotes a personalized request: the customer is mailed a link to accept the price and pay. */
export function QuoteForm({ id, version, current, onDone }: { id: string; version: number; current: number | null; onDone: () => void }) {
  const { t } = useI18n();
  const { form, edit, shown, setShown } = useForm({ price: current === null ? '' : String(current), note: '' });
  const quote = useAdminMutation(adminOperations.AdminQuotePersonalized);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = Number(form.price);
    const valid = Number.isInteger(value) && value >= 1 && value <= 100_000_000;
    setShown(valid ? {} : { price: 'admin.quote.invalid' });
    if (!valid) return;
    await quote.run({ id, price: value, version, note: form.note.trim() || null });
    // Quoted, or refused because it changed meanwhile: the page shows what is true now.
    onDone();
  };
  return (
    <form className="admin-form quote-form" onSubmit={submit} aria-busy={quote.busy || undefined}>
      <h2>{t('admin.quote.title')}</h2>
      <FormAlert alert={quote.error ? { message: quote.error } : undefined} />
      <InputField label={t('admin.quote.price')} name="price" inputMode="numeric" value={form.price} required error={shown.price} onChange={(event) => edit('price', event.currentTarget.value.replace(/[^\d]/g, ''))} />
      <div className="field">
        <label htmlFor="admin-quote-note">{t('admin.move.note')}</label>
        <textarea id="admin-quote-note" value={form.note} maxLength={500} rows={2} onChange={(event) => edit('note', event.currentTarget.value)} />
      </div>
      <button type="submit" className="button" disabled={quote.busy}>
        {t(quote.busy ? 'admin.quote.sending' : 'admin.quote.submit')}
      </button>
    </form>
  );
}
