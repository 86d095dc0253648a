import { formatDate, formatPrice, localizeDigits, subscriptionOperations } from '@candleshop/core';
import { useI18n, useQuery } from '@candleshop/ui';
import { accountQueries } from '../api.js';
import { HistorySection, QueryList } from '../frame/query-status.js';
import { useLocalPath } from '../local-path.js';

/** The account's gift subscriptions (SPEC §7 mySubscriptions): package, date, status, total and a link to each. */
export function SubscriptionHistory() {
  const to = useLocalPath();
  const { t, lang } = useI18n();
  const subscriptions = useQuery(accountQueries, subscriptionOperations.MySubscriptions, {}, lang);
  return (
    <HistorySection id="subscription-history-title" title={t('subscriptions.history')}>
      <QueryList query={subscriptions} items={(data) => data.mySubscriptions} empty="subscriptions.historyEmpty" failed="subscriptions.loadFailed">
        {(list) => (
          <ul className="order-list">
            {list.map((item) => (
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
      </QueryList>
    </HistorySection>
  );
}
