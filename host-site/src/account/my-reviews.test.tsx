import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { failThenRetry, network, renderIn, stubNetwork } from '../test-support.js';
import { FeedbackMessage } from '../frame/notices/feedback-message.js';
import { MyReviews } from './my-reviews.js';

stubNetwork();

const review = (id: string, title: string, fields: Record<string, unknown> = {}) => ({
  id,
  rating: 4,
  review: `Lovely ${title}.`,
  date: '22,11,2026',
  visible: true,
  product: { id: `p${id}`, details: { id: `d${id}`, title, image: null } },
  ...fields,
});
const page = (
  <>
    <FeedbackMessage />
    <MyReviews />
  </>
);

describe('MyReviews', () => {
  it("loads, shows a failure with a retry that works, then the customer's reviews", async () => {
    await failThenRetry(page, 'MyReviews', () => ({ data: { reviews: [review('1', 'Tigris jasmine'), review('2', 'Oud night', { visible: false, rating: 1 })] } }));
    expect((await screen.findByRole('link', { name: 'Tigris jasmine' })).getAttribute('href')).toBe('/products/p1');
    expect(screen.getByText('4 stars')).toBeTruthy();
    expect(screen.getByText('Lovely Oud night.')).toBeTruthy();
    expect(screen.getByText('1 star')).toBeTruthy();
    expect(screen.getByText(/Awaiting approval/).textContent).toBe('22/11/2026 · Awaiting approval');
  });

  it('says when there is none', async () => {
    network.answers.MyReviews = () => ({ data: { reviews: [] } });
    await renderIn(page);
    expect(await screen.findByText('You have not written any reviews yet.')).toBeTruthy();
  });

  it('deletes a review, says so, and the list no longer shows it', async () => {
    network.answers.MyReviews = () => ({ data: { reviews: [review('1', 'Tigris jasmine'), review('2', 'Oud night')] } });
    network.answers.DeleteReview = () => ({ data: { deleteReview: { status: 'ok', message: null } } });
    await renderIn(page);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete your review of Oud night' }));
    expect(await screen.findByText('Your review was deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Lovely Oud night.')).toBeNull());
    expect(screen.getByText('Lovely Tigris jasmine.')).toBeTruthy();
    expect(network.sent.at(-1)).toEqual({ operation: 'DeleteReview', variables: { id: '2' } });
  });

  it('keeps a review whose deletion failed', async () => {
    network.answers.MyReviews = () => ({ data: { reviews: [review('1', 'Tigris jasmine')] } });
    network.answers.DeleteReview = () => ({ data: { deleteReview: { status: 'fail', message: 'no' } } });
    await renderIn(page);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete your review of Tigris jasmine' }));
    await waitFor(() => expect(network.sent.some((call) => call.operation === 'DeleteReview')).toBe(true));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Delete your review of Tigris jasmine' }) as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByText('Lovely Tigris jasmine.')).toBeTruthy();
    expect(screen.queryByText('Your review was deleted.')).toBeNull();
  });
});
