import type { ApiError } from './api-error.js';

/**
 * Server keys that read the same whatever the action: a body over the limit (issue 23 item 7),
 * an unverified account (SECURITY-REVIEW L3; SPEC §8's "Your account needs to be verified"), a
 * per-account limit (M3), a review without a purchase (L4). Its own module: forms with messages of
 * their own use it without describeError's tables.
 */
export const ANY_ACTION: Record<string, { title: string; message: string }> = {
  "payload.tooLarge": { title: 'feedback.fail', message: 'errors.tooLarge' },
  "account.pending": { title: 'feedback.fail', message: 'auth.needsVerification' },
  "rate.limited": { title: 'feedback.fail', message: 'errors.rateLimited' },
  "review.purchase": { title: 'feedback.fail', message: 'review.needsPurchase' },
};

/**
 * The message key of a server refusal that reads the same whatever the action, for forms with
 * messages of their own; undefined otherwise.
 * @example anyActionMessage({ key: 'account.pending' }) // 'auth.needsVerification'
 */
export function anyActionMessage(error: ApiError): string | undefined {
  return ANY_ACTION[error.key]?.message;
}
