import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $cart, $refillCart, type Lang, type PromotionQuote } from '@candleshop/core';

/**
 * The server's automatic promotion for the cart while the drawer is open (issue 35 item 4: the
 * drawer shows reduced prices as the checkout does), asked again when the lines change. Undefined
 * until the answer for these lines arrives, or when asking failed: the drawer then shows the
 * subtotal as it is, and the checkout quotes the promotion again. Never a stale cart's figure.
 */
export function useCartPromotion(endpoint: string, lang: Lang, open: boolean): PromotionQuote | undefined {
  const cart = useStore($cart);
  const refills = useStore($refillCart);
  const lines = JSON.stringify([cart.items, refills.items, lang]);
  const [answer, setAnswer] = useState<{ for: string; quote?: PromotionQuote }>();

  useEffect(() => {
    if (!open || (!cart.items.length && !refills.items.length)) return;
    let stale = false;
    import('./promotion-call.js')
      .then(({ quoteCart }) => quoteCart(endpoint, lang))
      .then(
        ({ data }) => stale || setAnswer({ for: lines, quote: data }),
        () => undefined,
      );
    return () => {
      stale = true;
    };
    // `lines` stands for the carts and the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, lines]);
  return answer?.for === lines ? answer.quote : undefined;
}
