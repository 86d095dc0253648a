import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshPage } from '../internal/fresh-page.js';
import type { Timers } from '../internal/timers.js';
import { shopFailures } from '../api/shop-failures.js';

describe('$feedback', () => {
  beforeEach(() => {
    freshPage();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('closes after 6000 ms', async () => {
    const { $feedback, showFeedback } = await import('./feedback.js');
    showFeedback({ kind: 'success', message: 'review.reviewAdded' });
    vi.advanceTimersByTime(5999);
    expect($feedback.get()).toEqual({ kind: 'success', message: 'review.reviewAdded' });
    vi.advanceTimersByTime(1);
    expect($feedback.get()).toBeUndefined();
  });

  it('gives a newer message its own 6000 ms', async () => {
    const { $feedback, showFeedback } = await import('./feedback.js');
    showFeedback({ kind: 'fail', message: 'cart.addToCartFail' });
    vi.advanceTimersByTime(4000);
    showFeedback({ kind: 'fail', message: 'cart.addToCartFail' });
    vi.advanceTimersByTime(2000);
    expect($feedback.get()?.message).toBe('cart.addToCartFail');
    vi.advanceTimersByTime(4000);
    expect($feedback.get()).toBeUndefined();
  });

  it('closes on demand (a backdrop click)', async () => {
    const { $feedback, showFeedback, closeFeedback } = await import('./feedback.js');
    showFeedback({ kind: 'info', message: 'checkout.chooseShipping' });
    closeFeedback();
    expect($feedback.get()).toBeUndefined();
  });

  it('takes an injected clock', async () => {
    const { $feedback, showFeedback } = await import('./feedback.js');
    const pending: [() => void, number][] = [];
    const timers: Timers = { setTimeout: (callback, ms) => pending.push([callback, ms]) };
    showFeedback({ kind: 'success', message: 'password.updated' }, timers);
    expect(pending.map(([, ms]) => ms)).toEqual([6000]);
    pending[0]![0]();
    expect($feedback.get()).toBeUndefined();
  });

  it('shows a failure as keys, without the phone flag', async () => {
    const { $feedback, showError } = await import('./feedback.js');
    showError({ key: 'forbidden', phone: true }, shopFailures.addToCart);
    expect($feedback.get()).toEqual({ kind: 'fail', title: 'feedback.fail', message: 'cart.addToCartFail' });
  });

  it("shows a status-fail answer as the action's generic message", async () => {
    const { $feedback, showError } = await import('./feedback.js');
    showError(undefined, shopFailures.resendEmail);
    expect($feedback.get()).toEqual({ kind: 'fail', title: 'feedback.fail', message: 'errors.errorOccurred' });
  });

  it('fills the title with the product of a stock.{index} error', async () => {
    const { $feedback, showError } = await import('./feedback.js');
    showError({ key: 'stock.1' }, shopFailures.order, { product: 'Oud & Amber' });
    expect($feedback.get()).toEqual({
      kind: 'fail',
      title: 'order.itemFail',
      message: 'order.moreThanStock',
      values: { product: 'Oud & Amber' },
    });
  });
});
