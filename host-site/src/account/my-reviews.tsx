import { useState } from 'react';
import { accountOperations, formatDate, shopFailures, showError, showFeedback } from '@candleshop/core';
import { statusRefusal, useI18n, useMutation, useQuery } from '@candleshop/ui';
import { accountQueries } from '../api.js';
import { accountClient } from './session.js';
import { QueryList } from '../frame/query-status.js';
import { useLocalPath } from '../local-path.js';

/** /account/myreviews: the customer's reviews, each deletable (SPEC §2, §7 deleteReview). */
export function MyReviews() {
  const to = useLocalPath();
  const { t, lang } = useI18n();
  const reviews = useQuery(accountQueries, accountOperations.MyReviews, {}, lang);
  const [deleting, setDeleting] = useState<string>();
  const [deleted, setDeleted] = useState<string[]>([]);

  // A status fail and a failed call both show the generic message (SPEC §8 lists none for this).
  const deletion = useMutation(accountClient, accountOperations.DeleteReview, { failures: shopFailures.cart, refused: statusRefusal('deleteReview') });

  const remove = async (id: string) => {
    setDeleting(id);
    const result = await deletion.run({ id });
    setDeleting(undefined);
    if (result.error) return showError(result.error, shopFailures.cart);
    setDeleted((ids) => [...ids, id]);
    showFeedback({ kind: 'success', title: 'feedback.success', message: 'accountPages.reviewDeleted' });
  };

  return (
    <QueryList query={reviews} items={(data) => data.reviews.filter((review) => !deleted.includes(review.id))} empty="accountPages.noReviews">
      {(list) => (
        <ul className="my-review-list">
          {list.map((review) => {
            const title = review.product?.details.title ?? '';
            return (
              <li key={review.id} className="review-row">
                <h3>{review.product ? <a href={to(`/products/${review.product.id}`)}>{title}</a> : title}</h3>
                <p className="stars-text">
                  <span aria-hidden="true">
                    {'★'.repeat(review.rating)}
                    {'☆'.repeat(Math.max(0, 5 - review.rating))}
                  </span>{' '}
                  <span>{t('writeReview.star', { count: review.rating })}</span>
                </p>
                <p>{review.review}</p>
                <p className="muted">
                  {formatDate(review.date, lang)}
                  {review.visible ? null : ` · ${t('accountPages.hidden')}`}
                </p>
                <button type="button" className="button button-secondary" disabled={deleting === review.id} aria-label={t('accountPages.deleteReviewOf', { product: title })} onClick={() => void remove(review.id)}>
                  {t(deleting === review.id ? 'accountPages.deleting' : 'accountPages.deleteReview')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </QueryList>
  );
}
