import type { ApiError } from '../api/api-error.js';
import type { DescribedError } from '../api/errors.js';

/**
 * What the newsletter box shows for a failed sign-up (SPEC §8; issue 13): no answer is the
 * network message (or the shop's brief unavailability, issue 23), bad.request its SPEC texts, the sign-up limit says to wait, anything else the
 * newsletter's generic failure. describeError(error, 'newsletter') answers the same: it asks this.
 * Its own module: the newsletter box ships this, not describeError's whole table (DESIGN §6).
 * @example describeNewsletterError({ key: 'newsletter.throttled' }) // { title: 'feedback.fail', message: 'newsletter.throttled' }
 */
export function describeNewsletterError(error: ApiError): DescribedError {
  const described: DescribedError = error.network
    ? { title: 'feedback.fail', message: error.key }
    : error.key === 'bad.request'
      ? { title: 'errors.badRequest', message: 'errors.tryAgainLater' }
      : // Issue 13: sign-ups are limited per address and per client; waiting is what helps.
        { title: 'feedback.fail', message: error.key === 'newsletter.throttled' ? 'newsletter.throttled' : 'newsletter.fail' };
  return error.phone ? { ...described, phone: true } : described;
}
