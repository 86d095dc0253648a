import { useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import {
  $auth,
  humanCheckNeeded,
  $user,
  formatNumber,
  isEmail,
  isPhone,
  ticketsMessages,
  waitlistMessages,
  waitlistOperations,
  type AccountClient,
  type ApiError,
  type HumanCheck,
  type TicketWorkshop,
} from '@candleshop/core';
import { Field, fieldAria, I18nProvider, useI18n, useMessages, useMutation } from '@candleshop/ui';

/** Options of {@link WaitlistForm}: the widget's own (its clients and human check) and the workshop. */
export interface WaitlistFormOptions {
  workshop: TicketWorkshop;
  /** Sends the join with the session cookie: a signed-in customer joins under the account's contact. */
  account: AccountClient;
  humanCheck: HumanCheck;
  localHumanCheck?: boolean;
  onClose: () => void;
}

type Values = { tier: string; people: string; name: string; email: string; phone: string };
type Errors = Partial<Record<'name' | 'email' | 'phone' | 'people', string>>;

// The server's refusals (issue 27) and the field or message each is about.
const FIELD_OF: Record<string, keyof Errors> = {
  'input.name.required': 'name',
  'input.name.max': 'name',
  'input.email.invalid': 'email',
  'input.phone.invalid': 'phone',
  'input.people.min': 'people',
  'input.people.max': 'people',
  'input.people.invalid': 'people',
};

// The server's refusals that are said above the buttons (SECURITY-REVIEW-2 N2, N3).
const ALERT_OF: Record<string, string> = {
  'waitlist.seatsFree': 'waitlist.seatsFree',
  'waitlist.limit': 'waitlist.limit',
  'ticket.openLimit': 'tickets.openLimit',
  'humanCheck.required': 'errors.humanCheck',
};

// A refusal about a field is said under it; the rest above the buttons.
const failures = (error: ApiError) => ({
  title: 'feedback.fail',
  message: error.validation && FIELD_OF[error.validation] ? '' : (ALERT_OF[error.key] ?? (error.network ? error.key : 'waitlist.failed')),
});

function check(values: Values, signedIn: boolean): Errors {
  const errors: Errors = {};
  if (signedIn) return errors;
  if (!values.name.trim()) errors.name = 'waitlist.invalid.name';
  // The server's rules (@candleshop/rules), so what passes here is not refused there.
  if (!isEmail(values.email.trim())) errors.email = 'waitlist.invalid.email';
  if (!isPhone(values.phone)) errors.phone = 'waitlist.invalid.phone';
  return errors;
}

/**
 * The waiting-list form of a workshop whose tiers are sold out (issue 27 item 4), downloaded when
 * opened with its own texts: which tier, how many people, the contact, and for a guest the human
 * check. The server decides who may wait (a group that could buy now is told so).
 */
export function WaitlistForm(options: WaitlistFormOptions) {
  const { i18n } = useMessages(useI18n().lang, [ticketsMessages, waitlistMessages]);
  if (!i18n)
    return (
      <p className="muted" aria-busy="true">
        …
      </p>
    );
  return (
    <I18nProvider value={i18n}>
      <Form {...options} />
    </I18nProvider>
  );
}

function Form({ workshop, account, humanCheck, localHumanCheck, onClose }: WaitlistFormOptions) {
  const { t, lang } = useI18n();
  const auth = useStore($auth);
  const signedIn = auth.loggedIn;
  const checkNeeded = humanCheckNeeded(auth, useStore($user));
  const soldout = workshop.tickets.filter((tier) => tier.soldout);
  const [values, setValues] = useState<Values>({ tier: soldout[0]?.id ?? '', people: String(soldout[0]?.min ?? 1), name: '', email: '', phone: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [state, setState] = useState<{ busy?: true; done?: true; alert?: string }>({});
  const join = useMutation(account, waitlistOperations.JoinWaitlist, { failures });
  const busy = state.busy || join.busy;
  const alert = state.alert ?? join.failure?.message;
  const tier = soldout.find((item) => item.id === values.tier) ?? soldout[0];
  const id = (name: string) => `waitlist-${name}-${workshop.id}`;
  const edit = (name: keyof Values, value: string) => setValues((old) => ({ ...old, [name]: value, ...(name === 'tier' ? { people: String(soldout.find((item) => item.id === value)?.min ?? 1) } : {}) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(values, signedIn);
    setErrors(found);
    if (Object.keys(found).length || !tier) return;
    setState({ busy: true });
    join.reset();
    try {
      const token = checkNeeded ? await humanCheck.token('submit') : null;
      // SECURITY-REVIEW-2 N2: the server joins a customer under the account's own contact.
      const user = signedIn ? $user.get() : undefined;
      const contact = user ? { name: user.name, email: user.email, phone: user.phone ?? '' } : { name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim() };
      const variables = { ticket: tier.id, people: Number(values.people), ...contact, token };
      setState({});
      const answer = await join.run(variables);
      const field = answer.error?.validation && FIELD_OF[answer.error.validation];
      if (field) setErrors({ [field]: `waitlist.invalid.${field}` });
      if (answer.data) setState({ done: true });
    } catch {
      // The human check failed: nothing was sent.
      setState({ alert: 'waitlist.failed' });
    }
  };

  if (state.done) {
    return (
      <div className="form" part="waitlist">
        <p className="alert success" role="status">
          {t('waitlist.joined')}
        </p>
        <button type="button" className="button secondary" onClick={onClose}>
          {t('waitlist.close')}
        </button>
      </div>
    );
  }
  const counts = tier ? Array.from({ length: tier.max - tier.min + 1 }, (_, index) => tier.min + index) : [];
  const text = (name: 'name' | 'email' | 'phone', type: string, autoComplete: string) => (
    <Field id={id(name)} label={t(`waitlist.${name}`)} error={errors[name]}>
      <input id={id(name)} type={type} autoComplete={autoComplete} value={values[name]} onInput={(event) => edit(name, event.currentTarget.value)} {...fieldAria(id(name), errors[name])} />
    </Field>
  );
  return (
    <form className="form" part="waitlist" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={id('heading')}>
      <h4 id={id('heading')}>{t('waitlist.heading')}</h4>
      <p className="muted small">{t('waitlist.intro')}</p>
      {soldout.length > 1 && (
        <Field id={id('tier')} label={t('waitlist.tier')}>
          <select id={id('tier')} value={values.tier} onInput={(event) => edit('tier', event.currentTarget.value)}>
            {soldout.map((item) => (
              <option key={item.id} value={item.id}>
                {item.min === item.max ? formatNumber(item.min, lang) : `${formatNumber(item.min, lang)}–${formatNumber(item.max, lang)}`}
              </option>
            ))}
          </select>
        </Field>
      )}
      <Field id={id('people')} label={t('waitlist.people')} error={errors.people}>
        <select id={id('people')} value={values.people} onInput={(event) => edit('people', event.currentTarget.value)} {...fieldAria(id('people'), errors.people)}>
          {counts.map((count) => (
            <option key={count} value={String(count)}>
              {formatNumber(count, lang)}
            </option>
          ))}
        </select>
      </Field>
      {!signedIn && text('name', 'text', 'name')}
      {!signedIn && text('phone', 'tel', 'tel')}
      {!signedIn && text('email', 'email', 'email')}
      {localHumanCheck && checkNeeded && <p className="muted small">{t('waitlist.localCheck')}</p>}
      {alert && (
        <p className="alert fail" role="alert">
          {t(alert)}
        </p>
      )}
      <div className="buttons">
        <button type="submit" className="button" part="waitlist-join" disabled={busy}>
          {busy ? t('waitlist.joining') : t('waitlist.submit')}
        </button>
        <button type="button" className="button secondary" onClick={onClose}>
          {t('waitlist.close')}
        </button>
      </div>
    </form>
  );
}
