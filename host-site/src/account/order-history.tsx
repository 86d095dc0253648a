import { accountOperations, formatDate, formatPrice, localizeDigits, statusKey } from '@candleshop/core';
import { useI18n, useQuery } from '@candleshop/ui';
import { accountQueries } from '../api.js';
import { FactList, QueryList } from '../frame/query-status.js';
import { useLocalPath } from '../local-path.js';

/** /account/orderHistory: date, status, total and a link to each order (SPEC §2). */
export function OrderHistory() {
  const to = useLocalPath();
  const { t, lang } = useI18n();
  const orders = useQuery(accountQueries, accountOperations.MyOrders, {}, lang);
  return (
    <QueryList query={orders} items={(data) => data.orders} empty="accountPages.noOrders">
      {(list) => (
        <ul className="order-list">
          {list.map((order) => (
            <li key={order.id} className="order-row">
              <h3>{t('accountPages.orderNumber', { id: localizeDigits(order.id, lang) })}</h3>
              <FactList
                facts={[
                  [t('accountPages.orderDate'), formatDate(new Date(order.date), lang)],
                  [t('accountPages.orderStatus'), t(statusKey(order.status))],
                  [t('accountPages.orderTotal'), formatPrice(order.total, lang)],
                ]}
              />
              <a href={to(`/orders/${encodeURIComponent(order.id)}`)}>{t('accountPages.orderDetails', { id: localizeDigits(order.id, lang) })}</a>
            </li>
          ))}
        </ul>
      )}
    </QueryList>
  );
}
