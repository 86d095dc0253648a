import { describe, expect, it } from 'vitest';
import { promotedUnitPrice, promotionReduction, type PromotionLine, type PromotionTerms } from './promotion-price.js';
import { normalizeEmail } from './email.js';

const line = (productId: number, unitPrice: number, quantity: number, collectionId: number | null = null, categoryId: number | null = null): PromotionLine => ({
  productId,
  collectionId,
  categoryId,
  unitPrice,
  quantity,
});
const terms = (over: Partial<PromotionTerms>): PromotionTerms => ({ kind: 'percent', amount: 15, target: 'order', targetIds: [], minBasket: 0, ...over });
const BASKET = [line(1, 10_000, 3, 7, 1), line(2, 3_333, 1, null, 2), { productId: null, collectionId: null, categoryId: null, unitPrice: 5_001, quantity: 2 }];

describe('promotionReduction', () => {
  it('takes a percent off the whole order rounded down to the dinar, as the newsletter code did', () => {
    const subtotal = 30_000 + 3_333 + 10_002;
    const reduction = promotionReduction(BASKET, terms({}));
    expect(reduction.total).toBe(Math.floor((subtotal * 15) / 100));
    expect(reduction.lines.reduce((a, b) => a + b, 0)).toBe(reduction.total);
  });

  it('reduces only the chosen products, collections or categories', () => {
    expect(promotionReduction(BASKET, terms({ target: 'products', targetIds: [2] }))).toEqual({ lines: [0, 499, 0], total: 499 });
    expect(promotionReduction(BASKET, terms({ target: 'collections', targetIds: [7], amount: 10 }))).toEqual({ lines: [3000, 0, 0], total: 3000 });
    expect(promotionReduction(BASKET, terms({ target: 'categories', targetIds: [1, 2], kind: 'fixed', amount: 1000 })).total).toBe(1000);
    expect(promotionReduction(BASKET, terms({ target: 'products', targetIds: [99] })).total).toBe(0);
  });

  it('takes a fixed amount at most what the targeted lines cost, shared over them to the dinar', () => {
    const reduction = promotionReduction(BASKET, terms({ kind: 'fixed', amount: 1_001 }));
    expect(reduction.total).toBe(1_001);
    expect(reduction.lines.reduce((a, b) => a + b, 0)).toBe(1_001);
    expect(promotionReduction([line(1, 500, 1)], terms({ kind: 'fixed', amount: 1_000 }))).toEqual({ lines: [500], total: 500 });
  });

  it('gives nothing below the minimum basket, and never more than the budget left', () => {
    expect(promotionReduction(BASKET, terms({ minBasket: 50_000 })).total).toBe(0);
    expect(promotionReduction(BASKET, terms({ minBasket: 43_335 })).total).toBeGreaterThan(0);
    expect(promotionReduction(BASKET, terms({ kind: 'fixed', amount: 5_000 }), 1_234).total).toBe(1_234);
    expect(promotionReduction(BASKET, terms({}), 0)).toEqual({ lines: [0, 0, 0], total: 0 });
  });

  it('prices one unit as a catalogue shows it', () => {
    expect(promotedUnitPrice(line(1, 10_000, 1), terms({ amount: 20 }))).toBe(8_000);
    expect(promotedUnitPrice(line(1, 10_000, 1), terms({ minBasket: 20_000 }))).toBe(10_000);
  });
});

describe('normalizeEmail', () => {
  it('compares addresses trimmed and lower-cased', () => {
    expect(normalizeEmail(' Shilan@Example.COM ')).toBe('shilan@example.com');
  });
});
