import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/preact';
import { $feedback, loggedIn, loggedOut } from '@candleshop/core';
import { English, fakeApi } from '../test-support.js';

const api = vi.hoisted(() => ({ fetch: undefined as unknown as typeof fetch }));
vi.mock('../account/session.js', async () => {
  const core = await import('@candleshop/core');
  return { accountClient: core.createAccountClient({ endpoint: 'http://shop.test/graphql', fetch: (...args) => api.fetch(...args) }), currentLang: () => 'en' };
});

const { WriteReview, $reviewedProducts } = await import('./write-review.js');

const candle: { id: string; review: boolean | undefined; details: { title: string } } = { id: '7', review: true, details: { title: 'Oud candle' } };
const ada = { id: '1', name: 'Ada', email: 'ada@example.iq', phone: '07701234567' };
const posted = { id: '30', rating: 4, review: 'Lovely', date: '22,11,2026', visible: true, customer: { name: 'Ada', profile: null } };

function show(options: { onPosted?: (review: unknown) => void; product?: typeof candle } = {}) {
  return render(
    <English>
      <WriteReview product={options.product ?? candle} onPosted={options.onPosted} />
    </English>,
  );
}

describe('WriteReview', () => {
  beforeEach(() => {
    loggedOut();
    $feedback.set(undefined);
    $reviewedProducts.set([]);
  });
  afterEach(cleanup);

  it('asks a guest to sign in instead of opening', () => {
    const { getByRole, container } = show();
    fireEvent.click(getByRole('button', { name: 'Write a review' }));
    expect($feedback.get()).toMatchObject({ message: 'auth.needToSignIn' });
    expect(container.querySelector('textarea')).toBeNull();
  });

  it('posts a rating and text, then refuses a second review in this session', async () => {
    const { fetch, sent } = fakeApi({ AddReview: () => ({ data: { addReview: posted } }) });
    api.fetch = fetch;
    loggedIn(ada);
    const seen: unknown[] = [];
    const { getByRole, getByLabelText, container } = show({ onPosted: (review) => seen.push(review) });
    fireEvent.click(getByRole('button', { name: 'Write a review' }));
    expect(getByRole('heading', { name: 'Review Oud candle' })).toBeTruthy();
    // SPEC §5: without a text the review is ignored.
    fireEvent.click(getByRole('radio', { name: '4 stars' }));
    fireEvent.submit(container.querySelector('form')!);
    expect(sent).toEqual([]);
    fireEvent.input(getByLabelText('Your review'), { target: { value: '  Lovely ' } });
    fireEvent.submit(container.querySelector('form')!);
    await waitFor(() => expect(seen).toEqual([posted]));
    expect(sent).toEqual([{ operation: 'AddReview', variables: { id: '7', rating: 4, review: 'Lovely' } }]);
    expect($feedback.get()).toMatchObject({ kind: 'success', message: 'review.reviewAdded' });
    expect(container.querySelector('textarea')).toBeNull();
    fireEvent.click(getByRole('button', { name: 'Write a review' }));
    expect($feedback.get()).toMatchObject({ message: 'review.alreadyReviewed' });
  });

  it("does not open when the product's review flag says no", () => {
    loggedIn(ada);
    const { getByRole } = show({ product: { ...candle, review: false } });
    fireEvent.click(getByRole('button', { name: 'Write a review' }));
    // SECURITY-REVIEW L4: only what was bought is reviewed, once each.
    expect($feedback.get()).toMatchObject({ message: 'review.needsPurchase' });
  });

  it('waits for the review flag: a click while it loads says nothing and opens nothing', () => {
    loggedIn(ada);
    const { getByRole, container } = show({ product: { ...candle, review: undefined } });
    const button = getByRole('button', { name: 'Write a review' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    expect($feedback.get()).toBeUndefined();
    expect(container.querySelector('textarea')).toBeNull();
  });

  it('shows a refused review as feedback and keeps the text', async () => {
    api.fetch = fakeApi({ AddReview: () => ({ errors: [{ message: 'review.duplicate' }] }) }).fetch;
    loggedIn(ada);
    const { getByRole, getByLabelText } = show();
    fireEvent.click(getByRole('button', { name: 'Write a review' }));
    fireEvent.click(getByRole('radio', { name: '5 stars' }));
    fireEvent.input(getByLabelText('Your review'), { target: { value: 'Again' } });
    fireEvent.click(getByRole('button', { name: 'Post review' }));
    await waitFor(() => expect($feedback.get()).toMatchObject({ kind: 'fail', message: 'review.alreadyReviewed' }));
    expect((getByLabelText('Your review') as HTMLTextAreaElement).value).toBe('Again');
  });
});
