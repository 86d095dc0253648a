import type { TicketWorkshop } from '@candleshop/core';

/**
 * The seeded beginners' workshop as the ticket widget reads it, its image on `shop`: a single, a
 * sold-out pair, and a group tier of 3 to 6 at 25 000 each, on 5 December at 17:00 Baghdad time.
 */
export function soyWorkshop(shop: string, overrides: Partial<TicketWorkshop> = {}): TicketWorkshop {
  return {
    id: '2',
    title: 'Hand-poured soy candles',
    description: 'Pour your own soy candle.',
    image: `${shop}/uploads/w2.svg`,
    // 14:00 UTC is 17:00 in Baghdad.
    date: '2026-12-05T14:00:00Z',
    seats: 12,
    seatsLeft: 8,
    past: false,
    tickets: [
      { id: '4', min: 1, max: 1, price: 35000, soldout: false },
      { id: '5', min: 2, max: 2, price: 30000, soldout: true },
      { id: '6', min: 3, max: 6, price: 25000, soldout: false },
    ],
    ...overrides,
  };
}
