import { formatDate, formatPrice, localizeDigits, subscriptionOperations } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { useAccountQuery } from '../account/use-account-query.js';
import { useLocalPath } from '../local-path.js';

/** The account's gift subscriptions (SPEC §7 mySubscriptions): package, date, status, total and a link to each. */
export function SubscriptionHistory() {
  const to = useLocalPath();
  const { t, lang } = useI18n();
  const subscriptions = useAccountQuery(subscriptionOperations.MySubscriptions, {});
  return (
    <section className="ticket-history" aria-labelledby="subscription-history-title">
      <h3 id="subscription-history-title">{t('subscriptions.history')}</h3>
      {subscriptions.loading ? (
        <p className="notice" role="status">
          {t('accountPages.loading')}
        </p>
      ) : !subscriptions.data ? (
        <p className="notice" role="alert">
          {t('subscriptions.loadFailed')}{' '}
          <button type="button" className="link-button" onClick={subscriptions.reload}>
            {t('common.retry')}
          </button>
        </p>
      ) : subscriptions.data.mySubscriptions.length === 0 ? (
        <p className="notice">{t('subscriptions.historyEmpty')}</p>
      ) : (
        <ul className="order-list">
          {subscriptions.data.mySubscriptions.map((item) => (
            <li key={item.id} className="order-row">
              <h4>
                <a href={to(`/subscriptions/${encodeURIComponent(item.id)}`)}>{t('subscriptions.view', { id: localizeDigits(item.id, lang) })}</a>
              </h4>
              <p>
                {item.package.title} · {formatDate(new Date(item.date), lang)} · {formatPrice(item.total, lang)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
