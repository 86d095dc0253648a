import { useEffect } from 'react';
import { $lang, HANDOFF_PARAM, receiveCartHandoff, showFeedback } from '@candleshop/core';
import { session } from '../account/session.js';
import { publicClient } from '../api.js';
import { $router } from '../router.js';

/**
 * Issue 24 item 7: a link from a partner's cart drawer carries `?handoff=<ref>`. Once the session
 * is known (a signed-in shopper's lines go to the account), the hand-off's lines are merged into
 * the cart once and the parameter leaves the address; a failed read keeps it, so a reload tries
 * again.
 */
export function useCartHandoff(): void {
  useEffect(() => {
    const ref = new URL(location.href).searchParams.get(HANDOFF_PARAM);
    if (!ref) return;
    void session
      .start()
      .then(() => receiveCartHandoff(publicClient, ref, $lang.get()))
      .then(({ merged, errors }) => {
        if (merged === 0 && errors.length) {
          showFeedback({ kind: 'fail', title: 'feedback.fail', message: 'cartDrawer.handoffFailed' });
          return;
        }
        if (merged === 0) showFeedback({ kind: 'info', message: 'cartDrawer.handoffExpired' });
        else if (errors.length) showFeedback({ kind: 'fail', title: 'feedback.fail', message: 'cartDrawer.handoffPartial' });
        const url = new URL(location.href);
        url.searchParams.delete(HANDOFF_PARAM);
        $router.open(`${url.pathname}${url.search}${url.hash}`, true);
      });
  }, []);
}
