import { randomBytes } from 'node:crypto';
import { GIFT_CARD_RANDOM_BYTES, giftCardCodeOf } from '@candleshop/rules';
import { hashToken } from '../../auth/session-cookie.js';
import type { Lang } from '../../db/types.js';

/** A new card's code: 95 random bits (@candleshop/rules giftCardCodeOf). */
export const newGiftCardCode = (): string => giftCardCodeOf(randomBytes(GIFT_CARD_RANDOM_BYTES));

/**
 * What a card's code is kept as: its SHA-256, as sessions and one-time tokens are (95 random
 * bits leave nothing to find by hashing guesses). `code` is the stored form readGiftCardCode answers.
 */
export const giftCardHash = (code: string): string => hashToken(code);

/** The code's last four characters, what staff see of it. */
export const lastFourOf = (code: string): string => code.slice(-4);

/**
 * The card page of a code in `lang` (host-site `/gift-card`): the code rides in the fragment, which
 * browsers never send, so it reaches no server's log; the page takes it out of the address at once.
 * @example giftCardLink('https://shop.example', 'ar', code) // 'https://shop.example/ar/gift-card#7KQ2-…'
 */
export const giftCardLink = (publicUrl: string, lang: Lang, code: string): string => `${publicUrl}${lang === 'en' ? '' : `/${lang}`}/gift-card#${code}`;
