import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $auth, accountOperations, formatDate } from '@candleshop/core';
import { useI18n, useQuery } from '@candleshop/ui';
import { accountQueries } from '../api.js';
import { WriteReview, type PostedReview } from './write-review.js';

/** What the product page gives its write-review spot. */
export interface ReviewSpotProduct {
  id: string;
  details: { title: string };
}

function SignedInSpot({ product, onPosted }: { product: ReviewSpotProduct; onPosted: (review: PostedReview) => void }) {
  const { lang } = useI18n();
  // The product page's catalogue answer is cookie-less, so its review flag is always false.
  const flag = useQuery(accountQueries, accountOperations.ProductReviewFlag, { id: product.id }, lang);
  return <WriteReview product={{ ...product, review: flag.loading ? undefined : (flag.data?.product?.review ?? false) }} onPosted={onPosted} />;
}

/**
 * The product page's write-review spot (SPEC §2 Product details): the button and modal, with the
 * signed-in customer's own review flag, and the review just posted shown at once.
 */
export function ReviewSpot({ product }: { product: ReviewSpotProduct }) {
  const { t, lang } = useI18n();
  const { loggedIn } = useStore($auth);
  const [posted, setPosted] = useState<PostedReview>();
  return (
    <div className="review-spot">
      {loggedIn ? <SignedInSpot product={product} onPosted={setPosted} /> : <WriteReview product={{ ...product, review: false }} />}
      {posted ? (
        <div className="posted-review" role="status">
          <p>
            <strong>{posted.customer.name}</strong> <span className="muted">{formatDate(posted.date, lang)}</span>
          </p>
          <p className="stars-text">
            <span aria-hidden="true">
              {'★'.repeat(posted.rating)}
              {'☆'.repeat(Math.max(0, 5 - posted.rating))}
            </span>{' '}
            <span>{t('writeReview.star', { count: posted.rating })}</span>
          </p>
          <p>{posted.review}</p>
        </div>
      ) : null}
    </div>
  );
}
