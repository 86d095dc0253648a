import { describe, expect, it } from 'vitest';
import { ticketTotal } from './ticket-total.js';

describe('ticketTotal', () => {
  it.each([
    [35000, 1, 35000],
    [30000, 2, 60000],
    [25000, 3, 75000],
    [25000, 6, 150000],
    [22000, 10, 220000],
    [0, 4, 0],
  ])('%i IQD a person × %i people = %i IQD', (price, people, total) => {
    expect(ticketTotal(price, people)).toBe(total);
  });

  it('stays in whole dinars', () => {
    expect(Number.isInteger(ticketTotal(27000, 3))).toBe(true);
  });
});
