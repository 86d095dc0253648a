import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import {
  $auth,
  createTicketBooking,
  PAYMENT_METHODS,
  paymentHref,
  ticketsMessages,
  type AccountClient,
  type HumanCheck,
  type Lang,
  type PaymentSettings,
  type PlacedTicket,
  type PublicClient,
  type TicketBookingModel,
} from '@candleshop/core';
import { useI18n, useMessages, WidgetFrame } from '@candleshop/ui';
import { LazyConfirmation, LazyPurchase, LazyWaitlist } from './lazy-parts.js';
import { WorkshopCard } from './workshop-card.js';
import type { Track } from '../internal/analytics.js';
import type { TicketCreatedDetail } from './workshop-tickets.element.js';

export type { TicketCreatedDetail };

/** Options of {@link WorkshopTickets}. */
export interface WorkshopTicketsOptions {
  client: PublicClient;
  account: AccountClient;
  lang: Lang;
  storefront: string;
  payment: PaymentSettings;
  humanCheck: HumanCheck;
  /** Whether the human check is the local stand-in, which the form then says. */
  localHumanCheck?: boolean;
  /** Only this workshop (the `workshop` attribute); all upcoming ones without it. */
  workshop?: string;
  fastpay?: boolean;
  /**
   * A ticket was created: announce it; answers false when the page took over (the event was
   * cancelled). Otherwise a cash ticket is shown here and any other payment opens `detail.href`.
   */
  onTicketCreated: (detail: TicketCreatedDetail) => boolean;
  /** Opens a provider's or the storefront's page (location.assign in the element). */
  navigate: (href: string) => void;
  /** Sends the element's `candle-analytics` (buy_tickets). */
  track?: Track;
}

// The widget's texts are the tickets area's only (its payment modal is worded for a ticket).
/** The message areas the widget shows beyond the shop-wide ones. */
export const WORKSHOP_TICKETS_AREAS = [ticketsMessages];

/** The ticket widget (ISSUE 11): the workshops, a tier and its form, payment, and a cash ticket's confirmation. */
export function WorkshopTickets(options: WorkshopTicketsOptions) {
  return (
    <WidgetFrame messages={useMessages(options.lang, WORKSHOP_TICKETS_AREAS)} className="tickets-root" labelledBy="tickets-heading">
      {() => <Booking {...options} />}
    </WidgetFrame>
  );
}

type Selected = NonNullable<ReturnType<TicketBookingModel['$selected']['get']>>;

function detailOf(placed: PlacedTicket, href: string, selected: Selected, total: number): TicketCreatedDetail {
  const { result, method, route } = placed;
  return {
    id: result.id ?? '',
    uuid: result.uuid ?? '',
    email: result.email ?? null,
    operation_type: result.operation_type ?? 'ticket',
    method,
    workshop: selected.workshop.id,
    ticket: selected.tier.id,
    people: selected.people,
    total,
    to: route.to,
    href,
  };
}

function Booking(options: WorkshopTicketsOptions) {
  const { t, lang } = useI18n();
  const signedIn = useStore($auth).loggedIn;
  const langRef = useRef(lang);
  langRef.current = lang;
  const [booking] = useState(() => {
    const created = createTicketBooking({
      client: options.client,
      account: options.account,
      humanCheck: options.humanCheck,
      payment: options.payment,
      lang: () => langRef.current,
    });
    // The workshops the page came with (rendered on the server): the first frame shows them.
    created.prime(options.workshop || undefined);
    return created;
  });
  const [done, setDone] = useState<PlacedTicket>();
  // The workshop whose waiting-list form is open.
  const [waiting, setWaiting] = useState<string>();
  const workshops = useStore(booking.$workshops);
  const choice = useStore(booking.$choice);
  const methods = PAYMENT_METHODS.filter((option) => option !== 'fastpay' || options.fastpay);

  useEffect(() => {
    void booking.load(options.workshop || undefined);
  }, [booking, options.workshop, lang]);

  const place = async (giftCards: readonly string[], paid: number) => {
    const selected = booking.$selected.get();
    const total = booking.$total.get() ?? 0;
    const placed = await booking.place(giftCards);
    if (!placed || !selected) return;
    const href = paymentHref(placed.route, options.storefront, placed.result) ?? `${options.storefront}/`;
    const detail = detailOf(placed, href, selected, total);
    const { workshop, tier, people } = selected;
    options.track?.('buy_tickets', [{ item_id: workshop.id, item_name: workshop.title, item_category: 'workshop', item_variant: tier.id, price: tier.price, quantity: people }], {
      transaction_id: detail.id,
      ...(paid && { gift_card: paid }),
    });
    if (!options.onTicketCreated(detail)) return;
    // ISSUE 11: on a partner page a cash ticket is shown here and the page's URL is left alone.
    if (placed.route.to === 'ticketDetails' || placed.route.to === 'guestTicket') setDone(placed);
    else options.navigate(href);
  };

  const heading = (
    <h2 id="tickets-heading" className="heading">
      {t('tickets.heading')}
    </h2>
  );
  if (done) {
    return (
      <>
        {heading}
        <LazyConfirmation
          client={options.client}
          placed={done}
          storefront={options.storefront}
          onAnother={() => {
            setDone(undefined);
            booking.cancel();
          }}
        />
      </>
    );
  }
  return (
    <>
      {heading}
      {'failed' in workshops ? (
        <div className="notice" role="alert">
          <p>{t(workshops.failed === 'errors.notFound' ? 'tickets.notFound' : 'tickets.loadFailed')}</p>
          <button type="button" className="button" onClick={() => void booking.load(options.workshop || undefined)}>
            {t('tickets.retry')}
          </button>
        </div>
      ) : 'loading' in workshops ? (
        <p className="notice" aria-busy="true">
          {t('tickets.loading')}
        </p>
      ) : workshops.workshops.length === 0 ? (
        <p className="notice">{t('tickets.none')}</p>
      ) : (
        <ul className="workshops">
          {workshops.workshops.map((workshop, index) => {
            const chosen = choice?.workshop === workshop.id ? choice.tier : undefined;
            return (
              <WorkshopCard key={workshop.id} workshop={workshop} booking={booking} chosenTier={chosen} first={index === 0} onWaitlist={() => setWaiting(workshop.id)}>
                {chosen && (
                  <LazyPurchase booking={booking} account={options.account} signedIn={signedIn} localHumanCheck={options.localHumanCheck} methods={methods} onConfirm={(cards, paid) => void place(cards, paid)} />
                )}
                {waiting === workshop.id && <LazyWaitlist {...options} workshop={workshop} onClose={() => setWaiting(undefined)} />}
              </WorkshopCard>
            );
          })}
        </ul>
      )}
    </>
  );
}
