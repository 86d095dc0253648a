import { formatDate, localizeDigits, ticketOperations } from '@candleshop/core';
import { TicketCard, useI18n, useQuery } from '@candleshop/ui';
import { RecordStatus } from '../frame/query-status.js';
import { accountQueries } from '../api.js';
import { PayLater } from '../pages/pay-later.js';

/**
 * /tickets/{id} (SPEC §2, sign-in required): one of the customer's tickets as shown at the door:
 * workshop, date, tier, people, total, status, payment, QR code and calendar file; an unpaid
 * online ticket can be paid now (payLater type ticket).
 */
export function TicketPage({ id }: { id: string }) {
  const { t, lang } = useI18n();
  const query = useQuery(accountQueries, ticketOperations.MyTicket, { id }, lang);
  const ticket = query.data?.myTicket;
  if (!ticket) return <RecordStatus query={query} loading="ticketView.loading" notFound="ticketPage.signIn" />;
  const tier = ticket.ticket;
  return (
    <div className="container ticket-page">
      <h1>{t('ticketPage.title', { id: localizeDigits(ticket.id, lang) })}</h1>
      <p className="muted">{t('ticketPage.bought', { date: formatDate(new Date(ticket.date), lang) })}</p>
      <p>
        {t('ticketView.tier')}: {tier.min === tier.max ? t('tickets.tierExact', { count: tier.min }) : t('tickets.tierRange', { min: tier.min, max: tier.max })}
      </p>
      <TicketCard ticket={ticket} />
      {!ticket.paid && ticket.method !== 'cash' && ticket.status === 'pending' && <PayLater id={ticket.id} type="ticket" method={ticket.method} />}
    </div>
  );
}
