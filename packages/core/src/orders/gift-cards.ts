import type { ApiError } from '../api/api-error.js';

// What the forms that take cards (checkout, refill request, ticket) need at first: the cover and
// the refusals. The box that reads a code and asks its balance is gift-card-box.ts, downloaded
// with the box (DESIGN §6 budgets).

/** The most cards one order may name (the server's limit, issue 35). */
export const GIFT_CARDS_MAX = 5;

/** A card the shopper added: its code in its one stored form, and what it held when checked. */
export interface GiftCard {
  code: string;
  balance: number;
}

// The server's refusals of a card (and of too many), as texts; double-quoted: server keys, not message keys.
const CARD_REFUSALS: Record<string, string> = {
  'giftcard.mistyped': 'giftCard.mistyped',
  'giftcard.unknown': 'giftCard.unknown',
  'giftcard.throttled': 'checkoutForm.codeThrottled',
  'giftcard.void': 'giftCard.void',
  'giftcard.empty': 'giftCard.empty',
  'input.giftCards.max': 'giftCard.tooMany',
};

/** The message key of a refused gift card, or undefined for another failure. */
export function giftCardRefusal(error: ApiError | undefined): string | undefined {
  return error && (CARD_REFUSALS[error.key] ?? CARD_REFUSALS[error.validation ?? '']);
}

/**
 * What the cards pay of `due` by the server's rule (each in turn, up to what is still due): a
 * preview, since the server draws them with the order.
 * @example giftCardCover([{ code, balance: 25000 }], 40000) // { paid: 25000, left: 15000 }
 */
export function giftCardCover(cards: readonly GiftCard[], due: number): { paid: number; left: number } {
  const paid = Math.min(
    due,
    cards.reduce((sum, card) => sum + card.balance, 0),
  );
  return { paid, left: due - paid };
}
