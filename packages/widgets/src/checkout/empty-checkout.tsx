import { useI18n } from '@candleshop/ui';

/**
 * Issue 24 item 7: a checkout with nothing to order says so and leads back to the shop, instead of
 * a form that could only fail.
 */
export function EmptyCheckout({ storefront }: { storefront: string }) {
  const { t } = useI18n();
  return (
    <section className="checkout-empty" part="empty-state" aria-labelledby="checkout-title">
      <h2 id="checkout-title" className="title">
        {t('checkoutForm.title')}
      </h2>
      <p part="empty">{t('checkoutForm.empty')}</p>
      <p className="muted">{t('checkoutForm.emptyHint')}</p>
      <a className="button" part="shop-link" href={`${storefront}/shop`}>
        {t('checkoutForm.backToShop')}
      </a>
    </section>
  );
}
