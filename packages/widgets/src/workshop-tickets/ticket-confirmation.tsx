import { isRetryableMessage, ticketOperations, ticketPath, type PlacedTicket, type PublicClient } from '@candleshop/core';
import { TicketCard, useI18n, useQuery } from '@candleshop/ui';

/** Options of {@link TicketConfirmation}. */
export interface TicketConfirmationOptions {
  client: PublicClient;
  placed: PlacedTicket;
  storefront: string;
  onAnother: () => void;
}

/**
 * After a cash ticket (ISSUE 11: "on a partner page the widget shows the confirmation itself"): a
 * guest's ticket as the server keeps it (guestTicketByUuid: reference, QR code, calendar link); a
 * customer's links to its page on the storefront, which needs the account's session.
 */
export function TicketConfirmation({ client, placed, storefront, onAnother }: TicketConfirmationOptions) {
  const { t } = useI18n();
  const { result } = placed;
  return (
    <div className="confirmation" part="confirmation">
      <p className="alert success" role="status">
        {t('tickets.created')}
      </p>
      {placed.guest && result.uuid && result.email ? (
        <GuestTicket client={client} uuid={result.uuid} email={result.email} />
      ) : (
        result.id && (
          <a className="button" href={`${storefront}${ticketPath(result.id)}`}>
            {t('ticketView.view')}
          </a>
        )
      )}
      <button type="button" className="button secondary" onClick={onAnother}>
        {t('ticketView.another')}
      </button>
    </div>
  );
}

function GuestTicket({ client, uuid, email }: { client: PublicClient; uuid: string; email: string }) {
  const { t, lang } = useI18n();
  const query = useQuery(client, ticketOperations.GuestTicket, { uuid, email }, lang);
  const ticket = query.data?.guestTicketByUuid;
  if (query.loading) return <p aria-busy="true">{t('ticketView.loading')}</p>;
  if (!ticket) {
    return (
      <div role="alert">
        <p>{t(isRetryableMessage(query.error) ? query.error : 'ticketView.notFound')}</p>
        <button type="button" className="button" onClick={query.retry}>
          {t('tickets.retry')}
        </button>
      </div>
    );
  }
  return <TicketCard ticket={ticket} level={3} />;
}
