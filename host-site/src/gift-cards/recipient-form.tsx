import { useId, type FormEvent } from 'react';
import { GIFT_MESSAGE_MAX_LENGTH, giftCardFailure, giftCardPageOperations as ops, giftRecipientProblems, LANGUAGES, localizeDigits, shopDate, type FieldErrors, type GiftRecipient, type Lang } from '@candleshop/core';
import { Field, fieldAria, useI18n, useMutation } from '@candleshop/ui';
import { accountClient } from '../api.js';
import { FormAlert, InputField, SelectField } from '../forms/field.js';
import { useForm } from '../forms/use-form.js';
import type { GiftCardView } from './use-gift-card.js';

/** The rules' problems (@candleshop/rules giftRecipientProblems) as the form's message keys; no contact shows under both. */
export function recipientErrors(recipient: GiftRecipient, today: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, problem] of Object.entries(giftRecipientProblems(recipient, today))) {
    errors[field] = problem === 'required' && (field === 'email' || field === 'phone') ? 'giftCardPage.fields.contact.required' : `giftCardPage.fields.${field}.${problem}`;
  }
  return errors;
}

/** What sending needs: the held card's code (in memory only) and where the answer goes. */
export interface RecipientFormOptions {
  code: string;
  onSent: (card: GiftCardView) => void;
}

/**
 * "Send it to someone" (issue 35 item 1), for whoever holds the card's code: the recipient's name,
 * an email or an Iraqi mobile number (at least one), a message, their language and a day from
 * today on the shop's calendar, checked as the server checks them. A refusal keeps what was typed.
 */
export function RecipientForm({ code, onSent }: RecipientFormOptions) {
  const { t, lang } = useI18n();
  const today = shopDate(new Date());
  const { form, edit, shown, setShown } = useForm<GiftRecipient>({ name: '', email: '', phone: '', message: '', lang, sendOn: today });
  const sending = useMutation(accountClient, ops.SendGiftCard, { failures: giftCardFailure });
  const messageId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.busy) return;
    const errors = recipientErrors(form, today);
    setShown(errors);
    if (Object.keys(errors).length) return;
    const result = await sending.run({ code, recipient: { ...form, email: form.email.trim() || null, phone: form.phone.trim() || null } });
    if (result.data) onSent(result.data.sendGiftCard);
  };
  const field = (name: 'name' | 'email' | 'phone') => ({ value: form[name], error: shown[name], onChange: (event: { currentTarget: HTMLInputElement }) => edit(name, event.currentTarget.value) });
  return (
    <section className="gift-card-send no-print" aria-labelledby="gift-card-send">
      <h2 id="gift-card-send">{t('giftCardPage.send.title')}</h2>
      <p>{t('giftCardPage.send.intro')}</p>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <FormAlert alert={sending.failure} />
        <InputField label={t('giftCardPage.send.name')} autoComplete="off" maxLength={200} {...field('name')} />
        <p className="muted">{t('giftCardPage.send.contactHint')}</p>
        <InputField label={t('giftCardPage.send.email')} type="email" dir="ltr" autoComplete="off" {...field('email')} />
        <InputField label={t('giftCardPage.send.phone')} type="tel" dir="ltr" autoComplete="off" hint={t('giftCardPage.send.phoneHint')} {...field('phone')} />
        <Field
          id={messageId}
          label={t('giftCardPage.send.message')}
          error={shown.message}
          hint={t('giftCardPage.send.messageHint', { count: GIFT_MESSAGE_MAX_LENGTH, max: localizeDigits(String(GIFT_MESSAGE_MAX_LENGTH), lang) })}
        >
          <textarea id={messageId} rows={3} maxLength={GIFT_MESSAGE_MAX_LENGTH} value={form.message} {...fieldAria(messageId, shown.message, true)} onChange={(event) => edit('message', event.currentTarget.value)} />
        </Field>
        <SelectField
          label={t('giftCardPage.send.lang')}
          value={form.lang}
          placeholder={t('giftCardPage.send.lang')}
          options={LANGUAGES.map((option: Lang) => ({ value: option, label: t(`language.${option}`) }))}
          error={shown.lang}
          onChange={(value) => edit('lang', value)}
        />
        <InputField label={t('giftCardPage.send.sendOn')} type="date" min={today} value={form.sendOn} error={shown.sendOn} onChange={(event) => edit('sendOn', event.currentTarget.value)} />
        <button type="submit" className="button" aria-disabled={sending.busy || undefined}>
          {t(sending.busy ? 'giftCardPage.send.sending' : 'giftCardPage.send.submit')}
        </button>
        {sending.busy ? (
          <p role="status" aria-busy="true" className="muted">
            {t('giftCardPage.send.sending')}
          </p>
        ) : null}
      </form>
    </section>
  );
}
