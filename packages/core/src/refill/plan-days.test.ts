import { shopDate } from '@candleshop/rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { planDayFromToday, planDayInRange } from './plan-days.js';

afterEach(() => vi.useRealTimers());

describe('plan days', () => {
  it("count on the shop's calendar, as the server's shopDate does, across Baghdad's midnight", () => {
    for (const moment of ['2026-12-05T20:59:59Z', '2026-12-05T21:00:00Z', '2026-12-31T22:30:00Z']) {
      vi.useFakeTimers({ now: new Date(moment) });
      expect([0, 1, 14, 56].map(planDayFromToday)).toEqual([0, 1, 14, 56].map((days) => shopDate(new Date(Date.parse(moment) + days * 86_400_000))));
    }
    vi.useFakeTimers({ now: new Date('2026-12-05T21:00:00Z') });
    expect(planDayFromToday(0)).toBe('2026-12-06');
  });

  it('take a day after today and within 8 weeks only', () => {
    vi.useFakeTimers({ now: new Date('2026-12-05T09:00:00Z') });
    expect(['2026-12-05', '2026-12-06', '2027-01-30', '2027-01-31', '6-12-2026', ''].map(planDayInRange)).toEqual([false, true, true, false, false, false]);
  });
});
