import { formatDate, formatPrice, localizeDigits, refillOperations, statusKey } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { useAccountQuery } from './use-account-query.js';
import { useLocalPath } from '../local-path.js';

/** The account's refill requests beside its orders: date, status, total and a link to each /refills/{id}. */
export function RefillHistory() {
  const to = useLocalPath();
  const { t, lang } = useI18n();
  const refills = useAccountQuery(refillOperations.MyRefills, {});
  return (
    <section className="history-block" aria-labelledby="refill-history">
      <h3 id="refill-history">{t('refillHistory.heading')}</h3>
      {refills.loading ? (
        <p className="notice" role="status">
          {t('accountPages.loading')}
        </p>
      ) : !refills.data ? (
        <p className="notice" role="alert">
          {t(refills.error ?? 'errors.unexpected')}{' '}
          <button type="button" className="link-button" onClick={refills.reload}>
            {t('common.retry')}
          </button>
        </p>
      ) : !refills.data.refills.length ? (
        <p className="notice">{t('refillHistory.none')}</p>
      ) : (
        <ul className="order-list">
          {refills.data.refills.map((refill) => (
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
    </section>
  );
}
