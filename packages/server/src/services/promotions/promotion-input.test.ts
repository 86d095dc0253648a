import { describe, expect, it } from 'vitest';
import { checkPromotion, shopWallClock, type PromotionInput } from './promotion-input.js';
import { newPromotionCode, normalizePromotionCode } from './promotion-codes.js';
import { promotionInput } from '../../test/promotions.js';

// The suites' promotion as the owner's form sends it, made a fixed Nowruz one with only its English name.
const input = (fields: Partial<PromotionInput> = {}) =>
  promotionInput({ name: { en: 'Nowruz', ku: '', ar: '' }, kind: 'fixed', amount: 5_000, targetIds: [7], startsAt: '2026-03-20T00:00', endsAt: '2026-03-23T23:59', ...fields }) as unknown as PromotionInput;

describe('checkPromotion', () => {
  it('reads times on the shop clock and fills missing names from English', () => {
    const checked = checkPromotion(input({ code: 'now-ruz 26' }));
    expect(checked.starts_at.toISOString()).toBe('2026-03-19T21:00:00.000Z');
    expect(checked.ends_at!.toISOString()).toBe('2026-03-23T20:59:00.000Z');
    expect(checked).toMatchObject({ name: { en: 'Nowruz', ku: 'Nowruz', ar: 'Nowruz' }, code: 'NOWRUZ26', targetIds: [] });
  });

  it('refuses percents over 100, targets without ids, and limits below one', () => {
    expect(() => checkPromotion(input({ kind: 'percent', amount: 150, target: 'categories', targetIds: [], perCustomer: 0 }))).toThrow('bad.request');
    expect(shopWallClock('2026-02-30T10:00')).toBeUndefined();
    expect(shopWallClock('2026-02-28T10:00')?.toISOString()).toBe('2026-02-28T07:00:00.000Z');
    expect(shopWallClock('20260301')).toBeUndefined();
  });
});

describe('promotion codes', () => {
  it('makes 17 characters without look-alikes, and reads a code as typed', () => {
    const codes = new Set(Array.from({ length: 200 }, () => newPromotionCode()));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{17}$/);
    expect(normalizePromotionCode(' eid-2026 x ')).toBe('EID2026X');
  });
});
