import type { ApiError, Result } from '../api/api-error.js';
import type { PublicClient } from '../api/client.js';
import { endpointFor } from '../api/client.js';
import { CartHandoff, CreateCartHandoff } from '../api/operations/carts.js';
import { post } from '../api/transport.js';
import type { Lang } from '../i18n/languages.js';
import { guestLines } from '../orders/payload.js';
import { $cart, cart } from '../stores/cart.js';
import { $refillCart, refillCart } from '../stores/refill-cart.js';
import { toCartItem, toRefillItem } from './account-backend.js';
import { keepAttribution } from './attribution.js';
import type { CartActions } from './create-cart.js';
import { PRODUCT_LINES, REFILL_LINES, toDraft, type LineRules } from './lines.js';
import type { CartLine } from './types.js';

/** The query parameter a storefront link carries a hand-off's reference in. */
export const HANDOFF_PARAM = 'handoff';

/**
 * Stores the page's cart and refill cart on the server (issue 24 item 7) and answers the
 * reference a storefront link carries. Sent without cookies: a partner's page can never rely on a
 * third-party cookie. With `lines` false only the page's partner is handed over (a product link,
 * issue 26). Never throws.
 * @example const { data } = await handOffCart('https://shop.example/graphql', 'ar');
 */
export async function handOffCart(endpoint: string, lang: Lang, fetch?: typeof globalThis.fetch, lines = true): Promise<Result<{ ref: string; expiresAt: string }>> {
  const variables = lines ? guestLines($cart.get().items, $refillCart.get().items) : { products: [], refillItems: [] };
  const result = await post(endpointFor(endpoint, lang), CreateCartHandoff, variables, { credentials: 'omit', fetch });
  return result.data ? { data: result.data.createCartHandoff } : { error: result.error };
}

/** `href` with the hand-off's reference as its `handoff` parameter. */
export function withHandoff(href: string, ref: string): string {
  const url = new URL(href);
  url.searchParams.set(HANDOFF_PARAM, ref);
  return url.href;
}

/**
 * Adds handed lines to a cart without duplicates: a line the cart already holds with the same
 * choice is raised to the handed quantity, never by it, so following the same link twice (or two
 * links made from the same partner cart) cannot double a line.
 */
export async function mergeLines<Item extends CartLine>(actions: CartActions<Item>, current: () => readonly Item[], handed: readonly Item[], rules: LineRules<Item>): Promise<ApiError[]> {
  const errors: ApiError[] = [];
  for (const line of handed) {
    const draft = toDraft(line);
    const id = rules.lineId(draft);
    const held = current().find((item) => rules.lineId(toDraft(item)) === id)?.quantity ?? 0;
    if (line.quantity <= held) continue;
    const { error } = await actions.add({ ...draft, quantity: line.quantity - held });
    if (error) errors.push(error);
  }
  return errors;
}

/**
 * Opens a hand-off on the storefront and merges its lines, priced by the server, into the cart
 * and refill cart (local for a guest, the account's once signed in: wait for the session first),
 * and keeps the partner's signed attribution it carries (issue 26; the server grants one only to
 * a hand-off with lines, SECURITY-REVIEW-2 N10, so a bare link never replaces the kept one).
 * `found` is false for an unknown or expired reference; `errors` says what went wrong.
 */
export async function receiveCartHandoff(client: PublicClient, ref: string, lang: Lang): Promise<{ found: boolean; merged: number; errors: ApiError[] }> {
  const result = await client.query(CartHandoff, { ref }, lang, { fresh: true });
  if (!result.data) return { found: false, merged: 0, errors: [result.error] };
  const handed = result.data.cartHandoff;
  if (!handed) return { found: false, merged: 0, errors: [] };
  if (handed.attribution) keepAttribution(handed.attribution);
  const items = handed.items.map(toCartItem);
  const refills = handed.refillItems.map(toRefillItem);
  const errors = [...(await mergeLines(cart, () => $cart.get().items, items, PRODUCT_LINES)), ...(await mergeLines(refillCart, () => $refillCart.get().items, refills, REFILL_LINES))];
  return { found: true, merged: items.length + refills.length, errors };
}
