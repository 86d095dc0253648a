import { describe, expect, it } from 'vitest';
import { cardPrice } from './card-price.js';

describe('cardPrice', () => {
  it('uses the product price when there is one', () => {
    expect(cardPrice({ details: { price: 12000 }, sizes: [{ price: 9000 }] })).toBe(12000);
  });

  it('falls back to the first size price', () => {
    expect(cardPrice({ details: { price: null }, sizes: [{ price: 18000 }, { price: 30000 }] })).toBe(18000);
  });

  it('has no price when neither is known', () => {
    expect(cardPrice({ details: {}, sizes: [] })).toBeUndefined();
  });
});
