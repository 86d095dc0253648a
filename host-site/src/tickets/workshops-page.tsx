import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { workshopEventOperations } from '@candleshop/core';
import { useI18n, useQuery } from '@candleshop/ui';
import { publicClient } from '../api.js';
import { GuestTicket } from './guest-ticket.js';
import { WorkshopLinks } from './workshop-links.js';
import { openPath, useLocalPath } from '../local-path.js';
import { lazyPage } from '../lazy-page.js';
import { usePageMeta, useStructuredData } from '../frame/page-meta.js';
import { NotFoundPage } from '../pages/not-found-page.js';
import { workshopEventData } from '../frame/event-data.js';
import { breadcrumbData } from '../frame/structured-data.js';
import { useWidgetMarkup } from '../frame/widget-markup.js';

type TicketCreated = CustomEvent<{ to: string; href: string }>;

// Only a waiting-list offer's link shows held seats: their code and texts are their own download.
const HeldSeats = lazyPage(() => import('./held-seats.js').then((module) => module.HeldSeats));

/**
 * /workshops (SPEC §2): a heading, an intro and <candle-workshop-tickets>, with each upcoming
 * workshop's Event structured data for search engines (issue 27 item 5). After a guest's cash ticket the route is replaced with
 * ?id=&token=&email=&type=ticket (SPEC §2), which shows the ticket above the workshops; a
 * customer's cash ticket opens /tickets/{id}, FIB its page in-app. A waiting-list offer's link
 * (`?offer=`) shows the seats it holds, read in the browser only: the token is no part of the
 * rendered (and cached) page.
 */
export function WorkshopsPage({ search }: { search: Record<string, string> }) {
  const { t, lang } = useI18n();
  const to = useLocalPath();
  const events = useQuery(publicClient, workshopEventOperations.WorkshopEvents, {}, lang);
  usePageMeta(t('workshopsPage.title'), t('infoPage.description.workshops'));
  const studio = events.data?.studio;
  const shop = { name: t('brand'), home: to('/') };
  useStructuredData(...(studio ? (events.data?.workshops ?? []).map((item) => workshopEventData(item, studio, to(`/workshops/${item.id}`), shop)) : []));
  return (
    <WorkshopsView search={search} workshop={search.workshop} heading={t('workshopsPage.title')} after={<WorkshopLinks workshops={events.data?.workshops ?? []} />}>
      <p className="workshops-intro">{t('workshopsPage.intro')}</p>
    </WorkshopsView>
  );
}

/**
 * /workshops/{id} (issue 27): one workshop's page, its widget showing only that workshop, with its
 * Event and breadcrumb structured data; an unknown workshop is the 404 page.
 */
export function WorkshopPage({ id, search }: { id: string; search: Record<string, string> }) {
  const { t, lang } = useI18n();
  const to = useLocalPath();
  const query = useQuery(publicClient, workshopEventOperations.WorkshopEvent, { id }, lang);
  const workshop = query.data?.workshop;
  const path = to(`/workshops/${id}`);
  usePageMeta(workshop?.title ?? t('workshopsPage.title'), workshop?.description.slice(0, 160));
  useStructuredData(
    workshop && query.data && workshopEventData(workshop, query.data.studio, path, { name: t('brand'), home: to('/') }),
    workshop &&
      breadcrumbData([
        { name: t('nav.home'), path: to('/') },
        { name: t('workshopsPage.title'), path: to('/workshops') },
        { name: workshop.title, path },
      ]),
  );
  if (query.error === 'errors.notFound' || (query.data && !workshop)) return <NotFoundPage />;
  return <WorkshopsView search={search} workshop={id} heading={workshop?.title ?? t('workshopsPage.title')} />;
}

/**
 * What both pages show: a guest's ticket after its purchase, the seats a waiting-list offer's
 * link (`?offer=`) holds, and the widget. The offer is read in the browser only: its token is no
 * part of the rendered (and cached) page.
 */
function WorkshopsView({ search, workshop, heading, children, after }: { search: Record<string, string>; workshop?: string; heading: string; children?: ReactNode; after?: ReactNode }) {
  const attributes: Record<string, string> = workshop ? { workshop } : {};
  const element = useRef<HTMLElement>(null);
  // The email is left out by a payment's return (SECURITY-REVIEW L11): the ticket then shows without contact details.
  const guestTicket = search.type === 'ticket' && search.token ? { uuid: search.token, email: search.email } : undefined;
  const [offer, setOffer] = useState<string>();
  useEffect(() => setOffer(new URLSearchParams(location.search).get('offer') ?? undefined), []);
  // Issue 36 item 4: while an offer holds this workshop's seats, its panel is the purchase; the
  // widget below would only say "No seats left" under it.
  const [holding, setHolding] = useState(false);

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
      <h1>{heading}</h1>
      {children}
      {guestTicket && <GuestTicket key={guestTicket.uuid} uuid={guestTicket.uuid} email={guestTicket.email} />}
      {offer && (
        <Suspense fallback={null}>
          <HeldSeats key={offer} token={offer} onLive={setHolding} />
        </Suspense>
      )}
      <candle-workshop-tickets ref={element} {...attributes} {...useWidgetMarkup('candle-workshop-tickets', attributes)} hidden={holding && workshop !== undefined} />
      {after}
    </div>
  );
}
