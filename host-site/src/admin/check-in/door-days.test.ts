import { describe, expect, it } from 'vitest';
import { byDay } from './door-days.js';

describe('the door picker’s groups', () => {
  const now = Date.parse('2026-11-29T09:00:00+03:00');
  const at = (id: string, startsAt: string) => ({ id, startsAt });

  it('puts started and same-day workshops under today and later ones under coming, in the given order', () => {
    const rows = [at('1', '2026-11-29T07:00:00+03:00'), at('2', '2026-11-30T08:00:00+03:00'), at('3', '2026-11-30T10:00:00+03:00'), at('4', '2026-12-20T18:00:00+03:00')];
    expect(byDay(rows, now)).toEqual([
      ['today', [rows[0], rows[1]]],
      ['coming', [rows[2], rows[3]]],
    ]);
  });

  it('leaves out an empty group', () => {
    expect(byDay([at('4', '2026-12-20T18:00:00+03:00')], now)).toEqual([['coming', [at('4', '2026-12-20T18:00:00+03:00')]]]);
    expect(byDay([], now)).toEqual([]);
  });
});
