import { describe, expect, it } from 'vitest';
import { listItem } from './grid-analytics.js';

describe("a grid card's analytics item", () => {
  const card = { id: '7', new: false, rating: 0, ratings: 0, details: { title: 'Amber', image: '/a.jpg', price: 20_000 }, sizes: [] };

  it('is the listed price with no promotion', () => {
    expect(listItem(card, 3)).toEqual({ item_id: '7', item_name: 'Amber', item_category: 'candle', price: 20_000, quantity: 1, index: 3 });
  });

  it("carries the server's reduced price and the promotion, as GA4 names them (issue 35 item 5)", () => {
    const promoted = { ...card, promotion: { id: '4', name: 'Nowruz', was: 20_000, price: 17_000 } };
    expect(listItem(promoted)).toMatchObject({ price: 17_000, promotion_id: '4', promotion_name: 'Nowruz', discount: 3_000 });
  });
});
