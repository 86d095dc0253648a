import { describe, expect, it } from 'vitest';
import { whiteLabelFailures } from '../whitelabel/whitelabel-form.js';
import { describeError } from './errors.js';
import { shopFailures } from './shop-failures.js';

describe('the refusals that read the same for any action', () => {
  it('show their own texts in the shop-wide actions', () => {
    expect(describeError({ key: 'account.pending' }, shopFailures.review).message).toBe('auth.needsVerification');
    expect(describeError({ key: 'rate.limited' }, shopFailures.query).message).toBe('errors.rateLimited');
    expect(describeError({ key: 'payload.tooLarge' }, shopFailures.order).message).toBe('errors.tooLarge');
  });

  it("give the white-label form SPEC §8's verification message for a pending account (SECURITY-REVIEW L3)", () => {
    expect(describeError({ key: 'account.pending', code: 'REFUSED' }, whiteLabelFailures).message).toBe('auth.needsVerification');
    expect(describeError({ key: 'bad.request' }, whiteLabelFailures).message).toBe('whitelabel.humanCheckFailed');
  });
});
