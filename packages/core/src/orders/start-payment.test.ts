import { beforeEach, describe, expect, it } from 'vitest';
import { freshPage } from '../internal/fresh-page.js';

const settings = { zaincashPayUrl: 'https://pay.example/zaincash', nasspayCheckoutUrl: 'https://pay.example/nasspay' };

describe('startPayment', () => {
  beforeEach(freshPage);

  it('writes what the payment is for under operation_type (SPEC §9) and answers the route', async () => {
    const { startPayment } = await import('./start-payment.js');
    const route = startPayment({ kind: 'refill', method: 'zaincash', result: { id: '7', token: 'z-1' }, signedIn: true, settings });
    expect(route).toEqual({ to: 'provider', method: 'zaincash', url: 'https://pay.example/zaincash?id=z-1' });
    expect(localStorage.getItem('operation_type')).toBe('refill');
  });

  it('writes order when no kind is given, replacing an earlier one', async () => {
    localStorage.setItem('operation_type', 'ticket');
    const { startPayment } = await import('./start-payment.js');
    startPayment({ method: 'cash', result: { id: '4' }, signedIn: true, settings });
    expect(localStorage.getItem('operation_type')).toBe('order');
  });
});
