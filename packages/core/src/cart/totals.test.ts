import { describe, expect, it } from 'vitest';
import { candleDraft, refillDraft } from '../internal/fixtures.js';
import { itemTotal, orderTotal, refillTotal } from './totals.js';

describe('itemTotal', () => {
  it('multiplies the quantity by the size price', () => {
    expect(itemTotal(candleDraft({ quantity: 3 }))).toBe(54000);
  });

  it('uses the product price when there is no size', () => {
    const draft = candleDraft({ size: null, quantity: 2 });
    draft.product.details.price = 12500;
    expect(itemTotal(draft)).toBe(25000);
  });
});

describe('refillTotal', () => {
  it('is quantity × (size value / 100 × colour refill price + wick price)', () => {
    // 250 / 100 × 6000 + 1500 = 16,500 a refill.
    expect(refillTotal(refillDraft({ quantity: 1 }))).toBe(16500);
    expect(refillTotal(refillDraft({ quantity: 3 }))).toBe(49500);
  });

  it('rounds the unit price to whole dinars before multiplying', () => {
    // 150 / 100 × 3333 + 1000 = 5999.5 → 6000 a refill.
    const draft = refillDraft({ size: { id: '9', title: '150 g', value: 150 }, color: { id: '1', title: 'Rose', color: '#f00', refill: 3333 } });
    expect(refillTotal({ ...draft, wick: { ...draft.wick, price: 1000 }, quantity: 2 })).toBe(12000);
  });
});

describe('orderTotal', () => {
  const items = [{ id: 'a', quantity: 2, total: 36000 }];
  const refillItems = [{ id: 'b', quantity: 1, total: 16500 }];
  const city = { price: 5000 };

  it('adds the city delivery price when delivery is chosen', () => {
    expect(orderTotal({ items, refillItems, shipping: 'delivery', city })).toBe(57500);
  });

  it('leaves the delivery price out for pickup', () => {
    expect(orderTotal({ items, refillItems, shipping: 'pickup', city })).toBe(52500);
  });

  it('has no delivery price before a shipping choice or a city', () => {
    expect(orderTotal({ items, shipping: undefined, city })).toBe(36000);
    expect(orderTotal({ items, shipping: 'delivery', city: null })).toBe(36000);
  });
});
