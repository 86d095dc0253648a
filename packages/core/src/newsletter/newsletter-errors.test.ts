import { describe, expect, it } from 'vitest';
import type { ApiError } from '../api/api-error.js';
import { describeError } from '../api/errors.js';
import { describeNewsletterError } from './newsletter-errors.js';

describe('describeNewsletterError', () => {
  const failures: ApiError[] = [
    { key: 'errors.network', network: true },
    { key: 'bad.request' },
    { key: 'newsletter.throttled' },
    { key: 'input.email.invalid', validation: 'input.email.invalid' },
    { key: 'errors.unexpected', phone: true },
  ];

  it('gives SPEC §8 texts for the newsletter box', () => {
    expect(failures.map(describeNewsletterError)).toEqual([
      { title: 'feedback.fail', message: 'errors.network' },
      { title: 'errors.badRequest', message: 'errors.tryAgainLater' },
      { title: 'feedback.fail', message: 'newsletter.throttled' },
      { title: 'feedback.fail', message: 'newsletter.fail' },
      { title: 'feedback.fail', message: 'newsletter.fail', phone: true },
    ]);
  });

  it("is describeError's answer for the newsletter action", () => {
    for (const failure of failures) expect(describeError(failure, 'newsletter')).toEqual(describeNewsletterError(failure));
  });
});
