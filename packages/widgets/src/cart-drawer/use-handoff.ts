import { useEffect, useState, type MouseEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $auth, $cart, $refillCart, type Lang } from '@candleshop/core';
import { elsewhere, handedHref, handOff, leavesPartnerPage, type HandedLink } from '../internal/handoff-follow.js';

/** What {@link useHandoff} gives the drawer: its links' addresses, their click handler and whether the last hand-off failed. */
export interface HandoffState {
  /** `href` with the hand-off made for the cart as it is now, once there is one; `href` itself before. */
  href: (href: string) => string;
  follow: (event: MouseEvent<HTMLAnchorElement>) => void;
  busy: boolean;
  failed: boolean;
}

/**
 * Whether following a link to `storefront` needs a hand-off: only to another origin, and only when
 * there is something to carry: a guest's lines (the storefront cannot read this origin's storage)
 * or the page's partner, whose attribution must travel even with an empty cart (issue 26).
 */
function needsHandoff(storefront: string): boolean {
  if (leavesPartnerPage(storefront)) return true;
  return elsewhere(storefront) && !$auth.get().loggedIn && $cart.get().items.length + $refillCart.get().items.length > 0;
}

/**
 * The drawer's links to the storefront's checkout and cart on a partner's page. While the drawer is
 * open, the guest's lines (and the page's partner, issue 26) are stored on the server and the links
 * carry `?handoff=<ref>` (never the lines themselves), so a link opened in a new tab, or copied,
 * brings the cart too (issue 34 item 7). A plain click before that, or after the cart changed, makes
 * the hand-off first and then follows; a failure stays in the drawer and says so, and the next
 * click tries again.
 */
export function useHandoff(endpoint: string, storefront: string, lang: Lang, open: boolean): HandoffState {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const cart = useStore($cart);
  const refills = useStore($refillCart);
  // The cart a hand-off was made for: a changed cart needs a new one.
  const made = JSON.stringify([cart.items, refills.items, lang]);
  const [ready, setReady] = useState<{ for: string; link: HandedLink }>();
  const current = ready?.for === made ? ready.link : undefined;

  useEffect(() => {
    // Prepared for lines only: a hand-off without them attributes nothing (SECURITY-REVIEW-2 N10).
    if (!open || current || (!cart.items.length && !refills.items.length) || !needsHandoff(storefront)) return;
    let stale = false;
    void handOff(endpoint, lang).then((link) => {
      if (!stale && link) setReady({ for: made, link });
    });
    return () => {
      stale = true;
    };
  }, [open, made]);

  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click opens a tab the page cannot send anywhere else: the link as it is.
    if (current || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!needsHandoff(storefront)) return;
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailed(false);
    // A chunk that cannot load is a failed hand-off too: the drawer says so, the next click retries.
    void handedHref(endpoint, lang, event.currentTarget.href).then((target) => {
      setBusy(false);
      if (target) location.assign(target);
      else setFailed(true);
    });
  };
  const href = (plain: string) => current?.(plain) ?? plain;
  return { href, follow, busy, failed };
}
