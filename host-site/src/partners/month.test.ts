import { describe, expect, it } from 'vitest';
import { runDay } from '../admin/delivery/delivery-text.js';
import { dateOnly, reportMonth } from './month.js';

// Issue 36 item 5: the back office writes every date one way, day/month/year in the language's
// digits (a moment adds hh:mm), where a partner's sales read 2026-11-10 and a run 10/11/2026.
describe('dates in the back office', () => {
  it('writes a sale’s day on Baghdad’s calendar as day/month/year', () => {
    expect(dateOnly('2026-11-10T13:00:00+03:00', 'en')).toBe('10/11/2026');
    // 01:30 in Baghdad on 1 December is still 30 November in UTC.
    expect(dateOnly('2026-11-30T22:30:00Z', 'en')).toBe('1/12/2026');
    expect(dateOnly('2026-11-10T13:00:00+03:00', 'ar')).toBe('١٠/١١/٢٠٢٦');
  });

  it('writes a run’s day the same way', () => {
    expect(runDay('2027-03-01', 'en')).toBe('1/3/2027');
    expect(runDay('2027-03-01', 'ku')).toBe('١/٣/٢٠٢٧');
  });
});

describe('reportMonth', () => {
  it('takes the address’s month, else the current month in Baghdad', () => {
    expect(reportMonth({ month: '2026-10' })).toBe('2026-10');
    expect(reportMonth({ month: '2026-13' }, new Date('2026-11-30T22:30:00Z'))).toBe('2026-12');
  });
});
