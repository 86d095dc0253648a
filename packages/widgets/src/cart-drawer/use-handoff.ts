import { useState, type MouseEvent } from 'react';
import { $auth, $cart, $refillCart, type Lang } from '@candleshop/core';

/** What {@link useHandoff} gives the drawer: a click handler for its storefront links and whether the last hand-off failed. */
export interface HandoffState {
  follow: (event: MouseEvent<HTMLAnchorElement>) => void;
  busy: boolean;
  failed: boolean;
}

// Issue 24 item 7: only a guest's lines on another origin need carrying; the storefront reads its
// own storage, and a signed-in shopper's cart is already on the server.
function needsHandoff(storefront: string): boolean {
  if (typeof location === 'undefined' || new URL(storefront).origin === location.origin) return false;
  return !$auth.get().loggedIn && $cart.get().items.length + $refillCart.get().items.length > 0;
}

/**
 * The drawer's links to the storefront's checkout and cart on a partner's page: a plain click
 * first stores the guest's lines on the server and then follows the link with `?handoff=<ref>`
 * (never the lines themselves); a failure stays in the drawer and says so, and the next click
 * tries again.
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
    const href = event.currentTarget.href;
    setBusy(true);
    setFailed(false);
    void import('./handoff-call.js')
      .then(async ({ handOffCart, withHandoff }) => {
        const { data } = await handOffCart(endpoint, lang);
        return data && withHandoff(href, data.ref);
      })
      // A chunk that cannot load is a failed hand-off too: the drawer says so, the next click retries.
      .catch(() => undefined)
      .then((target) => {
        setBusy(false);
        if (target) location.assign(target);
        else setFailed(true);
      });
  };
  return { follow, busy, failed };
}
