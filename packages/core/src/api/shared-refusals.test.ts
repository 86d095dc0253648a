import { describe, expect, it } from 'vitest';
import { whiteLabelFailure } from '../whitelabel/whitelabel-form.js';
import { anyActionMessage } from './shared-refusals.js';

describe('anyActionMessage', () => {
  it('shows the refusals that read the same for any action, and nothing for others', () => {
    expect(anyActionMessage({ key: 'account.pending' })).toBe('auth.needsVerification');
    expect(anyActionMessage({ key: 'rate.limited' })).toBe('errors.rateLimited');
    expect(anyActionMessage({ key: 'payload.tooLarge' })).toBe('errors.tooLarge');
    expect(anyActionMessage({ key: 'bad.request' })).toBeUndefined();
  });

  it("gives the white-label form SPEC §8's verification message for a pending account (SECURITY-REVIEW L3)", () => {
    expect(whiteLabelFailure({ key: 'account.pending', code: 'REFUSED' })).toBe('auth.needsVerification');
    expect(whiteLabelFailure({ key: 'bad.request' })).toBe('whitelabel.humanCheckFailed');
  });
});
