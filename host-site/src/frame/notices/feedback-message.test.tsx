import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render } from '@testing-library/preact';
import { $feedback, closeFeedback, FEEDBACK_MS, showFeedback } from '@candleshop/core';
import { English } from '../../test-support.js';
import { FeedbackMessage } from './feedback-message.js';

function show() {
  return render(
    <English>
      <button type="button">Elsewhere</button>
      <FeedbackMessage />
    </English>,
  );
}

// A tick for the listener the message adds on the task after it opens.
const nextTask = () => act(() => new Promise((done) => setTimeout(done)));

describe('FeedbackMessage (SPEC §2 Shared chrome, §9)', () => {
  afterEach(() => {
    cleanup();
    closeFeedback();
    vi.useRealTimers();
  });

  it('closes on a click outside it, not on a click inside it', async () => {
    const { getByRole, queryByRole } = show();
    act(() => showFeedback({ kind: 'fail', message: 'addToCartFail' }));
    await nextTask();
    fireEvent.click(getByRole('alert').querySelector('p')!);
    expect(queryByRole('alert')).not.toBeNull();
    fireEvent.click(getByRole('button', { name: 'Elsewhere' }));
    expect(queryByRole('alert')).toBeNull();
    expect($feedback.get()).toBeUndefined();
  });

  it('stays open through the click that opened it', async () => {
    const { getByRole, queryByRole } = show();
    const opener = getByRole('button', { name: 'Elsewhere' });
    opener.addEventListener('click', () => showFeedback({ kind: 'success', message: 'addToCartSuccess' }));
    act(() => {
      fireEvent.click(opener);
    });
    await nextTask();
    expect(queryByRole('status')).not.toBeNull();
  });

  // The product page's second "Write a review" after posting one: the thank-you was open, and the
  // click that says "already reviewed" reached the page while the thank-you still listened.
  it('keeps the message a click outside opened, closing only the one before it', async () => {
    const { getByRole, queryByRole } = show();
    act(() => showFeedback({ kind: 'success', message: 'addToCartSuccess' }));
    await nextTask();
    const opener = getByRole('button', { name: 'Elsewhere' });
    opener.addEventListener('click', () => showFeedback({ kind: 'fail', message: 'addToCartFail' }));
    fireEvent.click(opener);
    await nextTask();
    expect(queryByRole('alert')).not.toBeNull();
  });

  it('closes by its button and after 6 seconds', async () => {
    vi.useFakeTimers();
    const { getByRole, queryByRole } = show();
    act(() => showFeedback({ kind: 'success', message: 'addToCartSuccess' }));
    fireEvent.click(getByRole('button', { name: 'Close message' }));
    expect(queryByRole('status')).toBeNull();
    act(() => showFeedback({ kind: 'success', message: 'addToCartSuccess' }));
    act(() => {
      vi.advanceTimersByTime(FEEDBACK_MS);
    });
    expect(queryByRole('status')).toBeNull();
  });
});
