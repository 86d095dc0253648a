import { formatNumber } from '@candleshop/core';
import { useI18n } from '../i18n/i18n-context.js';

const MAX = 5;

/** Stars filled to `rating` out of five (SPEC §9), and the review count. */
export function StarRating({ rating, ratings }: { rating: number; ratings: number }) {
  const { t, lang } = useI18n();
  const percent = `${Math.max(0, Math.min(rating / MAX, 1)) * 100}%`;
  return (
    <p className="rating" part="rating">
      <span className="stars" role="img" aria-label={t('product.rating', { rating, max: MAX })}>
        <span className="stars-empty" aria-hidden="true">
          ★★★★★
        </span>
        <span className="stars-full" aria-hidden="true" style={{ width: percent }}>
          ★★★★★
        </span>
      </span>
      <span className="rating-count" aria-hidden="true">
        ({formatNumber(ratings, lang)})
      </span>
      <span className="visually-hidden">{t('product.reviews', { count: ratings })}</span>
    </p>
  );
}
