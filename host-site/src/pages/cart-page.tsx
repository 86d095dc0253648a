import { useState } from 'react';
import { SAVED_CART_PARAM } from '@candleshop/core';
import { CartView, useI18n } from '@candleshop/ui';
import { SavedCartNotice } from '../cart-reminders/saved-cart-notice.js';

/** /cart (SPEC §2 Cart): item cards, refill item cards, the order summary, or the empty message; `?saved=` restores a reminder's cart (issue 37 item 2). */
export function CartPage({ search = {} }: { search?: Record<string, string> }) {
  const { t } = useI18n();
  // The reminder's reference as the page was opened: the notice stays while the cart changes.
  const [saved] = useState(search[SAVED_CART_PARAM]);
  return (
    <div className="container cart-page">
      <h1>{t('cartView.heading')}</h1>
      {saved && <SavedCartNotice savedRef={saved} />}
      <CartView headingLevel={2} checkoutHref="/checkout" productHref={(id) => `/products/${encodeURIComponent(id)}`} shopHref="/shop" />
    </div>
  );
}
