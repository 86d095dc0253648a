import { CartView, useI18n } from '@candleshop/ui';

/** /cart (SPEC §2 Cart): item cards, refill item cards, the order summary, or the empty message. */
export function CartPage() {
  const { t } = useI18n();
  return (
    <div className="container cart-page">
      <h1>{t('cartView.heading')}</h1>
      <CartView headingLevel={2} checkoutHref="/checkout" productHref={(id) => `/products/${encodeURIComponent(id)}`} shopHref="/shop" />
    </div>
  );
}
