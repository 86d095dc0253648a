import { describe, expect, it } from 'vitest';
import { peopleHint, tierLabel } from './tier-label.js';

// The message each tier reads as; the texts themselves are core's (ar-plurals.test.ts counts them).
const t = (key: string, values?: Record<string, string | number>) => (values ? `${key} ${JSON.stringify(values)}` : key);
const tier = (min: number, max: number) => ({ id: '1', min, max, price: 25_000, soldout: false });

describe('tierLabel and peopleHint', () => {
  it('names one person, exactly N people, or a range', () => {
    expect(tierLabel(tier(1, 1), t)).toBe('tickets.tierOne');
    expect(tierLabel(tier(2, 2), t)).toBe('tickets.tierExact {"count":2}');
    expect(tierLabel(tier(2, 4), t)).toBe('tickets.tierRange {"min":2,"max":4}');
  });

  it('hints the range a tier allows, and who a one-size tier is for instead of "from 2 to 2"', () => {
    expect(peopleHint(tier(2, 4), t)).toBe('tickets.peopleHint {"min":2,"max":4}');
    expect(peopleHint(tier(2, 2), t)).toBe('tickets.tierExact {"count":2}');
  });
});
