import { describe, expect, it } from 'vitest';
import { formatPrice } from './price.js';
import { formatNumber, localizeDigits, toWesternDigits } from './number.js';

describe('formatPrice', () => {
  it('groups digits in English', () => {
    expect(formatPrice(25000, 'en')).toBe('25,000 IQD');
    expect(formatPrice(1250000, 'en')).toBe('1,250,000 IQD');
  });

  it('uses Arabic-Indic digits and the Arabic separator in Arabic', () => {
    expect(formatPrice(25000, 'ar')).toBe('٢٥٬٠٠٠ د.ع');
  });

  it('uses Arabic-Indic digits in Kurdish', () => {
    expect(formatPrice(1500, 'ku')).toBe('١٬٥٠٠ د.ع');
  });

  it('shows small amounts without a separator', () => {
    expect(formatPrice(500, 'en')).toBe('500 IQD');
    expect(formatPrice(0, 'ar')).toBe('٠ د.ع');
  });
});

describe('formatNumber', () => {
  it('keeps one decimal for ratings', () => {
    expect(formatNumber(4.5, 'en')).toBe('4.5');
    expect(formatNumber(4.5, 'ar')).toBe('٤٫٥');
  });

  it('round-trips through toWesternDigits', () => {
    expect(toWesternDigits(formatNumber(7701234567, 'ku')).replace(/٬/g, '')).toBe('7701234567');
    expect(toWesternDigits('۰۷۷')).toBe('077');
  });
});

describe('localizeDigits', () => {
  it('converts digits without grouping', () => {
    expect(localizeDigits('2026', 'ar')).toBe('٢٠٢٦');
    expect(localizeDigits('2026', 'en')).toBe('2026');
  });
});
