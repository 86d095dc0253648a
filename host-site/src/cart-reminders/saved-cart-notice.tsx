import { useEffect, useState } from 'react';
import { $lang, describeError, restoreSavedCart, SAVED_CART_PARAM, shopFailures, type RestoredSavedCart } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { session } from '../account/session.js';
import { publicClient } from '../api.js';
import { LoadFailure } from '../frame/query-status.js';
import { useLocalPath } from '../local-path.js';
import { $router } from '../router.js';

// A restored cart's reference leaves the address, so a reload does not bring back a line removed since.
function forgetParam(): void {
  const url = new URL(location.href);
  url.searchParams.delete(SAVED_CART_PARAM);
  $router.open(`${url.pathname}${url.search}${url.hash}`, true);
}

/**
 * /cart?saved={ref} (issue 37 item 2): a cart reminder's link. Once the session is known (a
 * signed-in shopper's lines go to the account), the saved cart, priced again by the server, is
 * merged into the cart (core's restoreSavedCart: a line already there keeps the larger quantity,
 * so nothing counts twice and nothing added since is lost, which the text says) and its reference
 * kept for the order, which closes it; then the checkout is one link away. An unknown or ordered
 * reference is said so. Reads nothing of the browser while rendering: the restore runs in an effect.
 */
export function SavedCartNotice({ savedRef }: { savedRef: string }) {
  const { t } = useI18n();
  const to = useLocalPath();
  const [outcome, setOutcome] = useState<RestoredSavedCart>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setOutcome(undefined);
    void session
      .start()
      .then(() => restoreSavedCart(publicClient, savedRef, $lang.get()))
      .then((restored) => {
        if (!live) return;
        setOutcome(restored);
        if (restored.found) forgetParam();
      });
    return () => {
      live = false;
    };
  }, [savedRef, attempt]);

  let body;
  if (!outcome) {
    body = (
      <p role="status" aria-busy="true">
        {t('cartReminder.restoring')}
      </p>
    );
  } else if (outcome.error) {
    return <LoadFailure error={describeError(outcome.error, shopFailures.query).message} retry={() => setAttempt((count) => count + 1)} />;
  } else if (!outcome.found) {
    body = <p role="alert">{t('cartReminder.unknown')}</p>;
  } else if (!outcome.lines) {
    body = <p role="alert">{t('cartReminder.empty')}</p>;
  } else {
    body = (
      <>
        <p role="status">{t(outcome.refused.length ? 'cartReminder.partly' : 'cartReminder.restored')}</p>
        <a className="button" href={to('/checkout')}>
          {t('cartReminder.toCheckout')}
        </a>
      </>
    );
  }
  return (
    <section className="notice saved-cart" aria-labelledby="saved-cart-title" data-saved-cart={outcome ? (outcome.found ? 'restored' : 'unknown') : 'restoring'}>
      <h2 id="saved-cart-title">{t('cartReminder.pageTitle')}</h2>
      {body}
    </section>
  );
}
