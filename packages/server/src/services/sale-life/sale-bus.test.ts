import { describe, expect, it } from 'vitest';
import { createSaleBus } from './sale-bus.js';
import type { SaleEvent } from './sale-events.js';

const paid: SaleEvent = { type: 'paid', kind: 'order', id: 7 };

describe('the sale bus', () => {
  it('runs every handler of an event in order, and only its own type’s', async () => {
    const ran: string[] = [];
    const bus = createSaleBus();
    bus.on('paid', async () => void ran.push('first'));
    bus.on('cancelled', async () => void ran.push('never'));
    bus.on('paid', async (event) => void ran.push(`second ${event.kind} ${event.id}`));
    await bus.dispatch(paid);
    expect(ran).toEqual(['first', 'second order 7']);
  });

  it('logs a failing handler as an ALERT and still runs the others', async () => {
    const ran: string[] = [];
    const lines: Array<[string, unknown]> = [];
    const bus = createSaleBus((line, error) => lines.push([line, error]));
    bus.on('paid', async function giftCard() {
      throw new Error('gift cards are down');
    });
    bus.on('paid', async () => void ran.push('mail'));
    bus.on('paid', async () => void ran.push('receipt'));
    await expect(bus.dispatch(paid)).resolves.toBeUndefined();
    expect(ran).toEqual(['mail', 'receipt']);
    expect(lines).toHaveLength(1);
    expect(lines[0]![0]).toBe('candleshop: ALERT a paid handler of order 7 failed (giftCard)');
    expect((lines[0]![1] as Error).message).toBe('gift cards are down');
  });
});
