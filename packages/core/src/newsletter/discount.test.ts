import { describe, expect, it } from 'vitest';
import { normalizeDiscountCode } from './discount.js';

describe('normalizeDiscountCode', () => {
  it('ignores case, spaces and dashes', () => {
    expect(normalizeDiscountCode(' ab12-cd34 ')).toBe('AB12CD34');
    expect(normalizeDiscountCode('AB12 CD34')).toBe('AB12CD34');
  });
});
