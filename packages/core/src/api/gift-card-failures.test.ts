import { describe, expect, it } from 'vitest';
import { giftCardFailure } from './gift-card-failures.js';

describe('giftCardFailure', () => {
  it("says the card refusals in the page's words, and anything else as try again", () => {
    expect(giftCardFailure({ key: 'giftcard.unknown' }).message).toBe('giftCardPage.errors.unknown');
    expect(giftCardFailure({ key: 'giftcard.sent' }).message).toBe('giftCardPage.errors.sent');
    expect(giftCardFailure({ key: 'rate.limited' }).message).toBe('errors.rateLimited');
    expect(giftCardFailure({ key: 'errors.network', network: true }).message).toBe('errors.network');
    expect(giftCardFailure({ key: 'something.else' }).message).toBe('giftCardPage.errors.failed');
  });
});
