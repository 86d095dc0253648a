import { formatPrice, localizeDigits, statusKey, ticketOperations, ticketPath, workshopTime } from '@candleshop/core';
import { useI18n, useQuery } from '@candleshop/ui';
import { accountQueries } from '../api.js';
import { HistorySection, QueryList } from '../frame/query-status.js';
import { useLocalPath } from '../local-path.js';
import { SaleRows } from './sale-rows.js';

/** The account's workshop tickets beside its orders (ISSUE 11): workshop, date, status, total and a link to each. */
export function TicketHistory() {
  const to = useLocalPath();
  const { t, lang } = useI18n();
  const tickets = useQuery(accountQueries, ticketOperations.MyTickets, {}, lang);
  return (
    <HistorySection id="ticket-history-title" title={t('ticketHistory.title')}>
      <QueryList query={tickets} items={(data) => data.tickets} empty="ticketHistory.empty" failed="ticketHistory.loadFailed">
        {(list) => (
          <SaleRows
            rows={list.map((ticket) => {
              const when = workshopTime(ticket.workshop.date, lang);
              return {
                id: ticket.id,
                heading: ticket.workshop.title,
                facts: [
                  [t('ticketView.date'), t('tickets.when', { date: when.date, time: when.time })],
                  [t('ticketView.status'), t(statusKey(ticket.status))],
                  [t('ticketView.total'), formatPrice(ticket.total, lang)],
                ],
                href: to(ticketPath(ticket.id)),
                link: t('ticketPage.title', { id: localizeDigits(ticket.id, lang) }),
              };
            })}
          />
        )}
      </QueryList>
    </HistorySection>
  );
}
