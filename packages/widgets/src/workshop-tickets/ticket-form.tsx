import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $auth, $user, humanCheckNeeded, formatNumber, formatPrice, type TicketBookingModel, type TicketValues } from '@candleshop/core';
import { Field, fieldAria, useI18n } from '@candleshop/ui';
import { peopleHint } from './tier-label.js';

/** Options of {@link TicketForm}. */
export interface TicketFormOptions {
  booking: TicketBookingModel;
  signedIn: boolean;
  /** Whether the human check is the local stand-in, which the form then says. */
  localHumanCheck?: boolean;
  /** Called once the form passed its checks (the payment modal is to open). */
  onReviewed?: () => void;
  /** Shown under the total: the gift-card box (issue 35). */
  children?: ReactNode;
}

/**
 * The form under the chosen tier: how many people (the tier's min..max), a guest's contact, the
 * live total, why the tier does not fit (before payment), and the buy button that opens the
 * payment modal.
 */
export function TicketForm({ booking, signedIn, localHumanCheck, onReviewed, children }: TicketFormOptions) {
  const { t, lang } = useI18n();
  const selected = useStore(booking.$selected);
  const total = useStore(booking.$total);
  const problem = useStore(booking.$problem);
  const values = useStore(booking.$values);
  const errors = useStore(booking.$errors);
  // SECURITY-REVIEW-2 N3: an unverified account passes the human check as a guest does.
  const checkNeeded = humanCheckNeeded(useStore($auth), useStore($user));
  const alert = useStore(booking.$alert);
  const step = useStore(booking.$step);
  const form = useRef<HTMLFormElement>(null);

  // The first field with an error takes the focus, so keyboard and screen-reader users hear it.
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  if (!selected) return null;
  const { workshop, tier, people } = selected;
  const id = (name: string) => `${name}-${workshop.id}`;
  const counts = Array.from({ length: tier.max - tier.min + 1 }, (_, index) => tier.min + index);
  const text = (name: keyof TicketValues, type: string, autoComplete: string, extra: object = {}) => (
    <Field id={id(name)} label={t(`tickets.${name}`)} error={errors[name]}>
      <input id={id(name)} type={type} autoComplete={autoComplete} value={values[name]} onInput={(event) => booking.edit(name, event.currentTarget.value)} {...fieldAria(id(name), errors[name])} {...extra} />
    </Field>
  );
  const review = (event: FormEvent) => {
    event.preventDefault();
    booking.review();
    onReviewed?.();
  };

  return (
    <form ref={form} className="form" part="form" noValidate onSubmit={review} aria-label={t('tickets.book', { title: workshop.title })}>
      <Field id={id('people')} label={t('tickets.people')}>
        <select id={id('people')} value={String(people)} aria-describedby={id('people-hint')} onInput={(event) => booking.setPeople(event.currentTarget.value)}>
          {counts.map((count) => (
            <option key={count} value={String(count)}>
              {formatNumber(count, lang)}
            </option>
          ))}
        </select>
        <span id={id('people-hint')} className="muted small">
          {peopleHint(tier, t)}
        </span>
      </Field>
      {!signedIn && (
        <fieldset className="block" part="contact">
          <legend>{t('tickets.contact')}</legend>
          {text('name', 'text', 'name')}
          {text('phone', 'tel', 'tel', { inputMode: 'tel', placeholder: t('tickets.phonePlaceholder') })}
          {text('email', 'email', 'email')}
          {text('address', 'text', 'street-address')}
          {localHumanCheck && <p className="muted small">{t('tickets.localCheck')}</p>}
        </fieldset>
      )}
      {signedIn && localHumanCheck && checkNeeded && <p className="muted small">{t('tickets.localCheck')}</p>}
      <p className="total" part="total" aria-live="polite">
        {t('tickets.total')} <strong className="price">{formatPrice(total ?? 0, lang)}</strong>
      </p>
      {children}
      {problem && !alert && (
        <p className="alert fail" part="alert" role="alert">
          {t(problem)}
        </p>
      )}
      {alert && (
        <div className={`alert ${alert.kind}`} part="alert" role={alert.kind === 'fail' ? 'alert' : 'status'}>
          {alert.title && <p className="alert-title">{t(alert.title)}</p>}
          <p>{t(alert.message)}</p>
        </div>
      )}
      <div className="buttons">
        <button type="submit" className="button" part="buy" disabled={step === 'placing'}>
          {step === 'placing' ? t('tickets.buying') : t('tickets.buy')}
        </button>
        <button type="button" className="button secondary" onClick={booking.cancel}>
          {t('tickets.back')}
        </button>
      </div>
    </form>
  );
}
