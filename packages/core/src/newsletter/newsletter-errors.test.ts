import { describe, expect, it } from 'vitest';
import type { ApiError } from '../api/api-error.js';
import { describeError } from '../api/errors.js';
import { newsletterFailures } from './newsletter-errors.js';

describe('newsletterFailures', () => {
  const failures: ApiError[] = [
    { key: 'errors.network', network: true },
    { key: 'errors.unavailable', network: true },
    { key: 'bad.request' },
    { key: 'newsletter.throttled' },
    { key: 'input.email.invalid', validation: 'input.email.invalid' },
    { key: 'errors.unexpected', phone: true },
  ];

  it('gives SPEC §8 texts for the newsletter box', () => {
    expect(failures.map((failure) => describeError(failure, newsletterFailures))).toEqual([
      { title: 'feedback.fail', message: 'errors.network' },
      { title: 'feedback.fail', message: 'errors.unavailable' },
      { title: 'errors.badRequest', message: 'errors.tryAgainLater' },
      { title: 'feedback.fail', message: 'newsletter.throttled' },
      { title: 'feedback.fail', message: 'newsletter.fail' },
      { title: 'feedback.fail', message: 'newsletter.fail', phone: true },
    ]);
  });
});
