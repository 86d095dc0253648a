import { useState } from 'react';
import { shopFailures, showError } from '@candleshop/core';
import { land, session } from './session.js';
import { openPath } from '../local-path.js';

/**
 * Signing out, for the storefront's account menu and the back office's frame: `signOut` ends the
 * session and opens `landing` (the session's own landing, the home page, when none is given); a
 * failure shows the shop's error message. `busy` while the call runs.
 * @example const { busy, signOut } = useSignOut('/signin');
 */
export function useSignOut(landing?: string) {
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    const outcome = await land(
      async () => {
        const out = await session.signOut();
        return out.error || !landing ? out : { ...out, to: landing };
      },
      (path) => openPath(path),
    );
    setBusy(false);
    if (outcome.error) showError(undefined, shopFailures.cart);
    return outcome;
  };
  return { busy, signOut };
}
