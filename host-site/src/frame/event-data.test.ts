import { describe, expect, it } from 'vitest';
import { eventAvailability, workshopEventData, type EventStudio, type EventWorkshop } from './event-data.js';

const workshop: EventWorkshop = {
  id: '4',
  title: 'Scent blending',
  description: 'Blend your own scent.',
  image: 'http://shop.test/media/workshops/1.svg',
  date: '2030-05-02T18:00:00+03:00',
  endDate: '2030-05-02T20:00:00+03:00',
  onSaleFrom: '2030-01-10T09:00:00+03:00',
  seatsLeft: 12,
  past: false,
  tickets: [
    { id: '7', min: 1, max: 1, price: 35_000, soldout: false },
    { id: '8', min: 4, max: 6, price: 25_000, soldout: true },
  ],
};
const studio: EventStudio = { title: 'Our studio', latitude: 36.23, longitude: 43.99, city: { name: 'Erbil' } };

describe('a workshop as a schema.org Event', () => {
  it('has what Google asks of an Event: dates with their offset, a Place with its address, IQD offers, organizer, status and mode', () => {
    expect(workshopEventData(workshop, studio, '/ar/workshops/4', { name: 'Candle shop', home: '/ar' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      '@id': '/ar/workshops/4#event',
      name: 'Scent blending',
      description: 'Blend your own scent.',
      image: ['http://shop.test/media/workshops/1.svg'],
      startDate: '2030-05-02T18:00:00+03:00',
      endDate: '2030-05-02T20:00:00+03:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Our studio',
        address: { '@type': 'PostalAddress', addressLocality: 'Erbil', addressCountry: 'IQ' },
        geo: { '@type': 'GeoCoordinates', latitude: 36.23, longitude: 43.99 },
      },
      offers: [
        { '@type': 'Offer', price: 35_000, priceCurrency: 'IQD', availability: 'https://schema.org/InStock', url: '/ar/workshops/4', validFrom: '2030-01-10T09:00:00+03:00' },
        { '@type': 'Offer', price: 25_000, priceCurrency: 'IQD', availability: 'https://schema.org/SoldOut', url: '/ar/workshops/4', validFrom: '2030-01-10T09:00:00+03:00' },
      ],
      organizer: { '@type': 'Organization', name: 'Candle shop', url: '/ar' },
    });
  });

  it('says when few seats are left', () => {
    expect(eventAvailability({ seatsLeft: 3 }, { soldout: false })).toBe('https://schema.org/LimitedAvailability');
    expect(eventAvailability({ seatsLeft: 3 }, { soldout: true })).toBe('https://schema.org/SoldOut');
  });
});
