// Issue 24 item 7 and issue 26 item 2: what a link from a partner's page to the storefront carries.
// The grid imports this file too: nothing here may pull the cart stores into its bundle.
import { pagePartnerKey, type Lang } from '@candleshop/core';

/** Whether `storefront` is another origin than this page's. */
export const elsewhere = (storefront: string): boolean => typeof location !== 'undefined' && new URL(storefront).origin !== location.origin;

/** Whether a link to `storefront` leaves a partner's page: its attribution must travel (issue 26). */
export const leavesPartnerPage = (storefront: string): boolean => elsewhere(storefront) && Boolean(pagePartnerKey());

/** What a storefront link becomes with a hand-off's reference. */
export type HandedLink = (href: string) => string;

/**
 * Stores the page's lines (unless `lines` is false: a product link carries only the partner) and,
 * through the request's partner header, its partner on the server, and answers what a link becomes
 * with the hand-off's reference; undefined when it could not be made. The code is loaded on the
 * first hand-off: a page that never makes one downloads none of it.
 */
export function handOff(endpoint: string, lang: Lang, lines = true): Promise<HandedLink | undefined> {
  return import('../cart-drawer/handoff-call.js')
    .then(async ({ handOffCart, withHandoff }) => {
      const { data } = await handOffCart(endpoint, lang, undefined, lines);
      return data && ((href: string) => withHandoff(href, data.ref));
    })
    .catch(() => undefined);
}

/** `href` with a new hand-off's reference (see {@link handOff}); undefined when none could be made. */
export const handedHref = (endpoint: string, lang: Lang, href: string, lines = true): Promise<string | undefined> => handOff(endpoint, lang, lines).then((link) => link?.(href));
