import { formatDate, formatPrice, isolateIn, localizeDigits, statusKey, subscriptionOperations, SHOP_UTC_OFFSET } from '@candleshop/core';
import { useI18n, useQuery } from '@candleshop/ui';
import { RecordStatus } from '../frame/query-status.js';
import { Place } from '../frame/place.js';
import { accountQueries } from '../api.js';
import { PayLater } from '../pages/pay-later.js';
import { useMonths } from './gift-subscription-page.js';

/**
 * /subscriptions/{id} (SPEC §2, sign-in required): one of the customer's subscriptions: the
 * package and months, every month's box with its date and status, the total, payment and method,
 * the gift's recipient; an unpaid online one can be paid later.
 */
export function SubscriptionPage({ id }: { id: string }) {
  const { t, lang } = useI18n();
  const months = useMonths();
  const query = useQuery(accountQueries, subscriptionOperations.MySubscription, { id }, lang);
  const subscription = query.data?.mySubscription ?? undefined;
  if (!subscription) return <RecordStatus query={query} loading="subscriptions.loading" notFound="subscriptions.notFound" />;
  const place = <Place place={subscription.pickup ? [subscription.sellingPoint?.title] : [subscription.address, subscription.city?.name]} />;
  return (
    <div className="container order-page subscription-page">
      <h1>{t('subscriptions.pageTitle', { id: localizeDigits(subscription.id, lang) })}</h1>
      <p className="muted">{t('subscriptions.bought', { date: formatDate(new Date(subscription.date), lang) })}</p>
      <dl className="order-facts">
        <dt>{t('subscriptions.package')}</dt>
        <dd>
          {subscription.package.title} · {months(subscription.price.months)}
        </dd>
        {subscription.gift && (
          <>
            <dt>{t('subscriptions.asGift')}</dt>
            <dd>{t('subscriptions.giftFor', { name: isolateIn(lang, subscription.gift.name) })}</dd>
          </>
        )}
        <dt>{subscription.pickup ? t('subscriptions.pickup') : t('subscriptions.delivery')}</dt>
        <dd>{place}</dd>
        <dt>{t('subscriptions.status')}</dt>
        <dd>{t(statusKey(subscription.status, 'subscriptions.statuses'))}</dd>
        <dt>{t('subscriptions.payment')}</dt>
        <dd>
          {t(`payment.methods.${subscription.method}`)} · {subscription.paid ? t('orderPage.paid') : t('orderPage.unpaid')}
        </dd>
        <dt>{t('subscriptions.total')}</dt>
        <dd>{formatPrice(subscription.total, lang)}</dd>
      </dl>
      <section aria-labelledby="subscription-months">
        <h2 id="subscription-months">{t('subscriptions.months')}</h2>
        <ol className="subscription-months">
          {subscription.months.map((month) => (
            <li key={month.month} data-status={month.status}>
              <strong>{t('subscriptions.month', { n: localizeDigits(String(month.month), lang) })}</strong> {formatDate(new Date(`${month.date}T12:00:00${SHOP_UTC_OFFSET}`), lang)} ·{' '}
              {t(statusKey(month.status, 'subscriptions.monthStatuses'))}
            </li>
          ))}
        </ol>
      </section>
      {!subscription.paid && subscription.status === 'pending' && subscription.method !== 'cash' && <PayLater id={subscription.id} type="subscription" method={subscription.method} />}
    </div>
  );
}
