import { describe, expect, it } from 'vitest';
import type { TicketStatus } from '../../db/tables/tickets.js';
import { canMoveTicket, moveTicket, TICKET_MOVES } from './ticket-status.js';

describe('ticket status moves', () => {
  it.each([
    ['pending', 'accepted', true],
    ['pending', 'cancelled', true],
    ['accepted', 'cancelled', true],
    ['pending', 'completed', false],
    ['cancelled', 'pending', false],
    ['completed', 'accepted', false],
  ] as Array<[TicketStatus, TicketStatus, boolean]>)('%s → %s: %s', (from, to, allowed) => {
    expect(canMoveTicket(from, to)).toBe(allowed);
  });

  it('ends in completed, rejected or cancelled', () => {
    const ends = Object.entries(TICKET_MOVES).filter(([, moves]) => moves.length === 0).map(([status]) => status);
    expect(ends.sort()).toEqual(['cancelled', 'completed', 'rejected']);
  });

  it('refuses a move outside the table before touching the database', () => {
    expect(() => moveTicket(undefined as never, 1, 'cancelled', 'pending')).toThrow(/cannot move/);
  });
});
