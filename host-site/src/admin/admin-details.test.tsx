import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { failThenRetry, network, refused, stubNetwork } from '../test-support.js';
import { adminOrder, adminRequest, viewAdmin } from './admin-test-support.js';

stubNetwork();

const facts = () => screen.getAllByRole('definition').map((item) => item.textContent);
const refill = {
  quantity: 2,
  price: 11800,
  method: 'cash',
  pickup: true,
  address: null,
  notes: 'Ring twice',
  wick: { title: 'Cotton wick' },
  container: { title: 'Amber jar' },
  color: { title: 'Ivory' },
  size: { title: '180 g' },
  scent: { title: 'Oud' },
  city: null,
  sellingPoint: { title: 'Candleshop Studio' },
};

describe('the order page of the back office', () => {
  it('loads, shows a failure with a retry that works, then the order, its lines, customer and log', async () => {
    await failThenRetry(
      () => viewAdmin('adminOrder', { id: '42' }),
      'AdminOrder',
      () => ({ data: { adminOrder: adminOrder } }),
    );
    expect(await screen.findByRole('heading', { name: 'Order 42' })).toBeTruthy();
    expect(facts()).toEqual(expect.arrayContaining(['Accepted', 'u-42', 'Cash · not paid', 'Erbil · Street 5', 'Sara ', 'sara@example.com']));
    const line = within(screen.getByRole('table', { name: 'What was ordered' }))
      .getByText('Tigris jasmine')
      .closest('tr')!;
    expect(line.textContent).toContain('36,000 IQD');
    expect(screen.getByText('called her')).toBeTruthy();
  });

  it('counts a completed cash order as paid on delivery (issue 28 item 5)', async () => {
    network.answers.AdminOrder = () => ({ data: { adminOrder: { ...adminOrder, moves: [], order: { ...adminOrder.order, status: 'completed', paid: true } } } });
    await viewAdmin('adminOrder', { id: '42' });
    expect(await screen.findByRole('heading', { name: 'Order 42' })).toBeTruthy();
    expect(facts()).toEqual(expect.arrayContaining(['Completed', 'Cash · paid on delivery']));
  });

  it('says when an order was completed (issue 36 item 1), and nothing before', async () => {
    network.answers.AdminOrder = () => ({ data: { adminOrder: { ...adminOrder, moves: [], order: { ...adminOrder.order, status: 'completed', paid: true, completedAt: '2026-11-24T18:30:00+03:00' } } } });
    await viewAdmin('adminOrder', { id: '42' });
    expect(await screen.findByRole('heading', { name: 'Order 42' })).toBeTruthy();
    expect(screen.getByText('Completed on').nextElementSibling?.getAttribute('data-completed-at')).toBe('2026-11-24T18:30:00+03:00');
    cleanup();
    network.answers.AdminOrder = () => ({ data: { adminOrder: { ...adminOrder, order: { ...adminOrder.order, completedAt: null } } } });
    await viewAdmin('adminOrder', { id: '42' });
    expect(await screen.findByRole('heading', { name: 'Order 42' })).toBeTruthy();
    expect(screen.queryByText('Completed on')).toBeNull();
  });

  it('shows what gift cards paid of the order (issue 35 item 2), and no such line without', async () => {
    network.answers.AdminOrder = () => ({ data: { adminOrder: { ...adminOrder, order: { ...adminOrder.order, total: 16000, giftCardPaid: 25000 } } } });
    await viewAdmin('adminOrder', { id: '42' });
    expect(await screen.findByRole('heading', { name: 'Order 42' })).toBeTruthy();
    expect(screen.getByText('Gift cards', { selector: 'dt' }).nextElementSibling?.textContent).toBe('−25,000 IQD');
    expect(facts()).toEqual(expect.arrayContaining(['16,000 IQD']));
  });

  it('says an order that does not exist is not found', async () => {
    await viewAdmin('adminOrder', { id: '404' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    expect(screen.queryByLabelText('New status')).toBeNull();
  });

  it('shows the money owed back above everything, once per payment', async () => {
    const refunds = [{ amount: 41000, provider: 'fib', transaction: 'tx-7', date: '2026-11-23T10:00:00Z' }];
    network.answers.AdminOrder = () => ({ data: { adminOrder: { ...adminOrder, refundsDue: refunds } } });
    await viewAdmin('adminOrder', { id: '42' });
    const box = await screen.findByRole('alert');
    expect(within(box).getByRole('heading').textContent).toBe('Money to refund');
    expect(within(box).getByText('Refund due: 41,000 IQD via FIB, transaction tx-7')).toBeTruthy();
  });

  it('says a final order cannot move any more', async () => {
    network.answers.AdminOrder = () => ({ data: { adminOrder: { ...adminOrder, moves: [], audit: [] } } });
    await viewAdmin('adminOrder', { id: '42' });
    expect(await screen.findByText('This is final: it cannot move any more.')).toBeTruthy();
    expect(screen.getByText('No change yet.')).toBeTruthy();
  });
});

describe('the request page of the back office', () => {
  it("shows a refill's candle, quantity, price and pickup place, and moves it with the version it saw", async () => {
    network.answers.AdminRequest = () => adminRequest('refill', { refill });
    network.answers.AdminMoveRequest = () => ({ data: { adminMoveRequest: { id: '12', status: 'accepted', version: 5 } } });
    await viewAdmin('adminRequest', { kind: 'refill', id: '12' });
    expect(await screen.findByRole('heading', { name: 'Refill request 12' })).toBeTruthy();
    expect(facts()).toEqual(expect.arrayContaining(['Amber jar · 180 g · Ivory · Oud · Cotton wick', '2', '11,800 IQD', 'Pickup at Candleshop Studio', 'Ring twice', '23,600 IQD · not paid']));
    fireEvent.submit(screen.getByRole('button', { name: 'Move' }).closest('form')!);
    await waitFor(() => expect(network.sent.find((call) => call.operation === 'AdminMoveRequest')?.variables).toEqual({ kind: 'refill', id: '12', status: 'accepted', version: 4, note: null }));
  });

  it("shows a ticket's workshop, people and price band", async () => {
    const ticket = { uuid: 't-31', people: 3, method: 'fib', workshop: { id: '2', title: 'Beeswax pillars', date: '2026-12-05T12:00:00Z' }, ticket: { min: 1, max: 4, price: 25000 } };
    network.answers.AdminRequest = () => adminRequest('ticket', { ticket });
    await viewAdmin('adminRequest', { kind: 'ticket', id: '12' });
    expect(await screen.findByRole('heading', { name: 'Ticket 12' })).toBeTruthy();
    expect(facts()).toEqual(expect.arrayContaining(['Beeswax pillars · 5/12/2026 15:00', '3', '1–4 · 25,000 IQD', 't-31']));
  });

  it("offers a paid ticket's refund through its provider (issue 28 item 3)", async () => {
    const ticket = { uuid: 't-31', people: 3, method: 'fib', workshop: { id: '2', title: 'Beeswax pillars', date: '2026-12-05T12:00:00Z' }, ticket: { min: 1, max: 4, price: 25000 } };
    network.answers.AdminRequest = () => adminRequest('ticket', { ticket, paid: true, refunds: { received: 23600, refunded: 0, refundable: 23600, items: [] } });
    await viewAdmin('adminRequest', { kind: 'ticket', id: '12' });
    const box = within((await screen.findByRole('heading', { name: 'Refunds' })).closest('section')!);
    expect(box.getByRole('radio', { name: 'Through FIB' })).toBeTruthy();
    expect(box.getByText('At most 23,600 IQD')).toBeTruthy();
  });

  it('quotes a personalized request with a whole price, and refuses any other', async () => {
    const personalized = { description: 'A candle shaped like our house', file: null, fileType: null, price: null, accepted: false, method: null };
    network.answers.AdminRequest = () => adminRequest('personalized', { personalized, total: null, moves: ['quoted', 'rejected'] });
    network.answers.AdminQuotePersonalized = () => ({ data: { adminQuotePersonalized: { id: '12', status: 'quoted', version: 5 } } });
    await viewAdmin('adminRequest', { kind: 'personalized', id: '12' });
    expect(await screen.findByText('A candle shaped like our house')).toBeTruthy();
    expect(facts()).toContain('not priced yet');
    // A personalized request is quoted by the form, never moved to quoted bare.
    expect([...(screen.getByLabelText('New status') as HTMLSelectElement).options].map((option) => option.value)).toEqual(['rejected']);
    const price = screen.getByLabelText('Price in IQD');
    fireEvent.submit(price.closest('form')!);
    expect(await screen.findByText('Enter a whole number of dinars from 1 to 100,000,000.')).toBeTruthy();
    fireEvent.input(price, { target: { value: '45000' } });
    fireEvent.submit(price.closest('form')!);
    await waitFor(() => expect(network.sent.find((call) => call.operation === 'AdminQuotePersonalized')?.variables).toEqual({ id: '12', price: 45000, version: 4, note: null }));
    // The page asks again, to show the request as it stands now.
    await waitFor(() => expect(network.sent.filter((call) => call.operation === 'AdminRequest')).toHaveLength(2));
  });

  it("marks a subscription's month prepared, and shows a refusal", async () => {
    const subscription = {
      method: 'cash',
      pickup: false,
      address: 'Street 9',
      package: { title: 'Monthly calm' },
      price: { months: 3, price: 30000 },
      gift: { name: 'Lana', phone: '07501112222', message: null },
      city: { name: 'Duhok' },
      sellingPoint: null,
      months: [
        { month: 1, date: '2026-12-01', status: 'delivered' },
        { month: 2, date: '2027-01-01', status: 'scheduled' },
      ],
    };
    network.answers.AdminRequest = () => adminRequest('subscription', { subscription });
    network.answers.AdminMoveSubscriptionMonth = () => refused('admin.changed');
    await viewAdmin('adminRequest', { kind: 'subscription', id: '12' });
    expect(await screen.findByRole('heading', { name: 'Subscription 12' })).toBeTruthy();
    expect(facts()).toEqual(expect.arrayContaining(['Monthly calm · 3 months', 'Duhok · Street 9', 'Lana · 0750 111 2222']));
    expect(screen.queryByRole('button', { name: 'Mark month 1 prepared' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Mark month 2 prepared' }));
    expect(await screen.findByText(/Someone changed this meanwhile/)).toBeTruthy();
    expect(network.sent.find((call) => call.operation === 'AdminMoveSubscriptionMonth')?.variables).toEqual({ id: '12', month: 2, status: 'being prepared', version: 4 });
  });

  it('shows a request in Arabic with Arabic-Indic digits', async () => {
    network.answers.AdminRequest = () => adminRequest('refill', { refill });
    await viewAdmin('adminRequest', { kind: 'refill', id: '12' }, {}, 'ar');
    expect(await screen.findByText('٢٣٬٦٠٠ د.ع', { exact: false })).toBeTruthy();
  });
});
