import { describe, expect, it } from 'vitest';
import { isLang, LANGUAGES } from './languages.js';
import { canMove, ORDER_MOVES, ORDER_STATUSES } from './order-status.js';
import { DEFAULT_PAYMENT_METHOD, GATEWAYS, isPaymentMethod, PAYMENT_METHODS } from './payment-methods.js';

describe('payment methods (SPEC §1, §9)', () => {
  it('are cash (the default) and the four providers', () => {
    expect(PAYMENT_METHODS).toEqual(['cash', 'nasspay', 'zaincash', 'fib', 'fastpay']);
    expect(DEFAULT_PAYMENT_METHOD).toBe('cash');
    expect([...GATEWAYS].sort()).toEqual(PAYMENT_METHODS.filter((method) => method !== 'cash').sort());
    expect(isPaymentMethod('fib')).toBe(true);
    expect(isPaymentMethod('paypal')).toBe(false);
  });
});

describe('languages (SPEC §1)', () => {
  it('are en, ku and ar', () => {
    expect(LANGUAGES).toEqual(['en', 'ku', 'ar']);
    expect(isLang('ku')).toBe(true);
    expect(isLang('fr')).toBe(false);
    expect(isLang(undefined)).toBe(false);
  });
});

describe('order status moves', () => {
  it('lead every status somewhere final, and only from where the table says', () => {
    expect(Object.keys(ORDER_MOVES).sort()).toEqual([...ORDER_STATUSES].sort());
    expect(canMove('pending', 'accepted')).toBe(true);
    expect(canMove('being prepared', 'ready for pickup')).toBe(true);
    expect(canMove('pending', 'completed')).toBe(false);
    expect(canMove('completed', 'cancelled')).toBe(false);
    for (const final of ['completed', 'rejected', 'cancelled'] as const) expect(ORDER_MOVES[final]).toEqual([]);
  });
});
