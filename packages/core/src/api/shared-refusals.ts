/**
 * Server keys that read the same whatever the action: a body over the limit (issue 23 item 7),
 * an unverified account (SECURITY-REVIEW L3; SPEC §8's "Your account needs to be verified"), a
 * per-account limit (M3), a review without a purchase (L4). Its own module: the areas' failures
 * (shop-failures.ts, the personalized and white-label forms') read it without the shop's table.
 */
export const ANY_ACTION: Record<string, { title: string; message: string }> = {
  'payload.tooLarge': { title: 'feedback.fail', message: 'errors.tooLarge' },
  'account.pending': { title: 'feedback.fail', message: 'auth.needsVerification' },
  'rate.limited': { title: 'feedback.fail', message: 'errors.rateLimited' },
  'review.purchase': { title: 'feedback.fail', message: 'review.needsPurchase' },
  // SECURITY-REVIEW-2 N3: an unverified account's sale without a human check that passes.
  'humanCheck.required': { title: 'feedback.fail', message: 'errors.humanCheck' },
};
