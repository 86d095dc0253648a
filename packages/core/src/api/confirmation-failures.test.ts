import { describe, expect, it } from 'vitest';
import { confirmationFailure, isFinalConfirmationFailure } from './confirmation-failures.js';

describe('confirmationFailure', () => {
  it.each([
    ['confirmation.unknown', 'confirmationPage.unknown'],
    ['confirmation.expired', 'confirmationPage.expired'],
    ['confirmation.answered', 'confirmationPage.answered'],
    ['confirmation.closed', 'confirmationPage.closed'],
    ['rate.limited', 'errors.rateLimited'],
    ['bad.request', 'confirmationPage.failed'],
  ])('says %s as %s', (key, text) => {
    expect(confirmationFailure({ key })).toBe(text);
  });

  it('keeps a network failure as itself, one that trying again may cure', () => {
    expect(confirmationFailure({ key: 'errors.network', network: true })).toBe('errors.network');
    expect(isFinalConfirmationFailure({ key: 'errors.network', network: true })).toBe(false);
    expect(isFinalConfirmationFailure({ key: 'confirmation.expired' })).toBe(true);
  });
});
