import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
import { readGiftCardCode } from '@candleshop/rules';
import type { AccountClient } from '../api/account-client.js';
import type { ApiError } from '../api/api-error.js';
import { GiftCardBalance } from '../api/operations/gift-card-balance.js';
import type { Lang } from '../i18n/languages.js';

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

/** The checkout's gift-card field: what is typed, and adding a card after the server told its balance. */
export interface GiftCardBoxModel {
  $typed: ReadableAtom<string>;
  $checking: ReadableAtom<boolean>;
  /** The field's message key: a mistyped, unknown, void or empty card, too many, or no answer. */
  $error: ReadableAtom<string | undefined>;
  type(text: string): void;
  /** Reads the typed code (refused here when its check character is wrong), asks its balance, adds it. */
  apply(): Promise<void>;
  remove(code: string): void;
}

/**
 * Issue 35: the cards an order is paid with live in `$cards` (the checkout form's, sent with the
 * order); this adds a card once the server has told its balance. A refusal keeps what was typed.
 */
export function createGiftCardBox(options: { client: AccountClient; lang: () => Lang; $cards: WritableAtom<readonly GiftCard[]> }): GiftCardBoxModel {
  const { $cards } = options;
  const $typed = atom('');
  const $checking = atom(false);
  const $error = atom<string | undefined>(undefined);
  return {
    $typed,
    $checking,
    $error,
    type(text) {
      $typed.set(text);
      $error.set(undefined);
    },
    async apply() {
      if ($checking.get() || !$typed.get().trim()) return;
      const code = readGiftCardCode($typed.get());
      const cards = $cards.get();
      if (!code) return void $error.set('giftCard.mistyped');
      if (cards.some((card) => card.code === code)) return void $typed.set('');
      if (cards.length >= GIFT_CARDS_MAX) return void $error.set('giftCard.tooMany');
      $checking.set(true);
      $error.set(undefined);
      const answer = await options.client.query(GiftCardBalance, { code }, options.lang());
      $checking.set(false);
      if (answer.error) return void $error.set(answer.error.network ? answer.error.key : (giftCardRefusal(answer.error) ?? 'giftCard.failed'));
      const { balance, status } = answer.data.giftCardBalance;
      if (status !== 'active') return void $error.set('giftCard.void');
      if (balance <= 0) return void $error.set('giftCard.empty');
      $cards.set([...$cards.get(), { code, balance }]);
      $typed.set('');
    },
    remove(code) {
      $cards.set($cards.get().filter((card) => card.code !== code));
    },
  };
}
