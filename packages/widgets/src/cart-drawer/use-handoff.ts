import { useState, type MouseEvent } from 'react';
import { $auth, $cart, $refillCart, type Lang } from '@candleshop/core';
import { elsewhere, handedHref, leavesPartnerPage } from '../internal/handoff-follow.js';

/** What {@link useHandoff} gives the drawer: a click handler for its storefront links and whether the last hand-off failed. */
export interface HandoffState {
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
 * The drawer's links to the storefront's checkout and cart on a partner's page: a plain click
 * first stores the guest's lines (and the page's partner, issue 26) on the server and then follows
 * the link with `?handoff=<ref>` (never the lines themselves); a failure stays in the drawer and
 * says so, and the next click tries again.
 */
export function useHandoff(endpoint: string, storefront: string, lang: Lang): HandoffState {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click opens a tab the page cannot send anywhere else: the plain link.
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
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
  return { follow, busy, failed };
}
