import { describe, expect, it } from 'vitest';
import { fromBaghdadInput, toBaghdadInput } from './workshop-time.js';

describe('workshop times in the form', () => {
  it('shows a UTC moment as Baghdad clock time and sends it back with its offset', () => {
    expect(toBaghdadInput('2026-12-05T14:00:00Z')).toBe('2026-12-05T17:00');
    expect(fromBaghdadInput('2026-12-05T17:00')).toBe('2026-12-05T17:00:00+03:00');
    expect(new Date(fromBaghdadInput(toBaghdadInput('2027-01-01T22:30:00Z'))).toISOString()).toBe('2027-01-01T22:30:00.000Z');
  });

  it('leaves an unreadable date empty', () => {
    expect(toBaghdadInput('soon')).toBe('');
  });
});
