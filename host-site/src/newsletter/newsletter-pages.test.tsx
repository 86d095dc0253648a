import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/preact';
import { failThenRetry, network, refused, renderIn, stubNetwork } from '../test-support.js';
import { NewsletterConfirmPage, NewsletterUnsubscribePage } from './newsletter-pages.js';

stubNetwork();

const link = { email: 'reader@example.com', token: 'tok-1' };
const confirmation = (fields: Record<string, unknown> = {}) => ({ data: { confirmNewsletter: { code: 'NEWS-10', percent: 10, usable: true, alreadyConfirmed: false, ...fields } } });

describe('NewsletterConfirmPage', () => {
  it('confirms the link it was opened with, after a failure and its retry, and shows the personal code', async () => {
    await failThenRetry(<NewsletterConfirmPage search={link} />, 'ConfirmNewsletter', () => confirmation(), { loading: 'Confirming your subscription…' });
    expect(await screen.findByText('You are subscribed. Thank you!')).toBeTruthy();
    expect(screen.getByText('Your personal code for 10% off your next purchase:')).toBeTruthy();
    expect(screen.getByText('NEWS-10')).toBeTruthy();
    expect(screen.getByText('We mailed it to you too. Enter it at the checkout; it works for one order.')).toBeTruthy();
    expect(network.sent.map((call) => call.variables)).toEqual([link, link]);
  });

  it('says a subscription was already confirmed, and a used code is used', async () => {
    network.answers.ConfirmNewsletter = () => confirmation({ alreadyConfirmed: true, usable: false });
    await renderIn(<NewsletterConfirmPage search={link} />);
    expect(await screen.findByText('Your subscription was already confirmed.')).toBeTruthy();
    expect(screen.getByText('This code has been used for an order.')).toBeTruthy();
  });

  it('says an invalid link is invalid, with no retry that could not help', async () => {
    network.answers.ConfirmNewsletter = () => refused('newsletter.linkInvalid');
    await renderIn(<NewsletterConfirmPage search={{ email: 'reader@example.com' }} />);
    expect((await screen.findByRole('alert')).textContent).toBe('This link is invalid or has expired. Please sign up again.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(network.sent[0]?.variables).toEqual({ email: 'reader@example.com', token: '' });
  });

  it('shows the discount in Arabic with Arabic-Indic digits', async () => {
    network.answers.ConfirmNewsletter = () => confirmation();
    await renderIn(<NewsletterConfirmPage search={link} />, 'ar');
    expect(await screen.findByText(/١٠٪/)).toBeTruthy();
  });
});

describe('NewsletterUnsubscribePage', () => {
  it('unsubscribes only when the button is pressed (a mail scanner opening the link unsubscribes no one)', async () => {
    network.answers.UnsubscribeNewsletter = () => ({ data: { unsubscribeNewsletter: true } });
    await renderIn(<NewsletterUnsubscribePage search={link} />);
    expect(screen.getByText('Stop receiving the newsletter at reader@example.com?')).toBeTruthy();
    expect(network.sent).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('status')).textContent).toBe('You will not receive the newsletter any more.');
    expect(network.sent).toEqual([{ operation: 'UnsubscribeNewsletter', variables: link }]);
  });

  it('says why it failed and keeps the button for another try', async () => {
    network.answers.UnsubscribeNewsletter = () => refused('newsletter.linkInvalid');
    await renderIn(<NewsletterUnsubscribePage search={link} />);
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This link is invalid or has expired. Please sign up again.');
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeTruthy();
  });
});
