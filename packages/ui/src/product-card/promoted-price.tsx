import { formatPrice } from '@candleshop/core';
import { useI18n } from '../i18n/i18n-context.js';

/** The server's price under an automatic promotion (schema ProductPromotion): listed and reduced, integer IQD. */
export interface ShownPromotion {
  /** Who gave it, for analytics (issue 35 item 5); a product page's own query may leave them out. */
  id?: string;
  name?: string;
  was: number;
  price: number;
}

/**
 * A price as a card or product page shows it (issue 35 item 4): under a promotion of this very
 * price, the listed one struck through and the server's reduced one; read aloud as one sentence
 * ('Was X, now Y') because screen readers do not announce a strike. Another price (a product page's
 * other size, which the server has not priced) shows as it is: the reduction is the server's to say.
 */
export function PromotedPrice({ price, promotion }: { price: number; promotion?: ShownPromotion | null }) {
  const { t, lang } = useI18n();
  if (promotion?.was !== price) return <>{formatPrice(price, lang)}</>;
  const was = formatPrice(promotion.was, lang);
  const now = formatPrice(promotion.price, lang);
  return (
    <>
      <span className="visually-hidden">{t('product.wasNow', { was, now })}</span>
      <s aria-hidden="true">{was}</s> <span aria-hidden="true">{now}</span>
    </>
  );
}
