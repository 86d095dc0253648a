import { formatDate, formatPrice, localizeDigits, personalizedOperations, statusKey } from '@candleshop/core';
import { useI18n, useQuery } from '@candleshop/ui';
import { accountQueries } from '../api.js';
import { FactList, HistorySection, QueryList } from '../frame/query-status.js';
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
          <ul className="order-list">
            {list.map((request) => (
              <li key={request.id} className="order-row">
                <h4>
                  <a href={to(`/personalized/${encodeURIComponent(request.id)}`)}>{t('personalized.historyItem', { id: localizeDigits(request.id, lang) })}</a>
                </h4>
                <FactList
                  facts={[
                    [t('personalized.sentOn', { date: '' }).replace(/\s*$/, ''), formatDate(new Date(request.date), lang)],
                    [t('personalized.status'), t(statusKey(request.status, 'personalized.statuses'))],
                    [t('personalized.price'), request.price === null ? t('personalized.historyNoPrice') : formatPrice(request.price, lang)],
                  ]}
                />
              </li>
            ))}
          </ul>
        )}
      </QueryList>
    </HistorySection>
  );
}
