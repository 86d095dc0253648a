import { describe, expect, it } from 'vitest';
import { moveRefillRequest, moveStatus, moveTicket } from './sale-status.js';

// Which moves the table allows is @candleshop/rules' test (order-status.test.ts); here, that every
// kind of sale goes through it.
describe('sale status moves', () => {
  it.each([
    ['an order', moveStatus],
    ['a refill request', moveRefillRequest],
    ['a ticket', moveTicket],
  ] as const)('refuse a move of %s outside the table before touching the database', (sale, move) => {
    expect(() => move(undefined as never, 1, 'completed', 'pending')).toThrow(`candleshop: ${sale} cannot move from completed to pending`);
    expect(() => move(undefined as never, 1, 'cancelled', 'accepted')).toThrow(/cannot move/);
  });
});
