import { describe, expect, it } from 'vitest';
import { giftCardCover, giftCardRefusal } from './gift-cards.js';

describe('giftCardCover', () => {
  it('draws each card in turn up to what is due, as the server does', () => {
    expect(giftCardCover([{ code: 'A', balance: 25000 }], 36000)).toEqual({ paid: 25000, left: 11000 });
    expect(
      giftCardCover(
        [
          { code: 'A', balance: 25000 },
          { code: 'B', balance: 50000 },
        ],
        36000,
      ),
    ).toEqual({ paid: 36000, left: 0 });
    expect(giftCardCover([], 36000)).toEqual({ paid: 0, left: 36000 });
  });
});

describe('giftCardRefusal', () => {
  it("names the texts of the server's gift-card refusals, and nothing for other failures", () => {
    expect(giftCardRefusal({ key: 'giftcard.unknown' })).toBe('giftCard.unknown');
    expect(giftCardRefusal({ key: 'giftcard.throttled' })).toBe('checkoutForm.codeThrottled');
    expect(giftCardRefusal({ key: 'bad.request', validation: 'input.giftCards.max' })).toBe('giftCard.tooMany');
    expect(giftCardRefusal({ key: 'stock.0' })).toBeUndefined();
  });
});
