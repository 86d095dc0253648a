import { describe, expect, it } from 'vitest';
import { toApiError, type ApiError } from './api-error.js';
import { describeError, type DescribedError } from './errors.js';
import { shopFailures, type ErrorAction } from './shop-failures.js';

const FAIL = 'feedback.fail';
const network: ApiError = { key: 'errors.network', network: true };
const other: ApiError = { key: 'internal' };
// Issue 23: the server's database was away for a moment (HTTP 503).
const unavailable: ApiError = toApiError({ errors: [{ message: 'service.unavailable', extensions: { code: 'SERVICE_UNAVAILABLE' } }] });

// SPEC §8, one row per rule: the failure the client answered, the action, what the UI shows.
const TABLE: [string, ApiError | undefined, ErrorAction, DescribedError][] = [
  // Any action: no answer at all.
  ['network, order', network, 'order', { title: FAIL, message: 'errors.network' }],
  ['network, sign-in', network, 'signIn', { title: FAIL, message: 'errors.network' }],
  ['network, query', network, 'query', { title: FAIL, message: 'errors.network' }],
  // Any action: the shop unavailable for a moment; try the same again.
  ['unavailable, buy now', unavailable, 'buyNow', { title: FAIL, message: 'errors.unavailable' }],
  ['unavailable, cart order', unavailable, 'order', { title: FAIL, message: 'errors.unavailable' }],
  ['unavailable, register', unavailable, 'register', { title: FAIL, message: 'errors.unavailable' }],
  ['unavailable, add to cart', unavailable, 'addToCart', { title: FAIL, message: 'errors.unavailable' }],
  ['unavailable, query', unavailable, 'query', { title: FAIL, message: 'errors.unavailable' }],
  // Order failure.
  ['stock, cart order', { key: 'stock' }, 'order', { title: FAIL, message: 'order.moreThanStock' }],
  ['stock, buy now', { key: 'stock' }, 'buyNow', { title: FAIL, message: 'order.moreThanStock' }],
  ['stock.{index}', { key: 'stock.3' }, 'order', { title: 'order.itemFail', message: 'order.moreThanStock', index: 3 }],
  ['bad.request, buy now', { key: 'bad.request' }, 'buyNow', { title: 'errors.badRequest', message: 'errors.tryAgainLater' }],
  ['bad.request, cart order', { key: 'bad.request' }, 'order', { title: FAIL, message: 'order.failed' }],
  ['other, buy now', other, 'buyNow', { title: FAIL, message: 'order.failed' }],
  ['other, cart order', other, 'order', { title: FAIL, message: 'order.failed' }],
  // Registration: the first validation key, the alert title always Fail.
  ['email taken', { key: 'validation', validation: 'input.email.duplicate' }, 'register', { title: FAIL, message: 'register.emailTaken', extra: 'register.emailTakenHint' }],
  ['phone taken', { key: 'validation', validation: 'input.phone.duplicate' }, 'register', { title: FAIL, message: 'register.phoneTaken', extra: 'register.phoneTakenHint' }],
  ['bad.request, register', { key: 'bad.request' }, 'register', { title: FAIL, message: 'errors.badRequest', extra: 'errors.tryAgainLater' }],
  ['other, register', other, 'register', { title: FAIL, message: 'errors.tryAgain' }],
  ['no answer, register (human check failed)', undefined, 'register', { title: FAIL, message: 'errors.tryAgain' }],
  // Add to cart, cart edits, review, resend email, phone update.
  ['other, add to cart', other, 'addToCart', { title: FAIL, message: 'cart.addToCartFail' }],
  ['other, cart', other, 'cart', { title: FAIL, message: 'errors.errorOccurred' }],
  ['review twice', { key: 'review.duplicate' }, 'review', { title: FAIL, message: 'review.alreadyReviewed' }],
  ['other, review', other, 'review', { title: FAIL, message: 'review.reviewFail' }],
  ['status fail, resend email', undefined, 'resendEmail', { title: FAIL, message: 'errors.errorOccurred' }],
  ['other, forgot password', other, 'forgotPassword', { title: FAIL, message: 'errors.errorOccurred' }],
  ['other, phone update', { key: 'input.phone.duplicate' }, 'phone', { title: FAIL, message: 'validation.phoneTaken' }],
  // Sign-in and reset password: the server's message, as a text of core.
  ['sign-in refused', { key: 'auth.failed' }, 'signIn', { title: FAIL, message: 'errors.signInFailed' }],
  ['sign-in throttled', { key: 'auth.throttled' }, 'signIn', { title: FAIL, message: 'errors.throttled' }],
  ['sign-in, unknown key', { key: 'something.odd' }, 'signIn', { title: FAIL, message: 'errors.tryAgain' }],
  ['sign-in, nothing named', { key: 'errors.unexpected' }, 'signIn', { title: FAIL, message: 'errors.tryAgain' }],
  ['reset link invalid', { key: 'reset.invalid' }, 'resetPassword', { title: FAIL, message: 'errors.resetInvalid' }],
  // Queries: one line.
  ['not found', { key: 'not.found' }, 'query', { title: FAIL, message: 'errors.notFound' }],
  ['NOT_FOUND code', { key: 'x', code: 'NOT_FOUND' }, 'query', { title: FAIL, message: 'errors.notFound' }],
  ['bad request', { key: 'bad.request' }, 'query', { title: FAIL, message: 'errors.badRequest' }],
  ['BAD_USER_INPUT code', { key: 'x', code: 'BAD_USER_INPUT' }, 'query', { title: FAIL, message: 'errors.badRequest' }],
  ['document too long', { key: 'query.tooLong' }, 'query', { title: FAIL, message: 'errors.tooComplex' }],
  ['document too costly', { key: 'query.tooComplex' }, 'query', { title: FAIL, message: 'errors.tooComplex' }],
  ['other, query', other, 'query', { title: FAIL, message: 'errors.unexpected' }],
  // The same text whatever the action (issue 23 item 7, SECURITY-REVIEW L3, M3, L4).
  ['body too large, query', { key: 'payload.tooLarge' }, 'query', { title: FAIL, message: 'errors.tooLarge' }],
  ['body too large, order', { key: 'payload.tooLarge' }, 'order', { title: FAIL, message: 'errors.tooLarge' }],
  ['pending account, review', { key: 'account.pending' }, 'review', { title: FAIL, message: 'auth.needsVerification' }],
  ['pending account, query', { key: 'account.pending' }, 'query', { title: FAIL, message: 'auth.needsVerification' }],
  ['too many requests', { key: 'rate.limited' }, 'query', { title: FAIL, message: 'errors.rateLimited' }],
  ['review without purchase', { key: 'review.purchase' }, 'review', { title: FAIL, message: 'review.needsPurchase' }],
  // Unauthorized.phone keeps the action's message and flags the popup.
  ['phone needed, add to cart', { key: 'forbidden', phone: true }, 'addToCart', { title: FAIL, message: 'cart.addToCartFail', phone: true }],
  ['phone needed, stock', { key: 'stock.0', phone: true }, 'order', { title: 'order.itemFail', message: 'order.moreThanStock', index: 0, phone: true }],
];

describe('describeError', () => {
  it.each(TABLE)('%s', (_name, error, action, shown) => {
    expect(describeError(error, shopFailures[action])).toEqual(shown);
  });
});

describe('sign-in and reset-password messages', () => {
  it('show server keys as texts of core and unknown keys as try again', () => {
    const message = (key: string) => describeError({ key }, shopFailures.resetPassword).message;
    expect(message('reset.invalid')).toBe('errors.resetInvalid');
    expect(message('unauthorized')).toBe('auth.needToSignIn');
    expect(message('payload.tooLarge')).toBe('errors.tooLarge');
    expect(message('something.odd')).toBe('errors.tryAgain');
    expect(message('validation.phoneTaken')).toBe('validation.phoneTaken');
    expect(describeError(undefined, shopFailures.resetPassword).message).toBe('errors.tryAgain');
  });
});
