// The refill builder's Request now form (ISSUE 11). Its own chunk, loaded on the first "Request
// now": the form, its checks and the checkout's texts are not downloaded by shoppers who only add
// refills to the cart (DESIGN §6 budgets).
import { useEffect, useId, useMemo, useRef, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $auth, $user, humanCheckNeeded, createRefillRequestForm, giftCardCover, orderOperations, PAYMENT_METHODS, paymentUrls, placesOperations, refillTotal } from '@candleshop/core';
import { retryAll, RetryNotice, useI18n, useQuery } from '@candleshop/ui';
import { CheckoutFields } from '../checkout/checkout-fields.js';
import { PaymentSteps } from '../checkout/payment-modal.js';
import { GiftCardDisclosure } from '../internal/lazy-disclosure.js';
import { useShopClients } from '../internal/shop-clients.js';
import { PanelAlert, RefillPanel, type RefillPanelOptions } from './refill-panel.js';

/** Options of {@link RefillRequestForm}: the builder's, as every panel gets them. */
export type RefillRequestFormOptions = RefillPanelOptions;

/** Request now: contact (guests), delivery or pickup, notes, the payment modal, then refillRequest(Guest). */
export function RefillRequestForm(options: RefillRequestFormOptions) {
  return (
    <RefillPanel options={options} part="request">
      <RequestForm {...options} />
    </RefillPanel>
  );
}

function RequestForm({ client, endpoint, lang, fastpay, draft, onRequested }: RefillRequestFormOptions) {
  const { t } = useI18n();
  const heading = useId();
  const auth = useStore($auth);
  const signedIn = auth.loggedIn;
  // SECURITY-REVIEW-2 N3: an unverified account passes the human check as a guest does.
  const checkNeeded = humanCheckNeeded(auth, useStore($user));
  // The same instances as <candle-checkout>'s on this page (shared by endpoint).
  const { account, humanCheck, localHumanCheck } = useShopClients(endpoint);
  const langRef = useRef(lang);
  langRef.current = lang;
  const form = useMemo(() => {
    return createRefillRequestForm({ client: account, humanCheck, payment: paymentUrls(endpoint), lang: () => langRef.current });
  }, [account, humanCheck, endpoint]);
  const values = useStore(form.$values);
  const errors = useStore(form.$errors);
  const alert = useStore(form.$alert);
  const method = useStore(form.$method);
  const step = useStore(form.$step);
  const giftCards = useStore(form.$giftCards);
  const cities = useQuery(client, placesOperations.Cities, {}, lang);
  const points = useQuery(client, orderOperations.PickupPoints, {}, lang);
  const element = useRef<HTMLFormElement>(null);
  const methods = PAYMENT_METHODS.filter((option) => option !== 'fastpay' || fastpay);

  // The first field with an error takes the focus, so keyboard and screen-reader users hear it.
  useEffect(() => {
    element.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  // Issue 35: what the refill costs before the cards (the server's rule: no delivery price), and
  // cards that pay it all leave no payment to choose: it is sent at once.
  const built = draft();
  const due = built && refillTotal(built);
  const coveredByCards = due !== undefined && giftCards.length > 0 && giftCardCover(giftCards, due).left === 0;
  const review = (event: FormEvent) => {
    event.preventDefault();
    form.review();
    if (!coveredByCards || form.$step.get() !== 'paying') return;
    form.chooseMethod('cash');
    void send();
  };
  const send = async () => {
    const refill = draft();
    if (!refill) return form.closePayment();
    const requested = await form.send(refill);
    if (requested) onRequested(requested);
  };
  const confirmed = alert?.kind === 'success' && alert.title === 'refillRequest.confirmedTitle';

  return (
    <section aria-labelledby={heading}>
      <h3 id={heading} className="request-title">
        {t('refillRequest.title')}
      </h3>
      {confirmed ? (
        <PanelAlert alert={alert} part="confirmation" />
      ) : (
        <form ref={element} className="request-form" noValidate onSubmit={review}>
          <p className="hint">{t('refillRequest.intro')}</p>
          <CheckoutFields values={values} errors={errors} signedIn={signedIn} cities={cities.data?.cities} points={points.data?.sellingPoints.filter((point) => point.drop)} onEdit={form.edit} />
          <GiftCardDisclosure client={account} cards={form.$giftCards} due={due} cover="giftCard.coversRefill" />
          {(cities.error || points.error) && <RetryNotice className="alert fail" message="checkoutForm.loadFailed" onRetry={retryAll(cities, points)} />}
          {alert && <PanelAlert alert={alert} />}
          {checkNeeded && localHumanCheck && <p className="muted small">{t('checkoutForm.localCheck')}</p>}
          <button type="submit" className="button" part="request-submit" disabled={step === 'placing'}>
            {step === 'placing' ? t('refillRequest.sending') : t('refillRequest.send')}
          </button>
        </form>
      )}
      <PaymentSteps step={step} methods={methods} method={method} onMethod={form.chooseMethod} onClose={form.closePayment} onConfirm={() => void send()} />
    </section>
  );
}
