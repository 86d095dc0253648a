import type { Failures } from '../api/errors.js';

/**
 * The newsletter box's failures for `describeError` (SPEC §8; issue 13): bad.request its SPEC
 * texts, the sign-up limit says to wait, anything else the newsletter's generic failure. Its own
 * module: the newsletter box ships this, not the shop's whole table (DESIGN §6).
 * @example describeError({ key: 'newsletter.throttled' }, newsletterFailures) // { title: 'feedback.fail', message: 'newsletter.throttled' }
 */
export const newsletterFailures: Failures = (error) =>
  error.key === 'bad.request'
    ? { title: 'errors.badRequest', message: 'errors.tryAgainLater' }
    : // Issue 13: sign-ups are limited per address and per client; waiting is what helps.
      { title: 'feedback.fail', message: error.key === 'newsletter.throttled' ? 'newsletter.throttled' : 'newsletter.fail' };
