import { describe, expect, it } from 'vitest';
import { subscriptionTotal } from './subscription-total.js';

describe('subscriptionTotal', () => {
  it.each([
    [30000, 1, 5000, 35000],
    [75000, 3, 5000, 90000],
    [75000, 3, null, 75000],
    [140000, 6, 3000, 158000],
    [260000, 12, 0, 260000],
  ])('%i IQD for %i months, delivery %s a month = %i IQD', (price, months, deliveryPrice, total) => {
    expect(subscriptionTotal({ price, months, deliveryPrice })).toBe(total);
  });
});
