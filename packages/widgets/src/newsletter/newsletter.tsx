import { useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { createNewsletterForm, newsletterMessages, type AccountClient, type HumanCheck, type Lang } from '@candleshop/core';
import { useI18n, useMessages, WidgetFrame } from '@candleshop/ui';

/** Options of {@link Newsletter}. */
export interface NewsletterOptions {
  account: AccountClient;
  lang: Lang;
  humanCheck: HumanCheck;
  /** Whether the human check is the local stand-in, which the box then says. */
  localHumanCheck?: boolean;
  /** The shop mailed the confirmation link. */
  onRequested: () => void;
}

/** The message areas the widget shows beyond the shop-wide ones. */
export const NEWSLETTER_AREAS = [newsletterMessages];

/** The newsletter box (SPEC §5, §8; issue 13): email, button, and what happened. */
export function Newsletter(options: NewsletterOptions) {
  return (
    <WidgetFrame messages={useMessages(options.lang, NEWSLETTER_AREAS)} labelledBy="newsletter-heading">
      {() => <NewsletterBox {...options} />}
    </WidgetFrame>
  );
}

function NewsletterBox({ account, lang, humanCheck, localHumanCheck, onRequested }: NewsletterOptions) {
  const { t } = useI18n();
  const langRef = useRef(lang);
  langRef.current = lang;
  const [form] = useState(() => createNewsletterForm({ account, humanCheck, lang: () => langRef.current }));
  const email = useStore(form.$email);
  const error = useStore(form.$error);
  const sending = useStore(form.$sending);
  const outcome = useStore(form.$outcome);
  const input = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await form.submit()) onRequested();
    else if (form.$error.get()) input.current?.focus();
  }

  return (
    <>
      <h2 id="newsletter-heading" className="heading">
        {t('newsletterBox.heading')}
      </h2>
      <p className="offer">{t('newsletterBox.offer')}</p>
      <form part="form" noValidate onSubmit={submit} aria-busy={sending}>
        <label htmlFor="newsletter-email">{t('newsletterBox.email')}</label>
        <div className="row">
          <input
            ref={input}
            id="newsletter-email"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            dir="ltr"
            value={email}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'newsletter-error' : undefined}
            onInput={(event) => form.setEmail((event.target as HTMLInputElement).value)}
          />
          {/* Stays focusable while sending: aria-disabled, and submit ignores a second press. */}
          <button type="submit" className="button" part="submit" aria-disabled={sending}>
            {sending ? t('newsletterBox.sending') : t('newsletterBox.subscribe')}
          </button>
        </div>
        {error && (
          <p id="newsletter-error" className="field-error" part="field-error">
            {t(error)}
          </p>
        )}
      </form>
      <div role="status" aria-live="polite">
        {outcome && (
          <p className={`alert ${outcome.kind}`} part="alert">
            <strong>{t(outcome.title)}</strong> {t(outcome.message)}
          </p>
        )}
      </div>
      {localHumanCheck && <p className="muted">{t('newsletterBox.localCheck')}</p>}
    </>
  );
}
