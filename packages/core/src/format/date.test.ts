import { describe, expect, it } from 'vitest';
import { formatDate, isoDate } from './date.js';

describe('formatDate', () => {
  it("shows a review's comma-separated date as day/month/year", () => {
    expect(formatDate('22,11,2026', 'en')).toBe('22/11/2026');
    expect(formatDate('5, 3, 2026', 'en')).toBe('5/3/2026');
  });

  it('uses Arabic-Indic digits in ku and ar', () => {
    expect(formatDate('22,11,2026', 'ar')).toBe('٢٢/١١/٢٠٢٦');
    expect(formatDate('22,11,2026', 'ku')).toBe('٢٢/١١/٢٠٢٦');
  });

  it("reads a Date on Baghdad's calendar", () => {
    // 22:30 UTC on 31 December is already 1 January in Baghdad (UTC+3).
    expect(formatDate(new Date(Date.UTC(2025, 11, 31, 22, 30)), 'en')).toBe('1/1/2026');
  });

  it('shows a calendar day (a run’s, a subscription box’s) the same way (issue 36 item 5: one date format)', () => {
    expect(formatDate('2027-03-01', 'en')).toBe('1/3/2027');
    expect(formatDate('2027-03-01', 'ar')).toBe('١/٣/٢٠٢٧');
    expect(formatDate(new Date('2027-03-01T12:00:00+03:00'), 'en')).toBe(formatDate('2027-03-01', 'en'));
  });

  it('returns what it cannot read as it came', () => {
    expect(formatDate('soon', 'ar')).toBe('soon');
    expect(formatDate(new Date(NaN), 'en')).toBe('');
  });
});

describe('isoDate', () => {
  it('writes a review date and a Date as ISO 8601 on Baghdad’s calendar', () => {
    expect(isoDate('2,3,2026')).toBe('2026-03-02');
    // 22:30 UTC is already the next day in Baghdad (UTC+3).
    expect(isoDate(new Date('2026-11-21T22:30:00Z'))).toBe('2026-11-22');
    expect(isoDate('soon')).toBeUndefined();
  });
});
