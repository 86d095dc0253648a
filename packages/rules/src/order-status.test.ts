import { describe, expect, it } from 'vitest';
import { ORDER_MOVES, ORDER_STATUSES, type OrderStatus } from './order-status.js';

// The server's state machine (services/sale-life/state-machine.ts) reads the table as it is.
const canMove = (from: OrderStatus, to: OrderStatus) => ORDER_MOVES[from].includes(to);

const ALL = ORDER_STATUSES;

describe('order status moves', () => {
  it('allows exactly the moves of SPEC §3', () => {
    const allowed = ALL.flatMap((from) => ALL.filter((to) => canMove(from, to)).map((to) => `${from} → ${to}`));
    expect(allowed).toEqual([
      'pending → accepted',
      'pending → rejected',
      'pending → cancelled',
      'accepted → being prepared',
      'accepted → cancelled',
      'being prepared → being delivered',
      'being prepared → ready for pickup',
      'being delivered → completed',
      'ready for pickup → completed',
    ]);
  });

  it('has a row for every status', () => {
    expect(Object.keys(ORDER_MOVES).sort()).toEqual([...ALL].sort());
  });

  it('ends at completed, rejected and cancelled', () => {
    for (const end of ['completed', 'rejected', 'cancelled'] as const) expect(ORDER_MOVES[end]).toEqual([]);
  });

  it('never moves a status to itself or back to pending', () => {
    for (const status of ALL) {
      expect(canMove(status, status)).toBe(false);
      expect(canMove(status, 'pending')).toBe(false);
    }
  });
});
