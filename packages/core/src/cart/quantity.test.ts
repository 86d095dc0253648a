import { describe, expect, it } from 'vitest';
import { clampQuantity, stepQuantity } from './quantity.js';

describe('clampQuantity', () => {
  it('keeps a quantity within 1 and the stock', () => {
    expect(clampQuantity(3, 5)).toBe(3);
    expect(clampQuantity(5, 5)).toBe(5);
    expect(clampQuantity(6, 5)).toBe(5);
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(2.7, 5)).toBe(2);
  });

  it('has no upper bound for refills', () => {
    expect(clampQuantity(250, Infinity)).toBe(250);
  });

  it('gives 0 when nothing is in stock', () => {
    expect(clampQuantity(1, 0)).toBe(0);
  });
});

describe('stepQuantity', () => {
  it('does nothing past the stock or below 1', () => {
    expect(stepQuantity(4, 1, 5)).toBe(5);
    expect(stepQuantity(5, 1, 5)).toBe(5);
    expect(stepQuantity(2, -1, 5)).toBe(1);
    expect(stepQuantity(1, -1, 5)).toBe(1);
  });
});
