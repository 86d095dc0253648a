import { formatNumber, formatPrice, statusKey, workshopTime } from '@candleshop/core';
import { useI18n } from '../i18n/i18n-context.js';

/** What a ticket shows (SPEC §3 My ticket, Guest ticket), as the ticket queries answer. */
export interface TicketCardTicket {
  id: string;
  uuid: string;
  paid: boolean;
  method: string;
  status: string;
  people: number;
  total: number;
  /** What gift cards paid of it (issue 35); `total` is then what was left to pay. */
  giftCardPaid?: number;
  qrCode: string;
  /** The code printed under the QR code for typing at the door (issue 27); the uuid on older answers. */
  doorCode?: string;
  calendar: string;
  ticket: { min: number; max: number; price: number };
  workshop: { title: string; date: string };
}

/** Options of {@link TicketCard}. */
export interface TicketCardOptions {
  ticket: TicketCardTicket;
  /** The heading's level: the card's title is a section of the page or widget around it. */
  level?: 2 | 3;
}

// Both come from a server answer: only an inline picture is shown and only a web link followed (SECURITY E1).
const qrImage = (url: string) => (/^data:image\/(svg\+xml|png);/i.test(url) ? url : undefined);
const webUrl = (url: string) => (/^https?:\/\//i.test(url) ? url : undefined);

/**
 * A workshop ticket as shown at the door (ISSUE 11): the workshop, its date and time in Baghdad
 * time, the people and total, status and payment, the reference with its QR code, and an
 * add-to-calendar link to the ticket's .ics file. The storefront and the ticket widget show the same.
 */
export function TicketCard({ ticket, level = 2 }: TicketCardOptions) {
  const { t, lang } = useI18n();
  const when = workshopTime(ticket.workshop.date, lang);
  const Heading = level === 2 ? 'h2' : 'h3';
  const calendar = webUrl(ticket.calendar);
  return (
    <div className="ticket-card" part="confirmation">
      <Heading className="ticket-title">{ticket.workshop.title}</Heading>
      <dl className="facts">
        <dt>{t('ticketView.date')}</dt>
        <dd>{t('tickets.when', { date: when.date, time: when.time })}</dd>
        <dt>{t('ticketView.people')}</dt>
        <dd>{formatNumber(ticket.people, lang)}</dd>
        {ticket.giftCardPaid ? (
          <>
            <dt>{t('ticketView.giftCards')}</dt>
            <dd className="price">−{formatPrice(ticket.giftCardPaid, lang)}</dd>
          </>
        ) : null}
        <dt>{t('ticketView.total')}</dt>
        <dd className="price">{formatPrice(ticket.total, lang)}</dd>
        <dt>{t('ticketView.status')}</dt>
        <dd>{t(statusKey(ticket.status))}</dd>
        <dt>{t('ticketView.payment')}</dt>
        <dd>
          {t(`payment.methods.${ticket.method}`)} · {t(ticket.paid ? 'ticketView.paid' : 'ticketView.unpaid')}
        </dd>
      </dl>
      <figure className="ticket-qr">
        <img className="qr" part="qr" src={qrImage(ticket.qrCode)} alt={t('ticketView.qr')} width={200} height={200} />
        <figcaption>{t('ticketView.atTheDoor')}</figcaption>
      </figure>
      {/* Issue 36 item 2: isolated, so a right-to-left line does not show 5-Q2Y5-S205 as Q2Y5-S205-5. */}
      <p className="reference">{t('ticketView.reference', { code: `\u2068${ticket.doorCode ?? ticket.uuid}\u2069` })}</p>
      {calendar && (
        <a className="button secondary" part="calendar" href={calendar} download>
          {t('ticketView.calendar')}
        </a>
      )}
    </div>
  );
}
