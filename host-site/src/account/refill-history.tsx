import { formatDate, formatPrice, localizeDigits, refillOperations, statusKey } from '@candleshop/core';
import { useI18n, useQuery } from '@candleshop/ui';
import { accountQueries } from '../api.js';
import { HistorySection, QueryList } from '../frame/query-status.js';
import { useLocalPath } from '../local-path.js';

/** The account's refill requests beside its orders: date, status, total and a link to each /refills/{id}. */
export function RefillHistory() {
  const to = useLocalPath();
  const { t, lang } = useI18n();
  const refills = useQuery(accountQueries, refillOperations.MyRefills, {}, lang);
  return (
    <HistorySection id="refill-history" title={t('refillHistory.heading')} className="history-block">
      <QueryList query={refills} items={(data) => data.refills} empty="refillHistory.none">
        {(list) => (
          <ul className="order-list">
            {list.map((refill) => (
              <li key={refill.id} className="order-row">
                <h4>{t('refillHistory.number', { id: localizeDigits(refill.id, lang) })}</h4>
                <dl>
                  <div>
                    <dt>{t('accountPages.orderDate')}</dt>
                    <dd>{formatDate(new Date(refill.date), lang)}</dd>
                  </div>
                  <div>
                    <dt>{t('accountPages.orderStatus')}</dt>
                    <dd>{t(statusKey(refill.status))}</dd>
                  </div>
                  <div>
                    <dt>{t('accountPages.orderTotal')}</dt>
                    <dd>{formatPrice(refill.total, lang)}</dd>
                  </div>
                  <div>
                    <dt>{t('orderPage.payment')}</dt>
                    <dd>{t(refill.paid ? 'orderPage.paid' : 'orderPage.unpaid')}</dd>
                  </div>
                </dl>
                <a href={to(`/refills/${encodeURIComponent(refill.id)}`)}>{t('refillHistory.details', { id: localizeDigits(refill.id, lang) })}</a>
              </li>
            ))}
          </ul>
        )}
      </QueryList>
    </HistorySection>
  );
}
