import type { ResultOf, workshopEventOperations } from '@candleshop/core';

// schema.org Event for a workshop (issue 27 item 5), meeting Google's Event rich result: name,
// start and end with Baghdad's offset (+03:00, as the API writes them), the studio as a Place with
// a PostalAddress, each ticket tier as an Offer in IQD with its availability, the organizer, the
// status and the attendance mode. Paths are made absolute by the server (ssr/head-tags.ts).

/** A workshop as its Event needs it. */
export type EventWorkshop = ResultOf<typeof workshopEventOperations.WorkshopEvents>['workshops'][number];
/** Where the workshops take place. */
export type EventStudio = ResultOf<typeof workshopEventOperations.WorkshopEvents>['studio'];

const SCHEMA = 'https://schema.org';
// Few seats left is worth saying: Google shows it as limited availability.
const FEW_SEATS = 5;

/** An Offer's availability: sold out, few seats left, or in stock. */
export function eventAvailability(workshop: Pick<EventWorkshop, 'seatsLeft'>, tier: { soldout: boolean }): string {
  if (tier.soldout) return `${SCHEMA}/SoldOut`;
  return workshop.seatsLeft <= FEW_SEATS ? `${SCHEMA}/LimitedAvailability` : `${SCHEMA}/InStock`;
}

/**
 * One workshop's Event.
 * @param path the workshop page's address in the page's language
 * @param shop the shop's name and home page (the organizer)
 */
export function workshopEventData(workshop: EventWorkshop, studio: EventStudio, path: string, shop: { name: string; home: string }): object {
  return {
    '@context': SCHEMA,
    '@type': 'Event',
    '@id': `${path}#event`,
    name: workshop.title,
    description: workshop.description,
    image: [workshop.image],
    startDate: workshop.date,
    endDate: workshop.endDate,
    eventStatus: `${SCHEMA}/EventScheduled`,
    eventAttendanceMode: `${SCHEMA}/OfflineEventAttendanceMode`,
    location: {
      '@type': 'Place',
      name: studio.title,
      address: { '@type': 'PostalAddress', addressLocality: studio.city.name, addressCountry: 'IQ' },
      geo: { '@type': 'GeoCoordinates', latitude: studio.latitude, longitude: studio.longitude },
    },
    offers: workshop.tickets.map((tier) => ({
      '@type': 'Offer',
      price: tier.price,
      priceCurrency: 'IQD',
      availability: eventAvailability(workshop, tier),
      url: path,
      validFrom: workshop.onSaleFrom,
    })),
    organizer: { '@type': 'Organization', name: shop.name, url: shop.home },
  };
}
