import { invalid, requiredText, valid } from './fields.js';

/** SPEC §9: the rating scale has 5 stars. */
export const MAX_RATING = 5;

/**
 * The review form (SPEC §5 Review): a rating from 0 to 5 inclusive and a text. SPEC §5 says such a
 * review is ignored, so the UI sends nothing and may show nothing for these keys.
 */
export const reviewSchema = /* @__PURE__ */ (() => ({
  rating: (rating: unknown) => (typeof rating === 'number' && rating >= 0 && rating <= MAX_RATING ? valid(rating) : invalid('validation.ratingRange')),
  review: requiredText('validation.reviewRequired'),
}))();

/** What decides whether the review modal may open (SPEC §4 Review modal). */
export interface ReviewAccess {
  loggedIn: boolean;
  /** The product's review flag. */
  review: boolean;
  /** The shopper already reviewed it in this session. */
  reviewed: boolean;
  /** The account's email is not verified yet (SPEC §4 Auth flags: pending). */
  pending?: boolean;
}

/**
 * Why the review modal may not open, as a message key (SPEC §4, §8), or `undefined` when it may:
 * guests get needToSignIn; a second review in this session gets alreadyReviewed; an unverified
 * account needsVerification (SECURITY-REVIEW L3); otherwise a product whose flag says no was not
 * bought, or was reviewed before (SECURITY-REVIEW L4: only buyers review, once each).
 */
export function reviewBlock({ loggedIn, review, reviewed, pending }: ReviewAccess): string | undefined {
  if (!loggedIn) return 'auth.needToSignIn';
  if (reviewed) return 'review.alreadyReviewed';
  if (review) return undefined;
  return pending ? 'auth.needsVerification' : 'review.needsPurchase';
}
