import { formatPrice, localizeDigits, statusKey, ticketOperations, ticketPath, workshopTime } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { useAccountQuery } from './use-account-query.js';
import { useLocalPath } from '../local-path.js';

/** The account's workshop tickets beside its orders (ISSUE 11): workshop, date, status, total and a link to each. */
export function TicketHistory() {
  const to = useLocalPath();
  const { t, lang } = useI18n();
  const tickets = useAccountQuery(ticketOperations.MyTickets, {});
  return (
    <section className="ticket-history" aria-labelledby="ticket-history-title">
      <h3 id="ticket-history-title">{t('ticketHistory.title')}</h3>
      {tickets.loading ? (
        <p className="notice" role="status">
          {t('accountPages.loading')}
        </p>
      ) : !tickets.data ? (
        <p className="notice" role="alert">
          {t('ticketHistory.loadFailed')}{' '}
          <button type="button" className="link-button" onClick={tickets.reload}>
            {t('common.retry')}
          </button>
        </p>
      ) : tickets.data.tickets.length === 0 ? (
        <p className="notice">{t('ticketHistory.empty')}</p>
      ) : (
        <ul className="order-list">
          {tickets.data.tickets.map((ticket) => {
            const when = workshopTime(ticket.workshop.date, lang);
            return (
              <li key={ticket.id} className="order-row">
                <h4>{ticket.workshop.title}</h4>
                <dl>
                  <div>
                    <dt>{t('ticketView.date')}</dt>
                    <dd>{t('tickets.when', { date: when.date, time: when.time })}</dd>
                  </div>
                  <div>
                    <dt>{t('ticketView.status')}</dt>
                    <dd>{t(statusKey(ticket.status))}</dd>
                  </div>
                  <div>
                    <dt>{t('ticketView.total')}</dt>
                    <dd>{formatPrice(ticket.total, lang)}</dd>
                  </div>
                </dl>
                <a href={to(ticketPath(ticket.id))}>{t('ticketPage.title', { id: localizeDigits(ticket.id, lang) })}</a>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
