import type { ApiError } from '../api/api-error.js';
import type { PublicClient } from '../api/client.js';
import { SavedCart } from '../api/operations/cart-reminders/cart-reminders.js';
import type { Lang } from '../i18n/languages.js';
import { $cart, cart } from '../stores/cart.js';
import { $refillCart, refillCart } from '../stores/refill-cart.js';
import { toCartItem, toRefillItem } from './account-backend.js';
import { mergeLines } from './handoff.js';
import { PRODUCT_LINES, REFILL_LINES } from './lines.js';
import { keepSavedCartRef } from './saved-cart-ref.js';

/** The query parameter of a reminder's link (`/cart?saved=…`) that names the saved cart. */
export const SAVED_CART_PARAM = 'saved';

/** What restoring a saved cart came to: `found` false for an unknown or ordered reference (or a failed read: see `error`). */
export interface RestoredSavedCart {
  found: boolean;
  /** How many lines the saved cart still offers (priced today). */
  lines: number;
  /** The read's failure, when the server could not be asked. */
  error?: ApiError;
  /** Lines the cart refused (out of stock since). */
  refused: ApiError[];
}

/**
 * Issue 37 item 2: a reminder's link restores its cart on any device. The lines, priced again by
 * the server, are merged into the shopper's cart (local for a guest, the account's once signed in:
 * wait for the session first) as a partner's hand-off is: a line already held is raised to the
 * saved quantity, never by it, so opening the link twice, or on the device that still holds the
 * cart, counts nothing twice, and what was added since stays. The reference is kept for the
 * order's `cartRef`, which closes it. Never throws.
 * @example const { found } = await restoreSavedCart(publicClient, ref, 'ar');
 */
export async function restoreSavedCart(client: PublicClient, ref: string, lang: Lang): Promise<RestoredSavedCart> {
  const result = await client.query(SavedCart, { ref }, lang, { fresh: true });
  if (!result.data) return { found: false, lines: 0, error: result.error, refused: [] };
  const saved = result.data.savedCart;
  if (!saved) return { found: false, lines: 0, refused: [] };
  keepSavedCartRef(ref);
  const items = saved.items.map(toCartItem);
  const refills = saved.refillItems.map(toRefillItem);
  const refused = [...(await mergeLines(cart, () => $cart.get().items, items, PRODUCT_LINES)), ...(await mergeLines(refillCart, () => $refillCart.get().items, refills, REFILL_LINES))];
  return { found: true, lines: items.length + refills.length, refused };
}
