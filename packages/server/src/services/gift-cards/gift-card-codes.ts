import { randomBytes } from 'node:crypto';
import { GIFT_CARD_RANDOM_BYTES, giftCardCodeOf } from '@candleshop/rules';
import { hashToken } from '../../auth/session-cookie.js';

/** A new card's code: 95 random bits (@candleshop/rules giftCardCodeOf). */
export const newGiftCardCode = (): string => giftCardCodeOf(randomBytes(GIFT_CARD_RANDOM_BYTES));

/**
 * What a card's code is kept as: its SHA-256, as sessions and one-time tokens are (95 random
 * bits leave nothing to find by hashing guesses). `code` is the stored form readGiftCardCode answers.
 */
export const giftCardHash = (code: string): string => hashToken(code);

/** The code's last four characters, what staff see of it. */
export const lastFourOf = (code: string): string => code.slice(-4);
