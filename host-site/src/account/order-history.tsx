import { accountOperations, formatDate, formatPrice, localizeDigits, statusKey } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { useAccountQuery } from './use-account-query.js';
import { useLocalPath } from '../local-path.js';

/** /account/orderHistory: date, status, total and a link to each order (SPEC §2). */
export function OrderHistory() {
  const to = useLocalPath();
  const { t, lang } = useI18n();
  const orders = useAccountQuery(accountOperations.MyOrders, {});
  if (orders.loading) {
    return (
      <p className="notice" role="status">
        {t('accountPages.loading')}
      </p>
    );
  }
  if (!orders.data) {
    return (
      <p className="notice" role="alert">
        {t(orders.error ?? 'errors.unexpected')}{' '}
        <button type="button" className="link-button" onClick={orders.reload}>
          {t('common.retry')}
        </button>
      </p>
    );
  }
  if (!orders.data.orders.length) return <p className="notice">{t('accountPages.noOrders')}</p>;
  return (
    <ul className="order-list">
      {orders.data.orders.map((order) => (
        <li key={order.id} className="order-row">
          <h3>{t('accountPages.orderNumber', { id: localizeDigits(order.id, lang) })}</h3>
          <dl>
            <div>
              <dt>{t('accountPages.orderDate')}</dt>
              <dd>{formatDate(new Date(order.date), lang)}</dd>
            </div>
            <div>
              <dt>{t('accountPages.orderStatus')}</dt>
              <dd>{t(statusKey(order.status))}</dd>
            </div>
            <div>
              <dt>{t('accountPages.orderTotal')}</dt>
              <dd>{formatPrice(order.total, lang)}</dd>
            </div>
          </dl>
          <a href={to(`/orders/${encodeURIComponent(order.id)}`)}>{t('accountPages.orderDetails', { id: localizeDigits(order.id, lang) })}</a>
        </li>
      ))}
    </ul>
  );
}
