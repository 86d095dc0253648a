import { useEffect } from 'react';
import { $lang, HANDOFF_PARAM, receiveCartHandoff, restoreAttribution, showFeedback } from '@candleshop/core';
import { session } from '../account/session.js';
import { publicClient } from '../api.js';
import { $router } from '../router.js';

/**
 * Issue 24 item 7: a link from a partner's cart drawer carries `?handoff=<ref>`. Once the session
 * is known (a signed-in shopper's lines go to the account), the hand-off's lines are merged into
 * the cart once and the parameter leaves the address; a failed read keeps it, so a reload tries
 * again. Issue 26: the partner's attribution a hand-off carries is kept beside the cart, and a
 * kept one is sent again on every visit while it lasts.
 */
export function useCartHandoff(): void {
  useEffect(() => {
    restoreAttribution();
    const ref = new URL(location.href).searchParams.get(HANDOFF_PARAM);
    if (!ref) return;
    void session
      .start()
      .then(() => receiveCartHandoff(publicClient, ref, $lang.get()))
      .then(({ found, merged, errors }) => {
        if (!found && errors.length) {
          showFeedback({ kind: 'fail', title: 'feedback.fail', message: 'cartDrawer.handoffFailed' });
          return;
        }
        // Found with no lines is a product link from a partner's page: nothing to merge (and no
        // attribution: SECURITY-REVIEW-2 N10).
        if (!found) showFeedback({ kind: 'info', message: 'cartDrawer.handoffExpired' });
        else if (errors.length) showFeedback({ kind: 'fail', title: 'feedback.fail', message: 'cartDrawer.handoffPartial' });
        const url = new URL(location.href);
        url.searchParams.delete(HANDOFF_PARAM);
        $router.open(`${url.pathname}${url.search}${url.hash}`, true);
      });
  }, []);
}
