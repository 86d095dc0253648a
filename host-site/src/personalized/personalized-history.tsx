import { formatDate, formatPrice, localizeDigits, personalizedOperations, statusKey } from '@candleshop/core';
import { useI18n, useQuery } from '@candleshop/ui';
import { accountQueries } from '../api.js';
import { HistorySection, QueryList } from '../frame/query-status.js';
import { SaleRows } from '../account/sale-rows.js';
import { useLocalPath } from '../local-path.js';

/** The account's personalized-candle requests (SPEC §7 personalizedRequests): date, status, price and a link to each. */
export function PersonalizedHistory() {
  const to = useLocalPath();
  const { t, lang } = useI18n();
  const requests = useQuery(accountQueries, personalizedOperations.MyPersonalizedRequests, {}, lang);
  return (
    <HistorySection id="personalized-history-title" title={t('personalized.history')}>
      <QueryList query={requests} items={(data) => data.personalizedRequests} empty="personalized.historyEmpty" failed="personalized.historyFailed">
        {(list) => (
          <SaleRows
            rows={list.map((request) => ({
              id: request.id,
              heading: t('personalized.historyItem', { id: localizeDigits(request.id, lang) }),
              facts: [
                [t('personalized.sentOn', { date: '' }).replace(/\s*$/, ''), formatDate(new Date(request.date), lang)],
                [t('personalized.status'), t(statusKey(request.status, 'personalized.statuses'))],
                [t('personalized.price'), request.price === null ? t('personalized.historyNoPrice') : formatPrice(request.price, lang)],
              ],
              href: to(`/personalized/${encodeURIComponent(request.id)}`),
            }))}
          />
        )}
      </QueryList>
    </HistorySection>
  );
}
