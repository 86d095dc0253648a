import { formatDate, formatPrice, localizeDigits, subscriptionOperations } from '@candleshop/core';
import { useI18n, useQuery } from '@candleshop/ui';
import { accountQueries } from '../api.js';
import { HistorySection, QueryList } from '../frame/query-status.js';
import { SaleRows } from '../account/sale-rows.js';
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
          <SaleRows
            rows={list.map((item) => ({
              id: item.id,
              heading: t('subscriptions.view', { id: localizeDigits(item.id, lang) }),
              facts: [
                [t('subscriptions.package'), item.package.title],
                [t('accountPages.orderDate'), formatDate(new Date(item.date), lang)],
                [t('subscriptions.total'), formatPrice(item.total, lang)],
              ],
              href: to(`/subscriptions/${encodeURIComponent(item.id)}`),
            }))}
          />
        )}
      </QueryList>
    </HistorySection>
  );
}
