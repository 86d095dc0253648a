import { useState } from 'react';
import { giftCardFailure, giftCardPageOperations as ops, type DescribedError, type ResultOf } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { publicClient } from '../api.js';

/** A card as the page shows it (schema GiftCardBalance). */
export type GiftCardView = ResultOf<typeof ops.GiftCard>['giftCardBalance'];

/** The card held: its code (in memory only) and what the shop answered for it. */
export interface HeldCard {
  code: string;
  card: GiftCardView;
}

/**
 * The card page's one card: `open(code)` asks the shop for it (its guess limit counts a code naming
 * no card), `held` is the card shown, `replace` swaps in what a send answered. A failed lookup
 * keeps the card shown before and says why in `failure`.
 */
export function useGiftCard() {
  const { lang } = useI18n();
  const [held, setHeld] = useState<HeldCard>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<DescribedError>();
  const open = async (code: string): Promise<boolean> => {
    setBusy(true);
    setFailure(undefined);
    const result = await publicClient.query(ops.GiftCard, { code }, lang, { fresh: true });
    setBusy(false);
    if (result.error) {
      setFailure(giftCardFailure(result.error));
      return false;
    }
    setHeld({ code, card: result.data.giftCardBalance });
    return true;
  };
  const replace = (card: GiftCardView) => setHeld((current) => current && { ...current, card });
  return { held, busy, failure, open, replace };
}
