import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import {
  $auth,
  humanCheckNeeded,
  checkoutMessages,
  describeError,
  formatPrice,
  orderPagesMessages,
  ticketsMessages,
  waitlistMessages,
  keepFibPayment,
  PAYMENT_METHODS,
  paymentHref,
  rememberPendingPayment,
  startPayment,
  ticketFailures,
  waitlistOperations,
  workshopTime,
  type ApiError,
  type PaymentMethod,
} from '@candleshop/core';
import { I18nProvider, useI18n, useMessages, useMutation, useQuery } from '@candleshop/ui';
import { accountClient, accountQueries } from '../api.js';
import { humanCheck } from '../account/session.js';
import { InputField } from '../forms/field.js';
import { openPath } from '../local-path.js';
import { PaymentForm } from '../pages/pay-later.js';

// Its texts and those of what it shows: the ticket's refusals, the payment choice, the waiting list's.
const HELD_AREAS = [ticketsMessages, orderPagesMessages, checkoutMessages, waitlistMessages];

// As the ticket widget offers them on the storefront (FastPay is not enabled there yet).
const METHODS = PAYMENT_METHODS.filter((method) => method !== 'fastpay');

type Contact = { name: string; email: string; phone: string };

const heldFailures = (error: ApiError) => (error.key === 'waitlist.offerGone' ? { title: 'feedback.fail', message: 'waitlist.held.gone' } : describeError(error, ticketFailures));

/**
 * The seats a waiting-list offer holds (issue 27 item 4), on the workshop page its mail links to
 * (`?offer=`): how many, until when and for how much, and the purchase of exactly those seats
 * through the ticket purchase (`offer`), paid as any ticket is.
 */
export function HeldSeats({ token, onLive }: { token: string; onLive?: (live: boolean) => void }) {
  const { i18n } = useMessages(useI18n().lang, HELD_AREAS);
  if (!i18n) return null;
  return (
    <I18nProvider value={i18n}>
      <Held token={token} onLive={onLive} />
    </I18nProvider>
  );
}

function Held({ token, onLive }: { token: string; onLive?: (live: boolean) => void }) {
  const { t, lang } = useI18n();
  const signedIn = useStore($auth).loggedIn;
  // Read fresh: an offer is used or lapses, and a cached answer would still show it.
  const query = useQuery(accountQueries, waitlistOperations.WaitlistOffer, { token }, lang);
  const offer = query.data?.waitlistOffer;
  const live = Boolean(offer);
  useEffect(() => onLive?.(live), [live, onLive]);
  // Typed over what they joined with (issue 36 item 4), which prefills the form.
  const [typed, setContact] = useState<Contact>();
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const member = useMutation(accountClient, waitlistOperations.TicketOffer, { failures: heldFailures });
  const guest = useMutation(accountClient, waitlistOperations.TicketGuestOffer, { failures: heldFailures });
  // While the human check runs, before either write is sent.
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string>();
  const busy = checking || member.busy || guest.busy;
  const failed = problem ?? (signedIn ? member : guest).failure?.message;
  const [key] = useState(() => crypto.randomUUID());

  if (query.loading) return <p role="status">{t('common.loading')}</p>;
  if (!offer) {
    return (
      <p className="alert fail" role="alert">
        {t(query.error && query.error !== 'errors.notFound' ? query.error : 'waitlist.held.gone')}
      </p>
    );
  }

  const contact = typed ?? { name: offer.name, email: offer.email, phone: offer.phone };
  const until = workshopTime(offer.holdUntil, lang);
  const buy = async () => {
    setChecking(true);
    setProblem(undefined);
    try {
      const base = { method, offer: token, idempotencyKey: key };
      const answer = signedIn
        ? // SECURITY-REVIEW-2 N3: an unverified account passes the human check too.
          await member.run({ ...base, ticket: offer.ticket.id, ...(humanCheckNeeded() ? { token: await humanCheck.token('submit') } : {}) })
        : await guest.run({ ...base, ticket_id: offer.ticket.id, ...contact, token: await humanCheck.token('submit') });
      if (answer.error) return;
      const result = 'ticket' in answer.data ? answer.data.ticket : answer.data.ticketGuest;
      const origin = location.origin;
      const route = startPayment({
        kind: 'ticket',
        method,
        result,
        signedIn,
        settings: { zaincashPayUrl: `${origin}/payments/zaincash/pay`, nasspayCheckoutUrl: `${origin}/payments/nasspay/checkout` },
      });
      // SECURITY-REVIEW L11: the provider's return carries no email; the result page reads it here.
      rememberPendingPayment(result);
      if (route.to === 'provider') return location.assign(route.url);
      if (route.to === 'paymentFail') return setProblem('payment.fail');
      if (route.to === 'fibPaymentDetails') keepFibPayment(route.fibToken);
      openPath(paymentHref(route, '', result) ?? '/', route.to === 'guestTicket');
    } catch {
      // The human check failed: nothing was sent.
      setProblem('waitlist.held.failed');
    } finally {
      setChecking(false);
    }
  };
  const field = (name: keyof Contact, type: string, autoComplete: string) => (
    <InputField label={t(`waitlist.${name}`)} type={type} autoComplete={autoComplete} required value={contact[name]} onInput={(event) => setContact({ ...contact, [name]: event.currentTarget.value })} />
  );

  return (
    <section className="held-seats" aria-labelledby="held-seats-title">
      <h2 id="held-seats-title">{t('waitlist.held.title')}</h2>
      <p>{t('waitlist.held.body', { count: offer.people, people: offer.people, date: until.date, time: until.time })}</p>
      <p>
        <strong>{offer.workshop.title}</strong> · {t('waitlist.held.total', { total: formatPrice(offer.ticket.price * offer.people, lang) })}
      </p>
      {!signedIn && (
        <fieldset className="block">
          {field('name', 'text', 'name')}
          {field('phone', 'tel', 'tel')}
          {field('email', 'email', 'email')}
        </fieldset>
      )}
      <PaymentForm methods={METHODS} method={method} onMethod={setMethod} busy={busy} failed={failed} onSubmit={buy} submit={busy ? t('waitlist.held.buying') : t('waitlist.held.buy')} />
    </section>
  );
}
