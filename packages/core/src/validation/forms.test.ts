import { describe, expect, it } from 'vitest';
import { imageSchema, MAX_IMAGE_BYTES } from './image.js';
import { newsletterSchema } from './newsletter.js';
import { resetPasswordSchema } from './password.js';
import { reviewBlock, reviewSchema } from './review.js';
import { validate } from './validate.js';

describe('newsletterSchema', () => {
  it('requires an email, then @ and a dot', () => {
    expect(validate(newsletterSchema, { email: '  ' }).errors).toEqual({ email: 'validation.emailRequired' });
    expect(validate(newsletterSchema, { email: 'ada.example.iq' }).errors).toEqual({ email: 'validation.emailInvalid' });
    expect(validate(newsletterSchema, { email: 'ada@example' }).errors).toEqual({ email: 'validation.emailInvalid' });
    expect(validate(newsletterSchema, { email: ' ada@example.iq ' })).toEqual({ ok: true, data: { email: 'ada@example.iq' } });
  });
});

describe('imageSchema', () => {
  const image = (size: number, type = 'image/png') => new File([new Uint8Array(size)], 'me.png', { type });

  it('takes 2500 KB of 1024 bytes and refuses one byte more', () => {
    expect(MAX_IMAGE_BYTES).toBe(2_560_000);
    expect(validate(imageSchema, image(MAX_IMAGE_BYTES)).ok).toBe(true);
    expect(validate(imageSchema, image(MAX_IMAGE_BYTES - 1)).ok).toBe(true);
    expect(validate(imageSchema, image(MAX_IMAGE_BYTES + 1)).errors).toEqual({ size: 'validation.fileTooLarge' });
  });

  it('takes image types only', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) expect(validate(imageSchema, image(10, type)).ok).toBe(true);
    expect(validate(imageSchema, image(10, 'application/pdf')).errors).toEqual({ type: 'validation.fileType' });
    expect(validate(imageSchema, image(10, 'image/svg+xml')).errors).toEqual({ type: 'validation.fileType' });
  });
});

describe('resetPasswordSchema', () => {
  it('needs at least 8 characters', () => {
    expect(validate(resetPasswordSchema, { password: '' }).errors).toEqual({ password: 'validation.passwordRequired' });
    expect(validate(resetPasswordSchema, { password: '1234567' }).errors).toEqual({ password: 'validation.passwordLength' });
    expect(validate(resetPasswordSchema, { password: '12345678' }).ok).toBe(true);
  });
});

describe('reviewSchema', () => {
  it('takes ratings from 0 to 5 inclusive', () => {
    for (const rating of [0, 5, 3]) expect(validate(reviewSchema, { rating, review: 'Lovely scent' }).ok).toBe(true);
    expect(validate(reviewSchema, { rating: -1, review: 'Lovely scent' }).errors).toEqual({ rating: 'validation.ratingRange' });
    expect(validate(reviewSchema, { rating: 5.5, review: 'Lovely scent' }).errors).toEqual({ rating: 'validation.ratingRange' });
  });

  it('needs a text', () => {
    expect(validate(reviewSchema, { rating: 4, review: '  ' }).errors).toEqual({ review: 'validation.reviewRequired' });
  });
});

describe('reviewBlock', () => {
  it('asks guests to sign in and refuses a second review', () => {
    expect(reviewBlock({ loggedIn: false, review: true, reviewed: false })).toBe('auth.needToSignIn');
    expect(reviewBlock({ loggedIn: true, review: true, reviewed: true })).toBe('review.alreadyReviewed');
    // SECURITY-REVIEW L3, L4: the flag says no to an unverified account, or for a product not bought.
    expect(reviewBlock({ loggedIn: true, review: false, reviewed: false })).toBe('review.needsPurchase');
    expect(reviewBlock({ loggedIn: true, review: false, reviewed: false, pending: true })).toBe('auth.needsVerification');
    expect(reviewBlock({ loggedIn: true, review: true, reviewed: false })).toBeUndefined();
  });
});
