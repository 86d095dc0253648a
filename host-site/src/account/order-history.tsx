import { accountOperations, formatDate, formatPrice, localizeDigits, statusKey } from '@candleshop/core';
import { useI18n, useQuery } from '@candleshop/ui';
import { accountQueries } from '../api.js';
import { QueryList } from '../frame/query-status.js';
import { useLocalPath } from '../local-path.js';
import { SaleRows } from './sale-rows.js';

/** /account/orderHistory: date, status, total and a link to each order (SPEC §2). */
export function OrderHistory() {
  const to = useLocalPath();
  const { t, lang } = useI18n();
  const orders = useQuery(accountQueries, accountOperations.MyOrders, {}, lang);
  return (
    <QueryList query={orders} items={(data) => data.orders} empty="accountPages.noOrders">
      {(list) => (
        <SaleRows
          level={3}
          rows={list.map((order) => ({
            id: order.id,
            heading: t('accountPages.orderNumber', { id: localizeDigits(order.id, lang) }),
            facts: [
              [t('accountPages.orderDate'), formatDate(new Date(order.date), lang)],
              [t('accountPages.orderStatus'), t(statusKey(order.status))],
              [t('accountPages.orderTotal'), formatPrice(order.total, lang)],
            ],
            href: to(`/orders/${encodeURIComponent(order.id)}`),
            link: t('accountPages.orderDetails', { id: localizeDigits(order.id, lang) }),
          }))}
        />
      )}
    </QueryList>
  );
}
