// The refill builder's Request now form (ISSUE 11). Its own chunk, loaded on the first "Request
// now": the form, its checks and the checkout's texts are not downloaded by shoppers who only add
// refills to the cart (DESIGN §6 budgets).
import { useEffect, useId, useMemo, useRef, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import {
  $auth,
  $user,
  humanCheckNeeded,
  checkoutMessages,
  createRefillRequestForm,
  giftCardCover,
  localizeDigits,
  orderOperations,
  PAYMENT_METHODS,
  paymentUrls,
  placesOperations,
  refillTotal,
  type CheckoutAlert,
  type Lang,
  type MessageArea,
  type PublicClient,
  type RefillDraft,
  type RequestedRefill,
} from '@candleshop/core';
import { I18nProvider, retryAll, RetryNotice, useI18n, useMessages, useQuery } from '@candleshop/ui';
import { CheckoutFields } from '../checkout/checkout-fields.js';
import { PaymentSteps } from '../checkout/payment-modal.js';
import { adoptCss } from '../internal/define-element.js';
import { GiftCardDisclosure } from '../internal/lazy-disclosure.js';
import { useShopClients } from '../internal/shop-clients.js';
import { refillRequestCss } from './refill-request.css.js';

/** Options of {@link RefillRequestForm}. */
export interface RefillRequestFormOptions {
  client: PublicClient;
  /** The GraphQL endpoint: the account client and the human check are the page's shared ones. */
  endpoint: string;
  lang: Lang;
  /**
   * The builder's own message area, handed over rather than imported: this chunk then shares no
   * module with the builder's alone, which stays a chunk of its own.
   */
  builderMessages: MessageArea;
  /** Whether FastPay is offered (loader `data-fastpay="on"`), as the checkout offers it. */
  fastpay: boolean;
  /** The refill as built now; undefined while a step is not chosen. */
  draft: () => RefillDraft | undefined;
  /** The server took the request: where its payment continues. */
  onRequested: (requested: RequestedRefill) => void;
}

/** Request now: contact (guests), delivery or pickup, notes, the payment modal, then refillRequest(Guest). */
export function RefillRequestForm(options: RefillRequestFormOptions) {
  // The form shows the checkout's field labels and payment texts beside the refill's own.
  const { i18n, failed, retry } = useMessages(options.lang, [options.builderMessages, checkoutMessages]);
  const { t } = useI18n();
  const anchor = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (anchor.current) adoptCss(anchor.current, refillRequestCss);
  }, []);
  return (
    <div ref={anchor} className="request" part="request">
      {i18n ? (
        <I18nProvider value={i18n}>
          <RequestForm {...options} />
        </I18nProvider>
      ) : failed ? (
        <p className="error" role="alert">
          {t('refillRequest.loadFailed')}{' '}
          <button type="button" className="button" onClick={retry}>
            {t('refillBuilder.retry')}
          </button>
        </p>
      ) : (
        <p className="hint" role="status">
          {t('refillRequest.loading')}
        </p>
      )}
    </div>
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
        <Alert alert={alert} part="confirmation" />
      ) : (
        <form ref={element} className="request-form" noValidate onSubmit={review}>
          <p className="hint">{t('refillRequest.intro')}</p>
          <CheckoutFields values={values} errors={errors} signedIn={signedIn} cities={cities.data?.cities} points={points.data?.sellingPoints.filter((point) => point.drop)} onEdit={form.edit} />
          <GiftCardDisclosure client={account} cards={form.$giftCards} due={due} cover="giftCard.coversRefill" />
          {(cities.error || points.error) && <RetryNotice className="alert fail" message="checkoutForm.loadFailed" onRetry={retryAll(cities, points)} />}
          {alert && <Alert alert={alert} />}
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

function Alert({ alert, part }: { alert: CheckoutAlert; part?: string }) {
  const { t, lang } = useI18n();
  // The request's number is written in the page's digits.
  const values = alert.values && { ...alert.values, id: localizeDigits(String(alert.values.id ?? ''), lang) };
  return (
    <div className={`alert ${alert.kind}`} part={part ?? `alert alert-${alert.kind}`} role={alert.kind === 'fail' ? 'alert' : 'status'}>
      {alert.title && <p className="alert-title">{t(alert.title, values)}</p>}
      <p>{t(alert.message, values)}</p>
    </div>
  );
}
