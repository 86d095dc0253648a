import { formatDate, formatPrice, localizeDigits, personalizedOperations, statusKey } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { useAccountQuery } from '../account/use-account-query.js';
import { useLocalPath } from '../local-path.js';

/** The account's personalized-candle requests (SPEC §7 personalizedRequests): date, status, price and a link to each. */
export function PersonalizedHistory() {
  const to = useLocalPath();
  const { t, lang } = useI18n();
  const requests = useAccountQuery(personalizedOperations.MyPersonalizedRequests, {});
  return (
    <section className="ticket-history" aria-labelledby="personalized-history-title">
      <h3 id="personalized-history-title">{t('personalized.history')}</h3>
      {requests.loading ? (
        <p className="notice" role="status">
          {t('accountPages.loading')}
        </p>
      ) : !requests.data ? (
        <p className="notice" role="alert">
          {t('personalized.acceptFailed')}{' '}
          <button type="button" className="link-button" onClick={requests.reload}>
            {t('common.retry')}
          </button>
        </p>
      ) : requests.data.personalizedRequests.length === 0 ? (
        <p className="notice">{t('personalized.historyEmpty')}</p>
      ) : (
        <ul className="order-list">
          {requests.data.personalizedRequests.map((request) => (
            <li key={request.id} className="order-row">
              <h4>
                <a href={to(`/personalized/${encodeURIComponent(request.id)}`)}>{t('personalized.historyItem', { id: localizeDigits(request.id, lang) })}</a>
              </h4>
              <dl>
                <div>
                  <dt>{t('personalized.sentOn', { date: '' }).replace(/\s*$/, '')}</dt>
                  <dd>{formatDate(new Date(request.date), lang)}</dd>
                </div>
                <div>
                  <dt>{t('personalized.status')}</dt>
                  <dd>{t(statusKey(request.status, 'personalized.statuses'))}</dd>
                </div>
                <div>
                  <dt>{t('personalized.price')}</dt>
                  <dd>{request.price === null ? t('personalized.historyNoPrice') : formatPrice(request.price, lang)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
