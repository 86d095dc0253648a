import type { Result } from '../api/api-error.js';
import { endpointFor } from '../api/client.js';
import { PromotionQuote as QuoteQuery } from '../api/operations/orders.js';
import { post } from '../api/transport.js';
import type { Lang } from '../i18n/languages.js';
import type { PromotionQuote } from '../orders/discount-code.js';
import { guestLines } from '../orders/payload.js';
import { $cart } from '../stores/cart.js';
import { $refillCart } from '../stores/refill-cart.js';

/**
 * What the server would take off the page's cart now (issue 35 item 4: the drawer shows it): the
 * automatic promotion that takes the most, by the rule a sale is charged by; no code (the checkout
 * takes one). Sent without cookies, as the hand-off is (a partner's page). Never throws.
 * @example const { data } = await quoteCart('https://shop.example/graphql', 'ar');
 */
export async function quoteCart(endpoint: string, lang: Lang, fetch?: typeof globalThis.fetch): Promise<Result<PromotionQuote>> {
  const variables = { ...guestLines($cart.get().items, $refillCart.get().items), discountCode: null };
  const result = await post(endpointFor(endpoint, lang), QuoteQuery, variables, { credentials: 'omit', fetch });
  return result.data ? { data: result.data.promotionQuote } : { error: result.error };
}
