import { isRetryableMessage, ticketOperations } from '@candleshop/core';
import { TicketCard, useI18n, useQuery } from '@candleshop/ui';
import { accountQueries } from '../api.js';

/**
 * A guest's ticket on /workshops?id=&token=&email=&type=ticket (SPEC §2: the route a guest cash
 * ticket replaces the page's with): found only by its unguessable uuid (token) and the email.
 */
export function GuestTicket({ uuid, email }: { uuid: string; email?: string }) {
  const { t, lang } = useI18n();
  const query = useQuery(accountQueries, ticketOperations.GuestTicket, { uuid, email: email ?? null }, lang);
  const ticket = query.data?.guestTicketByUuid;
  return (
    <section className="guest-ticket" aria-labelledby="guest-ticket-title">
      <h2 id="guest-ticket-title">{t('ticketView.title')}</h2>
      {query.loading ? (
        <p role="status">{t('ticketView.loading')}</p>
      ) : ticket ? (
        <TicketCard ticket={ticket} level={3} />
      ) : (
        <p role="alert">
          {t(isRetryableMessage(query.error) ? query.error : 'ticketView.notFound')}{' '}
          {isRetryableMessage(query.error) && (
            <button type="button" className="link-button" onClick={query.retry}>
              {t('common.retry')}
            </button>
          )}
        </p>
      )}
    </section>
  );
}
