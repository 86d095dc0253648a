import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/preact';
import { network, refused, renderIn, stubNetwork } from '../test-support.js';
import { ConfirmPage } from './confirm-page.js';

stubNetwork();

// Issue 28 item 1: the confirm-or-cancel page a cash sale's message links to.

const TOKEN = 'tok-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const confirmation = (fields: Record<string, unknown> = {}) => ({
  status: 'awaiting',
  expired: false,
  expiresAt: '2026-11-29T10:00:00+03:00',
  open: true,
  sale: {
    kind: 'order',
    id: '42',
    total: 41000,
    pickup: false,
    city: 'Erbil',
    lines: [
      { title: 'Tigris jasmine', quantity: 2 },
      { title: null, quantity: 1 },
    ],
  },
  ...fields,
});
const read = (fields?: Record<string, unknown>) => () => ({ data: { saleConfirmation: confirmation(fields) } });

describe('ConfirmPage', () => {
  it('shows the sale on opening and answers nothing until a button is pressed (mail scanners open links)', async () => {
    network.answers.SaleConfirmation = read();
    await renderIn(<ConfirmPage token={TOKEN} />);
    expect(await screen.findByRole('heading', { name: 'Your order 42' })).toBeTruthy();
    expect(screen.getByText('Tigris jasmine × 2')).toBeTruthy();
    expect(screen.getByText('Refill × 1')).toBeTruthy();
    expect(screen.getByText('41,000 IQD')).toBeTruthy();
    expect(screen.getByText('Delivery to').nextElementSibling!.textContent).toBe('Erbil');
    expect(network.sent).toEqual([{ operation: 'SaleConfirmation', variables: { token: TOKEN } }]);
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel my order' })).toBeTruthy();
  });

  it('confirms with progress, then says it is confirmed', async () => {
    network.answers.SaleConfirmation = read();
    let release = () => {};
    network.answers.AnswerConfirmation = () => new Promise((resolve) => (release = () => resolve({ data: { answerConfirmation: confirmation({ status: 'confirmed' }) } })));
    await renderIn(<ConfirmPage token={TOKEN} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('button', { name: 'Confirming…' })).getAttribute('aria-disabled')).toBe('true');
    release();
    expect((await screen.findByText('Thank you: it is confirmed. We will prepare it and contact you before delivery.')).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(network.sent.at(-1)).toEqual({ operation: 'AnswerConfirmation', variables: { token: TOKEN, answer: 'confirm' } });
  });

  it('cancels, and says so', async () => {
    network.answers.SaleConfirmation = read();
    network.answers.AnswerConfirmation = () => ({ data: { answerConfirmation: confirmation({ status: 'cancelled', open: false }) } });
    await renderIn(<ConfirmPage token={TOKEN} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel my order' }));
    expect((await screen.findByText('It is cancelled. Nothing will be delivered and you owe nothing.')).getAttribute('role')).toBe('status');
    expect(network.sent.at(-1)?.variables).toEqual({ token: TOKEN, answer: 'cancel' });
  });

  it.each([
    ['confirmation.expired', 'This link has expired. If you still want it, please call us.'],
    ['confirmation.answered', 'This link was already answered.'],
    ['confirmation.closed', 'This can no longer be changed with this link. Please call us.'],
    ['rate.limited', 'You have sent this too often. Please wait an hour and try again.'],
  ])('says a refused answer (%s) in words and keeps the page', async (key, text) => {
    network.answers.SaleConfirmation = read();
    network.answers.AnswerConfirmation = () => refused(key, 'REFUSED');
    await renderIn(<ConfirmPage token={TOKEN} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(screen.getByRole('heading', { name: 'Your order 42' })).toBeTruthy();
  });

  it('says an unknown link is not valid, with no buttons', async () => {
    network.answers.SaleConfirmation = () => ({ data: { saleConfirmation: null } });
    await renderIn(<ConfirmPage token="nobodys" />);
    expect((await screen.findByRole('alert')).textContent).toBe('This link is not valid. Please open the whole link from your message.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows an answered, expired or closed link without its buttons', async () => {
    network.answers.SaleConfirmation = read({ expired: true });
    await renderIn(<ConfirmPage token={`${TOKEN}-expired`} />);
    expect((await screen.findByText('This link has expired. If you still want it, please call us.')).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('reads in Arabic with Arabic-Indic digits and the dinar, a ticket without a delivery city', async () => {
    network.answers.SaleConfirmation = read({ sale: { kind: 'ticket', id: '7', total: 30000, pickup: false, city: null, lines: [{ title: 'ورشة الشموع', quantity: 2 }] } });
    await renderIn(<ConfirmPage token={TOKEN} />, 'ar');
    expect(await screen.findByRole('heading', { name: 'تذكرة الورشة رقم ٧' })).toBeTruthy();
    expect(screen.getByText('ورشة الشموع — العدد ٢')).toBeTruthy();
    expect(screen.getByText(/٣٠٬٠٠٠/)).toBeTruthy();
    expect(screen.queryByText('التوصيل إلى')).toBeNull();
    expect(screen.getByRole('button', { name: 'إلغاء طلبي' })).toBeTruthy();
  });
});
