import { formatDate, formatPrice, localizeDigits, refillOperations, statusKey, type ResultOf } from '@candleshop/core';
import type { ReactNode } from 'react';
import { Isolated, useI18n, useQuery } from '@candleshop/ui';
import { Place } from '../frame/place.js';
import { RecordStatus } from '../frame/query-status.js';
import { accountQueries } from '../api.js';
import { PayLater } from './pay-later.js';
import { MinusLine } from '../frame/minus-line.js';
import { RepeatAsPlan } from '../account/plans/repeat-as-plan.js';
import { useLocalPath } from '../local-path.js';

type Refill = NonNullable<ResultOf<typeof refillOperations.MyRefill>['refill']>;

/**
 * /refills/{id} (SPEC §2, sign-in required): one of the customer's refill requests: its refill
 * (container, size, colour, scent, wick, quantity, price, total), status, place, payment method
 * and whether it is paid, pay later while it is pending and unpaid, and "Repeat as a plan" (issue
 * 37 item 1: a request just made, e.g. from the refill builder, becomes a plan from here).
 */
export function RefillRequestPage({ id }: { id: string }) {
  const { t, lang } = useI18n();
  const query = useQuery(accountQueries, refillOperations.MyRefill, { id }, lang);
  const refill = query.data?.refill ?? undefined;
  if (!refill) return <RecordStatus query={query} notFound="refillDetails.notFound" />;
  return <RefillView refill={refill} />;
}

function RefillView({ refill }: { refill: Refill }) {
  const { t, lang } = useI18n();
  const to = useLocalPath();
  const fact = (label: string, value: ReactNode) => (
    <>
      <dt>{t(label)}</dt>
      <dd>{value}</dd>
    </>
  );
  const place = <Place place={refill.pickup ? [refill.sellingPoint?.title, refill.sellingPoint?.city.name] : [refill.address, refill.city?.name]} />;
  return (
    <div className="container order-page">
      <h1>{t('refillDetails.title', { id: localizeDigits(refill.id, lang) })}</h1>
      <p className="muted">{t('refillDetails.requested', { date: formatDate(new Date(refill.date), lang) })}</p>
      <dl className="order-facts">
        {fact('orderPage.status', t(statusKey(refill.status)))}
        {fact('orderPage.payment', `${t(`payment.methods.${refill.method}`)} · ${t(refill.paid ? 'orderPage.paid' : 'orderPage.unpaid')}`)}
        {fact(refill.pickup ? 'orderPage.pickupAt' : 'orderPage.deliveryTo', place)}
        {refill.notes && fact('orderPage.notes', <Isolated dir="auto">{refill.notes}</Isolated>)}
      </dl>
      <section aria-labelledby="refill-details">
        <h2 id="refill-details">{t('refillDetails.refill')}</h2>
        <dl className="order-facts">
          {fact('refillDetails.container', refill.container.title)}
          {fact('refillDetails.size', refill.size.title)}
          {fact('refillDetails.color', refill.color.title)}
          {fact('refillDetails.scent', refill.scent.title)}
          {fact('refillDetails.wick', refill.wick.title)}
          {fact('refillDetails.quantity', localizeDigits(String(refill.quantity), lang))}
          {fact('refillDetails.price', formatPrice(refill.price, lang))}
        </dl>
      </section>
      <dl className="order-totals">
        <MinusLine label={t('orderPage.giftCardsPaid')} amount={refill.giftCardPaid} name="gift-cards" />
        <dt className="grand">{t('refillDetails.total')}</dt>
        <dd className="grand">{formatPrice(refill.total, lang)}</dd>
      </dl>
      {!refill.paid && refill.status === 'pending' && <PayLater id={refill.id} type="refill" method={refill.method} />}
      <RepeatAsPlan refillId={refill.id} plansHref={`${to('/account/orderHistory')}#refill-plans`} />
    </div>
  );
}
