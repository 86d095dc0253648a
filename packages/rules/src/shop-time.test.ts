import { describe, expect, it } from 'vitest';
import { SHOP_TIME_ZONE, shopDate, shopDateTime, shopDayStart, shopMidnight } from './shop-time.js';

describe("the shop's clock", () => {
  it('writes a moment on Baghdad time with its offset', () => {
    expect(shopDateTime(new Date('2026-12-05T14:00:00Z'))).toBe('2026-12-05T17:00:00+03:00');
    expect(shopDateTime(new Date('2026-12-31T21:30:00Z'))).toBe('2027-01-01T00:30:00+03:00');
  });

  it("counts days on the shop's calendar: they start at 21:00 UTC", () => {
    expect(shopDate(new Date('2026-12-05T20:59:59Z'))).toBe('2026-12-05');
    expect(shopDate(new Date('2026-12-05T21:00:00Z'))).toBe('2026-12-06');
    expect(shopDayStart(new Date('2026-12-05T22:00:00Z')).toISOString()).toBe('2026-12-05T21:00:00.000Z');
    expect(shopDayStart(new Date('2026-12-05T20:00:00Z')).toISOString()).toBe('2026-12-04T21:00:00.000Z');
    expect(shopMidnight('2026-12-05').toISOString()).toBe('2026-12-04T21:00:00.000Z');
    expect(shopMidnight('2026-12-31', 1).toISOString()).toBe('2026-12-31T21:00:00.000Z');
  });

  it('agrees with Intl on the time zone, summer and winter', () => {
    for (const moment of [new Date('2026-07-01T12:34:00Z'), new Date('2026-01-15T23:10:00Z')]) {
      const intl = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(moment);
      expect(intl.replace(', ', 'T')).toBe(shopDateTime(moment).slice(0, 16));
    }
  });
});
