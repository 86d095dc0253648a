import { describe, expect, it } from 'vitest';
import type { RefillStatus } from '../../db/tables/refills.js';
import { canMoveRefill, moveRefillRequest, REFILL_MOVES } from './refill-status.js';

describe('refill request status moves', () => {
  it.each([
    ['pending', 'accepted', true],
    ['pending', 'cancelled', true],
    ['accepted', 'being prepared', true],
    ['being prepared', 'ready for pickup', true],
    ['ready for pickup', 'completed', true],
    ['pending', 'completed', false],
    ['completed', 'pending', false],
    ['cancelled', 'pending', false],
    ['rejected', 'accepted', false],
  ] as Array<[RefillStatus, RefillStatus, boolean]>)('%s → %s: %s', (from, to, allowed) => {
    expect(canMoveRefill(from, to)).toBe(allowed);
  });

  it('ends in completed, rejected or cancelled', () => {
    const ends = Object.entries(REFILL_MOVES).filter(([, moves]) => moves.length === 0).map(([status]) => status);
    expect(ends.sort()).toEqual(['cancelled', 'completed', 'rejected']);
  });

  it('refuses a move outside the table before touching the database', () => {
    expect(() => moveRefillRequest(undefined as never, 1, 'completed', 'pending')).toThrow(/cannot move/);
  });
});
