import { formatDate, formatPrice, localizeDigits, refillOperations, statusKey } from '@candleshop/core';
import { useI18n, useQuery } from '@candleshop/ui';
import { accountQueries } from '../api.js';
import { HistorySection, QueryList } from '../frame/query-status.js';
import { useLocalPath } from '../local-path.js';
import { SaleRows } from './sale-rows.js';
import { RepeatAsPlan } from './plans/repeat-as-plan.js';

/** The account's refill requests beside its orders: date, status, total and a link to each /refills/{id}. */
export function RefillHistory() {
  const to = useLocalPath();
  const { t, lang } = useI18n();
  const refills = useQuery(accountQueries, refillOperations.MyRefills, {}, lang);
  return (
    <HistorySection id="refill-history" title={t('refillHistory.heading')} className="history-block">
      <QueryList query={refills} items={(data) => data.refills} empty="refillHistory.none">
        {(list) => (
          <SaleRows
            rows={list.map((refill) => ({
              id: refill.id,
              heading: t('refillHistory.number', { id: localizeDigits(refill.id, lang) }),
              facts: [
                [t('accountPages.orderDate'), formatDate(new Date(refill.date), lang)],
                [t('accountPages.orderStatus'), t(statusKey(refill.status))],
                [t('accountPages.orderTotal'), formatPrice(refill.total, lang)],
                [t('orderPage.payment'), t(refill.paid ? 'orderPage.paid' : 'orderPage.unpaid')],
              ],
              href: to(`/refills/${encodeURIComponent(refill.id)}`),
              link: t('refillHistory.details', { id: localizeDigits(refill.id, lang) }),
              // Issue 37 item 1: the same refill on a schedule.
              action: <RepeatAsPlan refillId={refill.id} />,
            }))}
          />
        )}
      </QueryList>
    </HistorySection>
  );
}
