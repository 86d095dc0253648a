import { describe, expect, it } from 'vitest';
import { parsePeriod, periodRange } from './dashboard-period.js';

// The dashboard's days are Baghdad's (UTC+3 all year): a day starts at 21:00 UTC the day before.

describe('the dashboard periods', () => {
  it('makes today the Baghdad day, hour by hour, even when UTC still says yesterday', () => {
    // 22:30 UTC on 25 November is 01:30 on 26 November in Baghdad.
    const range = periodRange('today', new Date('2026-11-25T22:30:00Z'));
    expect(range).toMatchObject({ firstDay: '2026-11-26', lastDay: '2026-11-26', bucketSeconds: 3600, buckets: 24 });
    expect(range.from.toISOString()).toBe('2026-11-25T21:00:00.000Z');
    expect(range.until.toISOString()).toBe('2026-11-26T21:00:00.000Z');
  });

  it('counts the last 7 and 30 days back from today, today included, day by day', () => {
    const now = new Date('2026-11-26T20:59:59Z');
    expect(periodRange('last7', now)).toMatchObject({ firstDay: '2026-11-20', lastDay: '2026-11-26', bucketSeconds: 86_400, buckets: 7 });
    const month = periodRange('last30', now);
    expect(month).toMatchObject({ firstDay: '2026-10-28', lastDay: '2026-11-26', buckets: 30 });
    expect(month.from.toISOString()).toBe('2026-10-27T21:00:00.000Z');
  });

  it('refuses a period it does not know', () => {
    expect(parsePeriod('last7')).toBe('last7');
    expect(() => parsePeriod('year')).toThrow('bad.request');
  });
});
