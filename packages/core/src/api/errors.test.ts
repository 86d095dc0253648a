import { CombinedError } from '@urql/core';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { describeError, errorKey } from './errors.js';

const graphQL = (message: string, extensions?: Record<string, unknown>) =>
  new CombinedError({ graphQLErrors: [new GraphQLError(message, { extensions })] });

describe('describeError', () => {
  it('maps a network failure to the network message', () => {
    expect(describeError(new CombinedError({ networkError: new Error('offline') }), 'order')).toEqual({
      title: 'feedback.fail',
      message: 'errors.network',
    });
    expect(describeError(new TypeError('Failed to fetch'), 'newsletter').message).toBe('errors.network');
  });

  it('flags Unauthorized.phone so the phone popup re-opens', () => {
    expect(describeError(graphQL('forbidden', { debugMessage: 'Unauthorized.phone' }), 'addToCart')).toEqual({
      title: 'feedback.fail',
      message: 'cart.addToCartFail',
      phone: true,
    });
  });

  it('shows moreThanStock for an order refused for stock', () => {
    expect(describeError(graphQL('stock'), 'order')).toEqual({ title: 'feedback.fail', message: 'order.moreThanStock' });
    expect(describeError([{ message: 'stock' }], 'buyNow')).toEqual({ title: 'feedback.fail', message: 'order.moreThanStock' });
  });

  it('names the cart line of stock.{index}', () => {
    expect(describeError(graphQL('stock.3'), 'order')).toEqual({ title: 'order.itemFail', message: 'order.moreThanStock', index: 3 });
  });

  it('shows bad request for a single buy-now and the order-failed message otherwise', () => {
    expect(describeError(graphQL('bad.request'), 'buyNow')).toEqual({ title: 'errors.badRequest', message: 'errors.tryAgainLater' });
    expect(describeError(graphQL('bad.request'), 'order')).toEqual({ title: 'feedback.fail', message: 'order.failed' });
    expect(describeError(graphQL('internal'), 'buyNow')).toEqual({ title: 'feedback.fail', message: 'order.failed' });
  });

  it('maps the newsletter failures', () => {
    expect(describeError(graphQL('bad.request'), 'newsletter')).toEqual({ title: 'errors.badRequest', message: 'errors.tryAgainLater' });
    expect(describeError(graphQL('internal'), 'newsletter')).toEqual({ title: 'feedback.fail', message: 'newsletter.fail' });
  });

  it('maps registration validation keys with their extra messages, always titled Fail', () => {
    const validation = (key: string) => graphQL('validation', { validation: { 'input.email': [key] } });
    expect(describeError(validation('input.email.duplicate'), 'register')).toEqual({
      title: 'feedback.fail',
      message: 'register.emailTaken',
      extra: 'register.emailTakenHint',
    });
    expect(describeError(graphQL('validation', { validation: { 'input.phone': 'input.phone.duplicate' } }), 'register')).toEqual({
      title: 'feedback.fail',
      message: 'register.phoneTaken',
      extra: 'register.phoneTakenHint',
    });
    expect(describeError(graphQL('bad.request'), 'register')).toEqual({
      title: 'feedback.fail',
      message: 'errors.badRequest',
      extra: 'errors.tryAgainLater',
    });
    expect(describeError(graphQL('internal'), 'register')).toEqual({ title: 'feedback.fail', message: 'errors.tryAgain' });
  });

  it("gives every other failure its action's generic message", () => {
    const other = graphQL('internal');
    expect(describeError(other, 'addToCart').message).toBe('cart.addToCartFail');
    expect(describeError(other, 'review').message).toBe('review.reviewFail');
    expect(describeError(other, 'resendEmail').message).toBe('errors.errorOccurred');
    expect(describeError(other, 'phone').message).toBe('validation.phoneTaken');
    expect(describeError(new Error('boom'), 'query').message).toBe('errors.unexpected');
    expect(describeError(undefined, 'cart').message).toBe('errors.errorOccurred');
  });

  it("shows the server's own message for sign-in and reset password", () => {
    expect(describeError(graphQL('auth.failed'), 'signIn').message).toBe('auth.failed');
    expect(describeError(graphQL('token.expired'), 'resetPassword').message).toBe('token.expired');
  });
});

describe('errorKey', () => {
  it('still maps a failed query to one key', () => {
    expect(errorKey(new CombinedError({ networkError: new Error('offline') }))).toBe('errors.network');
    expect(errorKey(graphQL('not.found'))).toBe('errors.notFound');
    expect(errorKey(graphQL('x', { code: 'BAD_USER_INPUT' }))).toBe('errors.badRequest');
    expect(errorKey(graphQL('x'))).toBe('errors.unexpected');
  });
});
