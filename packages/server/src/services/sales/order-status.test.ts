import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../db/tables/sales.js';
import { canMove, ORDER_MOVES } from './order-status.js';

const ALL: OrderStatus[] = ['pending', 'accepted', 'being prepared', 'being delivered', 'ready for pickup', 'completed', 'rejected', 'cancelled'];

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
