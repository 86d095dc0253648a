import { useEffect, useMemo, useRef, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import {
  $auth,
  $user,
  humanCheckNeeded,
  checkoutMessages,
  createCheckoutForm,
  giftCardCover,
  orderOperations,
  paymentHref,
  PAYMENT_METHODS,
  placesOperations,
  type AccountClient,
  type BuyNowItem,
  type CheckoutAlert,
  type HumanCheck,
  type Lang,
  type PaymentMethod,
  type PaymentSettings,
  type PublicClient,
} from '@candleshop/core';
import { retryAll, RetryNotice, useI18n, useMessages, useQuery, WidgetFrame } from '@candleshop/ui';
import type { Track } from '../internal/analytics.js';
import { CheckoutFields } from './checkout-fields.js';
import { CartReminderSlot, DiscountDisclosure, GiftCardDisclosure } from './lazy-disclosure.js';
import { EmptyCheckout } from './empty-checkout.js';
import { OrderSummary, summaryTotal } from './order-summary.js';
import { PaymentSteps } from './payment-modal.js';
import { useOrderLines } from './use-order-lines.js';

import type { OrderCreatedDetail } from './checkout.element.js';

export type { OrderCreatedDetail };

/** Options of {@link Checkout}. */
export interface CheckoutOptions {
  client: PublicClient;
  account: AccountClient;
  lang: Lang;
  storefront: string;
  payment: PaymentSettings;
  /** Whether FastPay is offered (loader `data-fastpay="on"` or the `fastpay` attribute). */
  fastpay?: boolean;
  /** Buy now (SPEC §2): the one product; without it the cart is ordered. */
  buyNow?: BuyNowItem;
  humanCheck: HumanCheck;
  /** Whether the human check is the local stand-in, which the form then says. */
  localHumanCheck?: boolean;
  onOrderCreated: (detail: OrderCreatedDetail) => void;
  /** Sends the element's `candle-analytics` (begin_checkout, purchase). */
  track?: Track;
}

// The checkout shows its own texts (checkoutForm, paymentModal) beside the shop-wide ones; its
// summary is its own, so it needs no cart texts.
/** The message areas the widget shows beyond the shop-wide ones. */
export const CHECKOUT_AREAS = [checkoutMessages];

/** SPEC §2 Checkout: contact, delivery or pickup, summary, payment modal, wait modal, outcome. */
export function Checkout(options: CheckoutOptions) {
  return (
    <WidgetFrame messages={useMessages(options.lang, CHECKOUT_AREAS)} className="checkout-root">
      {() => <CheckoutForm {...options} />}
    </WidgetFrame>
  );
}

function CheckoutForm(options: CheckoutOptions) {
  const { t, lang } = useI18n();
  const auth = useStore($auth);
  const signedIn = auth.loggedIn;
  // SECURITY-REVIEW-2 N3: an unverified account passes the human check as a guest does.
  const checkNeeded = humanCheckNeeded(auth, useStore($user));
  const cities = useQuery(options.client, placesOperations.Cities, {}, lang);
  const points = useQuery(options.client, orderOperations.PickupPoints, {}, lang);
  const order = useOrderLines(options.client, lang, t, options.buyNow);
  // The form's state machine lives in core; this component renders its stores.
  const langRef = useRef(lang);
  langRef.current = lang;
  const checkout = useMemo(
    () => createCheckoutForm({ client: options.account, humanCheck: options.humanCheck, payment: options.payment, lang: () => langRef.current }),
    // The payment settings follow from the endpoint and never change, though made anew each render;
    // a new form would lose what was typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [options.account, options.humanCheck],
  );
  const values = useStore(checkout.$values);
  const errors = useStore(checkout.$errors);
  const alert = useStore(checkout.$alert);
  const method = useStore(checkout.$method);
  const step = useStore(checkout.$step);
  const promotion = useStore(checkout.discount.$quote);
  const giftCards = useStore(checkout.$giftCards);
  const form = useRef<HTMLFormElement>(null);
  const methods = PAYMENT_METHODS.filter((option) => option !== 'fastpay' || options.fastpay);
  const city = cities.data?.cities.find((option) => option.id === values.city);
  const delivery = values.shipping === 'pickup' ? 0 : values.shipping === 'delivery' ? city?.price : undefined;

  // begin_checkout once, when the lines are first known; purchase when the order is placed.
  const ready = !order.loading && order.lines.length > 0;
  useEffect(() => {
    if (ready) options.track?.('begin_checkout', order.items);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);

  // Issue 35: the server quotes the promotion (a code's, or the automatic one) whenever the lines change.
  const quoted = JSON.stringify([order.item, order.lines]);
  useEffect(() => {
    if (ready) void checkout.discount.quote(order.item);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, quoted, lang]);

  // The first field with an error takes the focus, so keyboard and screen-reader users hear it.
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  // Issue 35: cards that pay the whole order leave no payment to choose: it is placed at once.
  const due = delivery === undefined ? undefined : summaryTotal(order.lines, delivery, promotion).total;
  const coveredByCards = due !== undefined && giftCards.length > 0 && giftCardCover(giftCards, due).left === 0;
  const review = (event: FormEvent) => {
    event.preventDefault();
    checkout.review();
    if (!coveredByCards || checkout.$step.get() !== 'paying') return;
    checkout.chooseMethod('cash');
    void place();
  };

  const place = async () => {
    // The lines ordered: a cart order empties the cart as it is placed.
    const items = order.items;
    const placed = await checkout.place(order.item);
    if (!placed) return;
    const { result, method: paid } = placed;
    // Issue 35 item 5: what the promotion took and the cards paid, as the summary showed them.
    const cards = due === undefined ? 0 : giftCardCover(giftCards, due).paid;
    options.track?.('purchase', items, {
      transaction_id: result.id ?? '',
      ...(promotion?.discount && { coupon: promotion.code ?? undefined, promotion_name: promotion.name ?? undefined, discount: promotion.discount }),
      ...(cards && { gift_card: cards }),
    });
    const route = placed.route;
    options.onOrderCreated({ id: result.id ?? '', uuid: result.uuid ?? '', method: paid, to: route.to, href: paymentHref(route, options.storefront, result) ?? `${options.storefront}/` });
  };

  const empty = !order.loading && order.lines.length === 0;
  // A cart emptied by the order just placed keeps the form and its outcome on show.
  if (empty && !options.buyNow && !alert && step === 'editing') return <EmptyCheckout storefront={options.storefront} />;
  return (
    <>
      <form ref={form} className="checkout" part="form" noValidate onSubmit={review} aria-labelledby="checkout-title">
        <h2 id="checkout-title" className="title">
          {t('checkoutForm.title')}
        </h2>
        <div className="columns">
          <div className="fields">
            <CheckoutFields
              values={values}
              errors={errors}
              signedIn={signedIn}
              cities={cities.data?.cities}
              points={points.data?.sellingPoints.filter((point) => point.drop)}
              onEdit={checkout.edit}
              // Issue 37 item 2: a cart (never a buy-now) may be kept for one reminder.
              reminder={!options.buyNow && !empty && <CartReminderSlot client={options.account} signedIn={signedIn} contact={values} />}
            />
          </div>
          <div className="side">
            <OrderSummary lines={order.lines} loading={order.loading} delivery={delivery} promotion={promotion} giftCards={giftCards} />
            {!empty && <DiscountDisclosure discount={checkout.discount} applied={Boolean(promotion?.code)} />}
            {!empty && <GiftCardDisclosure client={options.account} cards={checkout.$giftCards} due={due} />}
            {(order.failed || cities.error || points.error) && <RetryNotice className="alert fail" message="checkoutForm.loadFailed" onRetry={retryAll(order, cities, points)} />}
            {alert && <AlertBox alert={alert} storefront={options.storefront} />}
            {checkNeeded && options.localHumanCheck && <p className="muted small">{t('checkoutForm.localCheck')}</p>}
            <button type="submit" className="button submit" part="submit" disabled={step === 'placing' || empty || order.loading}>
              {step === 'placing' ? t('checkoutForm.placing') : t('checkoutForm.placeOrder')}
            </button>
          </div>
        </div>
      </form>
      <PaymentSteps step={step} methods={methods} method={method} onMethod={checkout.chooseMethod} onClose={checkout.closePayment} onConfirm={() => void place()} />
    </>
  );
}

function AlertBox({ alert, storefront }: { alert: CheckoutAlert; storefront: string }) {
  const { t } = useI18n();
  return (
    <div className={`alert ${alert.kind}`} part={`alert alert-${alert.kind}`} role={alert.kind === 'fail' ? 'alert' : 'status'}>
      {alert.title && <p className="alert-title">{t(alert.title, alert.values)}</p>}
      <p>{t(alert.message, alert.values)}</p>
      {alert.kind === 'fail' && <a href={`${storefront}/`}>{t('checkoutForm.goHome')}</a>}
    </div>
  );
}
