// Issue 24 item 7 and issue 26 item 2: what a link from a partner's page to the storefront carries.
import { $auth, $cart, $refillCart, pagePartnerKey, type Lang } from '@candleshop/core';

/**
 * Whether following a link to `storefront` needs a hand-off: only to another origin, and only when
 * there is something to carry: a guest's lines (the storefront cannot read this origin's storage)
 * or the page's partner, whose attribution must travel even with an empty cart (a product link).
 */
export function needsHandoff(storefront: string): boolean {
  if (typeof location === 'undefined' || new URL(storefront).origin === location.origin) return false;
  if (pagePartnerKey()) return true;
  return !$auth.get().loggedIn && $cart.get().items.length + $refillCart.get().items.length > 0;
}

/**
 * Stores the page's lines (and, through the request's partner header, its partner) on the server
 * and answers `href` with the hand-off's reference; undefined when it could not be made. The code
 * is loaded on the first such click: a page whose links are never followed downloads none of it.
 */
export function handedHref(endpoint: string, lang: Lang, href: string): Promise<string | undefined> {
  return import('../cart-drawer/handoff-call.js')
    .then(async ({ handOffCart, withHandoff }) => {
      const { data } = await handOffCart(endpoint, lang);
      return data && withHandoff(href, data.ref);
    })
    .catch(() => undefined);
}
