import { describe, expect, it } from 'vitest';
import { discountOf, NEWSLETTER_DISCOUNT_PERCENT, normalizeDiscountCode } from './discount.js';

describe('discountOf', () => {
  it('takes the percentage of the items, rounded down to the dinar', () => {
    expect(discountOf(45000, NEWSLETTER_DISCOUNT_PERCENT)).toBe(6750);
    expect(discountOf(12345, 15)).toBe(1851);
    expect(discountOf(0, 15)).toBe(0);
  });
});

describe('normalizeDiscountCode', () => {
  it('ignores case, spaces and dashes', () => {
    expect(normalizeDiscountCode(' ab12-cd34 ')).toBe('AB12CD34');
    expect(normalizeDiscountCode('AB12 CD34')).toBe('AB12CD34');
  });
});
