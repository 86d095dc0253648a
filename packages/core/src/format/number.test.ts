import { describe, expect, it } from 'vitest';
import { formatPercent } from './number.js';

describe('formatPercent', () => {
  it('writes the percentage in the language’s digits and sign', () => {
    expect(formatPercent(15, 'en')).toBe('15%');
    expect(formatPercent(15, 'ar')).toBe('١٥٪');
    expect(formatPercent(15, 'ku')).toBe('١٥٪');
  });
});
