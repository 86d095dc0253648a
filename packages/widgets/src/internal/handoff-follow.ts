// Issue 24 item 7 and issue 26 item 2: what a link from a partner's page to the storefront carries.
import { $auth, $cart, $refillCart, pagePartnerKey, type Lang } from '@candleshop/core';

const elsewhere = (storefront: string) => typeof location !== 'undefined' && new URL(storefront).origin !== location.origin;

/** Whether a link to `storefront` leaves a partner's page: its attribution must travel (issue 26). */
export const leavesPartnerPage = (storefront: string): boolean => elsewhere(storefront) && Boolean(pagePartnerKey());

/**
 * Whether following a link to `storefront` needs a hand-off: only to another origin, and only when
 * there is something to carry: a guest's lines (the storefront cannot read this origin's storage)
 * or the page's partner, whose attribution must travel even with an empty cart.
 */
export function needsHandoff(storefront: string): boolean {
  if (leavesPartnerPage(storefront)) return true;
  return elsewhere(storefront) && !$auth.get().loggedIn && $cart.get().items.length + $refillCart.get().items.length > 0;
}

/**
 * Stores the page's lines (unless `lines` is false: a product link carries only the partner) and,
 * through the request's partner header, its partner on the server, and answers `href` with the
 * hand-off's reference; undefined when it could not be made. The code is loaded on the first such
 * click: a page whose links are never followed downloads none of it.
 */
export function handedHref(endpoint: string, lang: Lang, href: string, lines = true): Promise<string | undefined> {
  return import('../cart-drawer/handoff-call.js')
    .then(async ({ handOffCart, withHandoff }) => {
      const { data } = await handOffCart(endpoint, lang, undefined, lines);
      return data && withHandoff(href, data.ref);
    })
    .catch(() => undefined);
}
