import { formatPrice, localizeDigits, subscriptionOperations } from '@candleshop/core';
import { useI18n, useQuery } from '@candleshop/ui';
import { publicClient } from '../api.js';
import { useLocalPath } from '../local-path.js';
import { usePageMeta } from '../frame/page-meta.js';

/** The text of a number of months: "3 months", in the page's digits. */
export function useMonths() {
  const { t, lang } = useI18n();
  return (count: number) => localizeDigits(t('subscriptions.months', { count }), lang);
}

/**
 * /giftsubscription (SPEC §2): the packages with their pictures and a price for each number of
 * months; each price leads to the checkout with that choice.
 */
export function GiftSubscriptionPage() {
  const to = useLocalPath();
  const { t, lang } = useI18n();
  usePageMeta(t('subscriptions.title'), t('infoPage.description.giftsubscription'));
  const months = useMonths();
  const query = useQuery(publicClient, subscriptionOperations.SubscriptionPackages, {}, lang);
  const packages = query.data?.subscriptions;
  return (
    <div className="container subscriptions-page">
      <h1>{t('subscriptions.title')}</h1>
      <p className="page-intro">{t('subscriptions.intro')}</p>
      {!packages ? (
        query.error ? (
          <p role="alert">
            {t('subscriptions.loadFailed')}{' '}
            <button type="button" className="link-button" onClick={query.retry}>
              {t('common.retry')}
            </button>
          </p>
        ) : (
          <p role="status" aria-busy="true">
            {t('subscriptions.loading')}
          </p>
        )
      ) : (
        <ul className="project-list">
          {packages.map((item) => (
            <li key={item.id} className="project-card subscription-card">
              <img src={item.image} alt="" width={400} height={400} loading="lazy" />
              <h2>{item.title}</h2>
              <p>{item.description}</p>
              <ul className="subscription-prices">
                {item.prices.map((price) => (
                  <li key={price.id}>
                    <a className="button secondary" href={to(`/giftsubscription/checkout?package=${encodeURIComponent(item.id)}&months=${price.months}`)}>
                      {t('subscriptions.choose', { months: months(price.months), price: formatPrice(price.price, lang) })}
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
