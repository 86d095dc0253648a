import { useEffect, useRef } from 'react';
import { useI18n } from '@candleshop/ui';
import { GuestTicket } from './guest-ticket.js';
import { openPath } from '../local-path.js';
import { usePageMeta } from '../frame/page-meta.js';
import { useWidgetMarkup } from '../frame/widget-markup.js';

type TicketCreated = CustomEvent<{ to: string; href: string }>;

/**
 * /workshops (SPEC §2): a heading, an intro and <candle-workshop-tickets>. After a guest's cash
 * ticket the route is replaced with ?id=&token=&email=&type=ticket (SPEC §2), which shows the
 * ticket above the workshops; a customer's cash ticket opens /tickets/{id}, FIB its page in-app.
 */
export function WorkshopsPage({ search }: { search: Record<string, string> }) {
  const { t } = useI18n();
  const attributes: Record<string, string> = search.workshop ? { workshop: search.workshop } : {};
  usePageMeta(t('workshopsPage.title'), t('infoPage.description.workshops'));
  const element = useRef<HTMLElement>(null);
  // The email is left out by a payment's return (SECURITY-REVIEW L11): the ticket then shows without contact details.
  const guestTicket = search.type === 'ticket' && search.token ? { uuid: search.token, email: search.email } : undefined;

  useEffect(() => {
    const widget = element.current;
    if (!widget) return;
    const onCreated = (event: Event) => {
      const { to, href } = (event as TicketCreated).detail;
      const url = new URL(href, location.href);
      if (to === 'provider' || url.origin !== location.origin) return;
      event.preventDefault();
      openPath(url.pathname + url.search, to === 'guestTicket');
    };
    widget.addEventListener('candle-ticket-created', onCreated);
    return () => widget.removeEventListener('candle-ticket-created', onCreated);
  }, []);

  return (
    <div className="container workshops-page">
      <h1>{t('workshopsPage.title')}</h1>
      <p className="workshops-intro">{t('workshopsPage.intro')}</p>
      {guestTicket && <GuestTicket key={guestTicket.uuid} uuid={guestTicket.uuid} email={guestTicket.email} />}
      <candle-workshop-tickets ref={element} {...attributes} {...useWidgetMarkup('candle-workshop-tickets', attributes)} />
    </div>
  );
}
