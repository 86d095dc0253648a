import { randomInt } from 'node:crypto';

// No 0/O, 1/I/L: a code read from a phone screen and typed is not mistaken.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A code as typed: upper-cased, without spaces or dashes. */
export function normalizePromotionCode(text: string): string {
  return text.toUpperCase().replace(/[\s-]+/g, '');
}

/**
 * A new random code of `length` characters from 31 letters and digits (about 4.95 bits each):
 * 10 give the newsletter's personal codes about 50 bits; single-use promotion codes take 17,
 * about 84 bits, so a batch of thousands cannot be guessed from one of them.
 */
export function newPromotionCode(length = 17): string {
  return Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}
