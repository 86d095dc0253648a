import { describe, expect, it } from 'vitest';
import { isLang, LANGUAGES } from './languages.js';
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
