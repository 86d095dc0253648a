import { randomInt } from 'node:crypto';

/** SPEC §1, §9: the newsletter's code takes 15% off the next purchase. */
export const NEWSLETTER_DISCOUNT_PERCENT = 15;

/**
 * What a code takes off: `percent` of the items, never of the delivery, rounded down to the
 * dinar. The same rule as core's discountOf (the server cannot import client code;
 * tests/contract/newsletter-discount.test.ts holds the two together).
 */
export function discountOf(subtotal: number, percent: number): number {
  return Math.floor((subtotal * percent) / 100);
}

/** A code as typed: upper-cased, without spaces or dashes (as core's normalizeDiscountCode). */
export function normalizeDiscountCode(text: string): string {
  return text.toUpperCase().replace(/[\s-]+/g, '');
}

// No 0/O, 1/I/L: a code read from a phone screen and typed is not mistaken.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A new personal code: 10 characters, about 50 random bits, so codes cannot be guessed. */
export function newDiscountCode(): string {
  return Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}
