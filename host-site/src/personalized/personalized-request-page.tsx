import { useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $auth, createPersonalizedRequestForm, localizeDigits, type PersonalizedValues } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { accountClient, currentLang, humanCheck } from '../account/session.js';
import { InputField } from '../forms/field.js';
import { useLocalPath } from '../local-path.js';
import { usePageMeta } from '../frame/page-meta.js';

/**
 * /personalized-candles (SPEC §2): describe the candle, add a picture or a PDF, and (a guest) the
 * contact and the human check; the shop replies with a price. A customer's request gets a link to
 * its page, where the price is accepted.
 */
export function PersonalizedRequestPage() {
  const to = useLocalPath();
  const { t, lang } = useI18n();
  usePageMeta(t('personalized.title'), t('infoPage.description.personalized'));
  const signedIn = useStore($auth).loggedIn;
  const [form] = useState(() => createPersonalizedRequestForm({ client: accountClient, humanCheck, lang: currentLang }));
  const values = useStore(form.$values);
  const file = useStore(form.$file);
  const errors = useStore(form.$errors);
  const sending = useStore(form.$sending);
  const alert = useStore(form.$alert);
  const sent = useStore(form.$sent);
  const heading = useRef<HTMLHeadingElement>(null);
  const localCheck = useStore(humanCheck.$provider) === 'local';
  const input = (field: keyof PersonalizedValues) => ({
    value: values[field],
    error: errors[field],
    onInput: (event: { currentTarget: HTMLInputElement }) => form.set(field, event.currentTarget.value),
  });

  if (sent) {
    return (
      <div className="container personalized-page">
        <div className="notice success" role="status">
          <h1 ref={heading}>{t('personalized.sentTitle', { id: localizeDigits(sent.id, lang) })}</h1>
          <p>{t('personalized.sentText')}</p>
          {signedIn && (
            <>
              <p>{t('personalized.sentCustomer')}</p>
              <a className="button" href={to(`/personalized/${encodeURIComponent(sent.id)}`)}>
                {t('personalized.view')}
              </a>
            </>
          )}
        </div>
      </div>
    );
  }
  return (
    <div className="container personalized-page">
      <h1>{t('personalized.title')}</h1>
      <p className="page-intro">{t('personalized.intro')}</p>
      <form
        className="personalized-form"
        noValidate
        aria-busy={sending}
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <div className="field">
          <label htmlFor="personalized-description">{t('personalized.description')}</label>
          <textarea
            id="personalized-description"
            rows={5}
            maxLength={2000}
            value={values.description}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={errors.description ? 'personalized-description-error' : undefined}
            onInput={(event) => form.set('description', event.currentTarget.value)}
          />
          {errors.description && (
            <p className="field-error" id="personalized-description-error">
              {t(errors.description)}
            </p>
          )}
        </div>
        <InputField
          label={t('personalized.file')}
          type="file"
          accept="image/png,image/jpeg,image/webp,application/pdf"
          hint={file ? t('personalized.chosen', { name: file }) : t('personalized.fileHint')}
          error={errors.file}
          onChange={(event) => form.setFile(event.currentTarget.files?.[0])}
        />
        {!signedIn && (
          <fieldset className="personalized-contact">
            <legend>{t('personalized.contact')}</legend>
            <InputField label={t('personalized.name')} autoComplete="name" {...input('name')} />
            <InputField label={t('personalized.phone')} type="tel" autoComplete="tel" inputMode="tel" placeholder="07xx xxx xxxx" {...input('phone')} />
            <InputField label={t('personalized.email')} type="email" autoComplete="email" {...input('email')} />
          </fieldset>
        )}
        {alert && (
          <p className="field-error" role="alert">
            {t(alert)}
          </p>
        )}
        <button type="submit" className="button" disabled={sending}>
          {sending ? t('personalized.sending') : t('personalized.send')}
        </button>
        {!signedIn && localCheck && <p className="muted">{t('personalized.localCheck')}</p>}
      </form>
    </div>
  );
}
