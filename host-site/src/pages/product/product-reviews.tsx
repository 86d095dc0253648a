import { useState, type ReactNode } from 'react';
import { formatDate } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import type { PageProduct } from './product-types.js';

// SPEC §9: reviews shown 3 at a time.
const REVIEWS_STEP = 3;

/** Options of {@link ProductReviews}. */
export interface ProductReviewsOptions {
  reviews: PageProduct['reviews'];
  /**
   * The write-review spot (SPEC §2: a write-review modal): the accounts UI passes its button and
   * modal here; nothing is shown until then.
   */
  writeReview?: ReactNode;
}

/** SPEC §2 Product details: customer reviews, 3 first, "load more" adds 3. */
export function ProductReviews({ reviews, writeReview }: ProductReviewsOptions) {
  const { t, lang } = useI18n();
  const [shown, setShown] = useState(REVIEWS_STEP);
  return (
    <section className="reviews" aria-labelledby="reviews-heading">
      <div className="section-head">
        <h2 id="reviews-heading">{t('productPage.reviews')}</h2>
        {writeReview}
      </div>
      {reviews.length === 0 ? (
        <p className="muted">{t('productPage.noReviews')}</p>
      ) : (
        <ul className="review-list">
          {reviews.slice(0, shown).map((review) => (
            <li key={review.id} className="review">
              <p className="review-head">
                <strong>{review.customer.name}</strong> <span className="muted">{t('productPage.reviewDate', { date: formatDate(review.date, lang) })}</span>
              </p>
              <p className="review-stars" role="img" aria-label={t('product.rating', { rating: review.rating, max: 5 })}>
                {'★'.repeat(review.rating)}
                <span className="stars-off">{'★'.repeat(Math.max(0, 5 - review.rating))}</span>
              </p>
              <p className="review-text">{review.review}</p>
            </li>
          ))}
        </ul>
      )}
      {shown < reviews.length && (
        <button type="button" className="button secondary" onClick={() => setShown((count) => count + REVIEWS_STEP)}>
          {t('productPage.loadMore')}
        </button>
      )}
    </section>
  );
}
