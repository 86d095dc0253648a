import { formatPrice, workshopTime, type TicketBookingModel, type TicketWorkshop } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import type { ReactNode } from 'react';
import { tierLabel } from './tier-label.js';

/** Options of {@link WorkshopCard}. */
export interface WorkshopCardOptions {
  workshop: TicketWorkshop;
  booking: TicketBookingModel;
  /** The chosen tier's id when this workshop is the one being booked. */
  chosenTier: string | undefined;
  /** The form under the tiers, for the workshop being booked. */
  children?: ReactNode;
  /** Opens the waiting list (issue 27), offered when no tier of an upcoming workshop has seats (issue 36 item 4). */
  onWaitlist: () => void;
  /** The list's first workshop: its picture is the page's largest paint, fetched at once. */
  first?: boolean;
}

/**
 * One workshop (ISSUE 11): picture, title, description, date and time in Baghdad time, seats left,
 * and its tiers as a radio group; a sold-out tier or a past workshop cannot be chosen.
 */
export function WorkshopCard({ workshop, booking, chosenTier, children, onWaitlist, first }: WorkshopCardOptions) {
  const { t, lang } = useI18n();
  const when = workshopTime(workshop.date, lang);
  const titleId = `workshop-${workshop.id}`;
  return (
    <li className="workshop" part="workshop" aria-labelledby={titleId}>
      <img className="picture" part="picture" src={workshop.image} alt="" width={400} height={300} loading={first ? undefined : 'lazy'} fetchPriority={first ? 'high' : undefined} />
      <div>
        <h3 id={titleId} className="title">
          {workshop.title}
        </h3>
        <p className="when" part="when">
          {t('tickets.when', { date: when.date, time: when.time })}
        </p>
        <p className="description">{workshop.description}</p>
        {workshop.past ? (
          <p className="note">{t('tickets.pastNote')}</p>
        ) : (
          <p className="seats" part="seats">
            {workshop.seatsLeft > 0 ? t('tickets.seatsLeft', { count: workshop.seatsLeft }) : t('tickets.noSeats')}
          </p>
        )}
        <fieldset className="tiers">
          <legend>{t('tickets.tiers')}</legend>
          {workshop.tickets.map((tier) => {
            const closed = workshop.past || tier.soldout;
            return (
              <label key={tier.id} className="tier" part="tier">
                <input type="radio" name={`tier-${workshop.id}`} value={tier.id} checked={chosenTier === tier.id} disabled={closed} onChange={() => booking.choose(workshop.id, tier.id)} />
                <span>{tierLabel(tier, t)}</span>
                {tier.soldout && (
                  <span className="badge" part="soldout">
                    {t('tickets.soldoutBadge')}
                  </span>
                )}
                <span className="tier-price">{t('tickets.perPerson', { price: formatPrice(tier.price, lang) })}</span>
              </label>
            );
          })}
        </fieldset>
        {!workshop.past && workshop.tickets.every((tier) => tier.soldout) && (
          <button type="button" className="button secondary" onClick={onWaitlist}>
            {t('tickets.waitlist')}
          </button>
        )}
        {children}
      </div>
    </li>
  );
}
