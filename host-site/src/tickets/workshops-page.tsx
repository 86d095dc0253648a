import { useEffect, useRef } from 'react';
import { useI18n } from '@candleshop/ui';
import { $router } from '../router.js';
import { GuestTicket } from './guest-ticket.js';

type TicketCreated = CustomEvent<{ to: string; href: string }>;

/**
 * /workshops (SPEC §2): a heading, an intro and <candle-workshop-tickets>. After a guest's cash
 * ticket the route is replaced with ?id=&token=&email=&type=ticket (SPEC §2), which shows the
 * ticket above the workshops; a customer's cash ticket opens /tickets/{id}, FIB its page in-app.
 */
export function WorkshopsPage({ search }: { search: Record<string, string> }) {
  const { t } = useI18n();
  const element = useRef<HTMLElement>(null);
  const guestTicket = search.type === 'ticket' && search.token && search.email ? { uuid: search.token, email: search.email } : undefined;

  useEffect(() => {
    const widget = element.current;
    if (!widget) return;
    const onCreated = (event: Event) => {
      const { to, href } = (event as TicketCreated).detail;
      const url = new URL(href, location.href);
      if (to === 'provider' || url.origin !== location.origin) return;
      event.preventDefault();
      $router.open(url.pathname + url.search, to === 'guestTicket');
    };
    widget.addEventListener('candle-ticket-created', onCreated);
    return () => widget.removeEventListener('candle-ticket-created', onCreated);
  }, []);

  return (
    <div className="container workshops-page">
      <h1>{t('workshopsPage.title')}</h1>
      <p className="workshops-intro">{t('workshopsPage.intro')}</p>
      {guestTicket && <GuestTicket key={guestTicket.uuid} uuid={guestTicket.uuid} email={guestTicket.email} />}
      <candle-workshop-tickets ref={element} {...(search.workshop ? { workshop: search.workshop } : {})} />
    </div>
  );
}
