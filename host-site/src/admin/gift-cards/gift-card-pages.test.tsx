import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { failThenRetry, network, refused, stubNetwork } from '../../test-support.js';
import { auditEntry, onePage, staff, viewAdmin } from '../admin-test-support.js';

stubNetwork();

// Issue 35 item 3: the back office's gift card pages: the list found by a search and its CSV,
// a card's ledger (en and ar), the owner's adjustment and void, and staff who only read.

const card = {
  id: '9',
  last4: 'HV3N',
  amount: 25_000,
  balance: 15_000,
  status: 'active',
  date: '2026-11-20T10:00:00+03:00',
  saleKind: 'order',
  saleId: '41',
  recipientName: 'Dara',
  buyer: { name: 'Sara', email: 'sara@example.com', phone: '+9647701234567' },
};
const ledger = [
  { id: '1', entry: 'issued', amount: 25_000, date: '2026-11-20T10:00:00+03:00', saleKind: 'order', saleId: '41', staff: null, reason: null },
  { id: '2', entry: 'drawn', amount: -10_000, date: '2026-11-21T10:00:00+03:00', saleKind: 'order', saleId: '57', staff: null, reason: null },
];
const detail = (changes: Record<string, unknown> = {}) => ({ ...card, ledger, audit: [], ...changes });
const answerCard =
  (changes: Record<string, unknown> = {}) =>
  () => ({ data: { adminGiftCard: detail(changes) } });

describe('the gift cards list', () => {
  it('loads, fails with a retry, then lists each card newest first with its buyer and balance', async () => {
    await failThenRetry(
      () => viewAdmin('adminGiftCards'),
      'AdminGiftCards',
      () => ({ data: { adminGiftCards: onePage([card]) } }),
    );
    const row = (await screen.findByRole('link', { name: 'Open the card ending HV3N' })).closest('tr') as HTMLElement;
    for (const fact of ['Sara', 'sara@example.com', '25,000 IQD', '15,000 IQD', 'Active']) expect(within(row).getByText(fact)).toBeTruthy();
    expect(network.sent.find((call) => call.operation === 'AdminGiftCards')?.variables).toEqual({ search: null, page: 1 });
  });

  it('searches on the server, keeps the search in the address and downloads what it found as CSV', async () => {
    network.answers.AdminGiftCards = () => ({ data: { adminGiftCards: onePage([]) } });
    await viewAdmin('adminGiftCards', {}, { search: 'hv3n' });
    expect(await screen.findByText('No gift card found.')).toBeTruthy();
    expect(network.sent.find((call) => call.operation === 'AdminGiftCards')?.variables).toEqual({ search: 'hv3n', page: 1 });
    expect(screen.getByRole('link', { name: /Download the cards/ }).getAttribute('href')).toMatch(/\/admin\/csv\/gift-cards\?search=hv3n$/);
    const box = screen.getByLabelText('Last 4 characters, buyer’s email or phone, or order number') as HTMLInputElement;
    expect(box.value).toBe('hv3n');
    fireEvent.input(box, { target: { value: ' sara@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(window.location.search).toBe('?search=sara%40example.com'));
  });
});

describe('one gift card', () => {
  it('shows its ledger: each entry, signed amount, its sale and who made a change', async () => {
    network.answers.AdminGiftCard = answerCard({
      ledger: [...ledger, { id: '3', entry: 'adjusted', amount: 5000, date: '2026-11-22T10:00:00+03:00', saleKind: null, saleId: null, staff: 'owner@example.com', reason: 'goodwill' }],
    });
    await viewAdmin('adminGiftCard', { id: '9' });
    const table = await screen.findByRole('region', { name: 'What moved its balance' });
    const [, issued, drawn, adjusted] = within(table).getAllByRole('row');
    expect(within(issued!).getByText('+25,000 IQD')).toBeTruthy();
    expect(within(issued!).getByRole('link', { name: 'Order 41' }).getAttribute('href')).toMatch(/\/admin\/orders\/41$/);
    expect(within(drawn!).getByText('Paid a sale')).toBeTruthy();
    expect(within(drawn!).getByText('−10,000 IQD')).toBeTruthy();
    expect(within(adjusted!).getByText('owner@example.com · goodwill')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Card ending HV3N · Active' })).toBeTruthy();
  });

  it('reads in Arabic with Arabic-Indic digits', async () => {
    network.answers.AdminGiftCard = answerCard();
    await viewAdmin('adminGiftCard', { id: '9' }, {}, 'ar');
    const table = await screen.findByRole('region', { name: 'ما غيّر رصيدها' });
    expect(within(table).getByText('دفعت بيعًا')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'الطلب ٥٧' })).toBeTruthy();
  });

  it('adjusts the balance: takes an amount off with a reason, checked before sending, and reads the card again', async () => {
    network.answers.AdminGiftCard = answerCard();
    network.answers.AdminAdjustGiftCard = () => ({ data: { adminAdjustGiftCard: detail({ balance: 12_000 }) } });
    await viewAdmin('adminGiftCard', { id: '9' });
    await screen.findByRole('heading', { name: 'Adjust the balance' });
    fireEvent.click(screen.getByRole('button', { name: 'Adjust the balance' }));
    expect(await screen.findByText('Enter a whole number of IQD above 0.')).toBeTruthy();
    expect(network.sent.some((call) => call.operation === 'AdminAdjustGiftCard')).toBe(false);
    fireEvent.click(screen.getByLabelText('Take off it'));
    fireEvent.input(screen.getByLabelText('Amount (IQD)', { exact: false }), { target: { value: '٣٠٠٠' } });
    fireEvent.input(screen.getByLabelText('Reason for the adjustment'), { target: { value: ' sold in error ' } });
    const reads = network.sent.filter((call) => call.operation === 'AdminGiftCard').length;
    fireEvent.click(screen.getByRole('button', { name: 'Adjust the balance' }));
    expect(await screen.findByText('The balance is adjusted.')).toBeTruthy();
    expect(network.sent.find((call) => call.operation === 'AdminAdjustGiftCard')?.variables).toEqual({ id: '9', amount: -3000, reason: 'sold in error' });
    await waitFor(() => expect(network.sent.filter((call) => call.operation === 'AdminGiftCard').length).toBeGreaterThan(reads));
  });

  it('says why the server refused a change that would go below zero', async () => {
    network.answers.AdminGiftCard = answerCard();
    network.answers.AdminAdjustGiftCard = () => refused('giftcard.belowZero');
    await viewAdmin('adminGiftCard', { id: '9' });
    await screen.findByRole('heading', { name: 'Adjust the balance' });
    fireEvent.click(screen.getByLabelText('Take off it'));
    fireEvent.input(screen.getByLabelText('Amount (IQD)', { exact: false }), { target: { value: '20000' } });
    fireEvent.input(screen.getByLabelText('Reason for the adjustment'), { target: { value: 'too much' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adjust the balance' }));
    expect((await screen.findByRole('alert')).textContent).toContain('below zero');
  });

  it('voids the card with a reason; a void card offers no change and shows the audit', async () => {
    network.answers.AdminGiftCard = answerCard();
    network.answers.AdminVoidGiftCard = () => ({ data: { adminVoidGiftCard: detail({ balance: 0, status: 'void' }) } });
    await viewAdmin('adminGiftCard', { id: '9' });
    await screen.findByRole('heading', { name: 'Void the card' });
    fireEvent.click(screen.getByRole('button', { name: 'Void the card' }));
    expect(await screen.findByText('Say why.')).toBeTruthy();
    fireEvent.input(screen.getByLabelText('Reason for voiding'), { target: { value: 'reported stolen' } });
    network.answers.AdminGiftCard = answerCard({ balance: 0, status: 'void', audit: [{ ...auditEntry, action: 'giftcard.void', before: '{"balance":15000}', after: '{"balance":0}', note: 'reported stolen' }] });
    fireEvent.click(screen.getByRole('button', { name: 'Void the card' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Card ending HV3N · Void' })).toBeTruthy();
    expect(network.sent.find((call) => call.operation === 'AdminVoidGiftCard')?.variables).toEqual({ id: '9', reason: 'reported stolen' });
    expect(screen.queryByRole('heading', { name: 'Adjust the balance' })).toBeNull();
    expect(screen.getByText('reported stolen')).toBeTruthy();
    expect(screen.getByText(/voided/)).toBeTruthy();
  });

  it('lets staff who are not the owner read the card but not change it', async () => {
    network.answers.AdminMe = () => staff(true, 'staff');
    network.answers.AdminGiftCard = answerCard();
    await viewAdmin('adminGiftCard', { id: '9' });
    expect(await screen.findByText('Only the owner adjusts or voids a card.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Void the card' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Back office' }).querySelector('a[aria-current="page"]')?.textContent).toBe('Gift cards');
  });
});
