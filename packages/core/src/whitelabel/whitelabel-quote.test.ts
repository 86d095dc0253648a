import { describe, expect, it } from 'vitest';
import { isWhiteLabelQuantity, LABEL_STICKER_PRICE, whiteLabelQuote } from './whitelabel-quote.js';

describe('whiteLabelQuote', () => {
  it.each([
    // candle, sticker, package, quantity → label, per candle, total
    [6000, true, 1500, 200, 500, 8000, 1_600_000],
    [6000, false, 1500, 200, 0, 7500, 1_500_000],
    [6000, true, null, 50, 500, 6500, 325_000],
    [6000, false, null, 50, 0, 6000, 300_000],
    [4500, true, 0, 10_000, 500, 5000, 50_000_000],
  ] as const)('%i IQD a candle, sticker %s, package %s, × %i', (candlePrice, sticker, packagePrice, quantity, labelPrice, perCandle, total) => {
    const quote = whiteLabelQuote({ candlePrice, sticker, packagePrice, quantity });
    expect(quote).toEqual({ candlePrice, labelPrice, packagePrice: packagePrice ?? 0, perCandle, total });
  });

  it('adds exactly the SPEC §9 sticker price a candle', () => {
    const without = whiteLabelQuote({ candlePrice: 6000, sticker: false, packagePrice: 1000, quantity: 120 });
    const withSticker = whiteLabelQuote({ candlePrice: 6000, sticker: true, packagePrice: 1000, quantity: 120 });
    expect(LABEL_STICKER_PRICE).toBe(500);
    expect(withSticker.total - without.total).toBe(500 * 120);
  });
});

describe('isWhiteLabelQuantity', () => {
  it.each([
    [49, false],
    [50, true],
    [200, true],
    [10_000, true],
    [10_001, false],
    [120.5, false],
    [Number.NaN, false],
  ])('%d candles: %s', (quantity, ok) => {
    expect(isWhiteLabelQuantity(quantity)).toBe(ok);
  });
});
