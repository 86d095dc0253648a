import { useState, type FormEvent } from 'react';
import { formatPrice, giftCardOperations } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { AmountField } from '../../forms/amount-field.js';
import { FormAlert, InputField } from '../../forms/field.js';
import { useForm } from '../../forms/use-form.js';
import { useAdminMutation } from '../use-admin.js';

/** What both forms change: the card, and what to do once the server answered (ask the card again). */
interface CardChangeOptions {
  id: string;
  balance: number;
  onChanged: () => void;
}

/** The reason every change needs, checked before sending. */
const reasonError = (reason: string) => (reason.trim() ? {} : { reason: 'admin.giftCards.errors.reason' });

/**
 * The owner's adjustment of a card's balance (issue 35 item 3): add to it or take off it, a whole
 * number of IQD, with a reason. The server keeps the balance at or above zero whatever ran
 * meanwhile; a refusal says so and the page shows the card as it stands now.
 */
export function AdjustGiftCardForm({ id, balance, onChanged }: CardChangeOptions) {
  const { t, lang } = useI18n();
  const { form, setForm, edit, shown, setShown } = useForm({ direction: 'add' as 'add' | 'takeOff', amount: '', reason: '' });
  const [done, setDone] = useState(false);
  const adjust = useAdminMutation(giftCardOperations.AdminAdjustGiftCard);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    const value = Number(form.amount);
    const wrong = { ...(Number.isInteger(value) && value >= 1 ? {} : { amount: 'admin.giftCards.errors.amount' }), ...reasonError(form.reason) };
    setShown(wrong);
    if (Object.keys(wrong).length) return;
    const answer = await adjust.run({ id, amount: form.direction === 'add' ? value : -value, reason: form.reason.trim() });
    if (answer) {
      setForm({ ...form, amount: '', reason: '' });
      setDone(true);
    }
    onChanged();
  };
  return (
    <form className="admin-form" onSubmit={submit} aria-busy={adjust.busy || undefined} aria-labelledby="gift-card-adjust" noValidate>
      <h3 id="gift-card-adjust">{t('admin.giftCards.adjust.title')}</h3>
      <FormAlert alert={adjust.error ? { message: adjust.error } : undefined} />
      {done ? <p role="status">{t('admin.giftCards.adjust.done')}</p> : null}
      <fieldset className="admin-row">
        <legend>{t('admin.giftCards.adjust.direction')}</legend>
        {(['add', 'takeOff'] as const).map((value) => (
          <label key={value} className="checkbox">
            <input type="radio" name="gift-card-direction" value={value} checked={form.direction === value} onChange={() => edit('direction', value)} />
            {t(`admin.giftCards.adjust.${value}`)}
          </label>
        ))}
      </fieldset>
      <AmountField
        label={t('admin.giftCards.adjust.amount')}
        name="amount"
        value={form.amount}
        required
        error={shown.amount}
        hint={form.direction === 'takeOff' ? t('admin.refunds.upTo', { amount: formatPrice(balance, lang) }) : undefined}
        onAmount={(value) => edit('amount', value)}
      />
      <InputField label={t('admin.giftCards.adjust.reason')} name="adjust-reason" maxLength={500} value={form.reason} required error={shown.reason} onChange={(event) => edit('reason', event.currentTarget.value)} />
      <button type="submit" className="button" disabled={adjust.busy}>
        {t(adjust.busy ? 'admin.giftCards.saving' : 'admin.giftCards.adjust.submit')}
      </button>
    </form>
  );
}

/** The owner's void of a card, with a reason: its balance goes to 0 and it never pays again. */
export function VoidGiftCardForm({ id, onChanged }: Omit<CardChangeOptions, 'balance'>) {
  const { t } = useI18n();
  const { form, edit, shown, setShown } = useForm({ reason: '' });
  const voiding = useAdminMutation(giftCardOperations.AdminVoidGiftCard);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wrong = reasonError(form.reason);
    setShown(wrong);
    if (wrong.reason) return;
    await voiding.run({ id, reason: form.reason.trim() });
    onChanged();
  };
  return (
    <form className="admin-form" onSubmit={submit} aria-busy={voiding.busy || undefined} aria-labelledby="gift-card-void" noValidate>
      <h3 id="gift-card-void">{t('admin.giftCards.void.title')}</h3>
      <p className="muted">{t('admin.giftCards.void.intro')}</p>
      <FormAlert alert={voiding.error ? { message: voiding.error } : undefined} />
      <InputField label={t('admin.giftCards.void.reason')} name="void-reason" maxLength={500} value={form.reason} required error={shown.reason} onChange={(event) => edit('reason', event.currentTarget.value)} />
      <button type="submit" className="button" disabled={voiding.busy}>
        {t(voiding.busy ? 'admin.giftCards.saving' : 'admin.giftCards.void.submit')}
      </button>
    </form>
  );
}
