import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
import { readGiftCardCode } from '@candleshop/rules';
import type { AccountClient } from '../api/account-client.js';
import { GiftCardBalance } from '../api/operations/gift-card-balance.js';
import type { Lang } from '../i18n/languages.js';
import { giftCardRefusal, GIFT_CARDS_MAX, type GiftCard } from './gift-cards.js';

/** A form's gift-card field (checkout, refill request, ticket): what is typed, and adding a card after the server told its balance. */
export interface GiftCardBoxModel {
  $typed: ReadableAtom<string>;
  $checking: ReadableAtom<boolean>;
  /** The field's message key: a mistyped, unknown, void or empty card, too many, or no answer. */
  $error: ReadableAtom<string | undefined>;
  type(text: string): void;
  /** Reads the typed code (refused here when its check character is wrong), asks its balance, adds it. */
  apply(): Promise<void>;
  remove(code: string): void;
  /** Shows a refusal the server gave with the sale (a card emptied or stopped meanwhile) on the field. */
  refuse(key: string): void;
}

/**
 * Issue 35: the cards a sale is paid with live in `$cards` (the form's, sent with the order, the
 * refill request or the ticket); this adds a card once the server has told its balance. A refusal
 * keeps what was typed.
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
      $error.set(undefined);
    },
    refuse(key) {
      $error.set(key);
    },
  };
}

/** An empty list of cards for a form that keeps none of its own (the ticket form), for {@link createGiftCardBox}. */
export const createGiftCardList = (): WritableAtom<readonly GiftCard[]> => atom<readonly GiftCard[]>([]);
