import { readGiftCardCode } from '@candleshop/rules';
import type { Kysely } from 'kysely';
import { findGiftCardByHash } from '../../db/repositories/gift-cards/gift-cards.js';
import type { Database } from '../../db/types.js';
import type { GiftCardStatus } from '../../db/tables/gift-cards.js';
import { refused } from '../../errors.js';
import { giftCardHash } from './gift-card-codes.js';
import { UNKNOWN_CARD, withGiftCardThrottle } from './gift-card-throttle.js';

/** The schema's GiftCardBalance: what anyone holding the code may see. */
export interface GiftCardBalanceView {
  last4: string;
  amount: number;
  balance: number;
  status: GiftCardStatus;
}

/** What the gift cards of one request need. */
export interface GiftCardsOptions {
  /** The client's address: codes naming no card are limited by it. */
  clientAddress: string;
}

/** Gift cards for anyone holding a code (issue 35 item 1). */
export function createGiftCards(db: Kysely<Database>, options: GiftCardsOptions) {
  return {
    /**
     * A card's amount and balance by its code, as typed (any case, spaces, look-alikes).
     * @throws giftcard.mistyped when the check character fails (not counted: no card was asked),
     *   giftcard.unknown (counted), giftcard.throttled past the client's limit
     */
    async balance(typed: string): Promise<GiftCardBalanceView> {
      const code = readGiftCardCode(typed);
      if (!code) throw refused('giftcard.mistyped');
      return withGiftCardThrottle(db, options.clientAddress, [code], async () => {
        const card = await findGiftCardByHash(db, giftCardHash(code));
        if (!card) throw refused(UNKNOWN_CARD);
        return { last4: card.last4, amount: card.amount, balance: card.balance, status: card.status };
      });
    },
  };
}

/** The gift cards service of one request. */
export type GiftCards = ReturnType<typeof createGiftCards>;
