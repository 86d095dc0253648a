import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/preact';
import { expectNotFound, failThenRetry, network, offline, renderIn, stubNetwork } from '../test-support.js';
import { GuestTicket } from './guest-ticket.js';
import { TicketPage } from './ticket-page.js';

stubNetwork();

const ticket = (fields: Record<string, unknown> = {}) => ({
  id: '31',
  uuid: 't-31',
  paid: true,
  method: 'fib',
  date: '2026-11-22T10:00:00+03:00',
  status: 'accepted',
  people: 3,
  total: 75000,
  qrCode: 'data:image/png;base64,QR',
  calendar: null,
  ticket: { id: '1', min: 1, max: 4, price: 25000 },
  workshop: { id: '2', title: 'Beeswax pillars', image: null, date: '2026-12-05T12:00:00Z', past: false },
  ...fields,
});
const guest = { name: 'Sara', email: 'sara@example.com', phone: '07701234567', address: null };
const facts = () => screen.getAllByRole('definition').map((item) => item.textContent);

describe('TicketPage', () => {
  it('loads, shows a failure with a retry that works, then the ticket as shown at the door', async () => {
    await failThenRetry(<TicketPage id="31" />, 'MyTicket', () => ({ data: { myTicket: ticket() } }), { loading: 'Loading your ticket…' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket 31' })).toBeTruthy();
    expect(screen.getByText('Bought on 22/11/2026')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Beeswax pillars' })).toBeTruthy();
    expect(facts()).toEqual(['5/12/2026 at 15:00, Baghdad time', '3', '75,000 IQD', 'Accepted', 'FIB · Paid']);
    expect(screen.getByRole('img', { name: 'QR code of your ticket' })).toBeTruthy();
    expect(screen.getByText('Reference: \u2068t-31\u2069')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    expect(network.sent[0]).toEqual({ operation: 'MyTicket', variables: { id: '31' } });
  });

  it('shows what gift cards paid of a ticket before what was left to pay (issue 35)', async () => {
    network.answers.MyTicket = () => ({ data: { myTicket: ticket({ total: 25000, giftCardPaid: 50000 }) } });
    await renderIn(<TicketPage id="31" />);
    await screen.findByRole('heading', { level: 1, name: 'Ticket 31' });
    expect(facts()).toEqual(['5/12/2026 at 15:00, Baghdad time', '3', '−50,000 IQD', '25,000 IQD', 'Accepted', 'FIB · Paid']);
    expect(screen.getByText('Gift cards')).toBeTruthy();
  });

  it("asks to sign in with the buyer's account when the ticket is not this customer's", async () => {
    await expectNotFound(<TicketPage id="31" />, 'MyTicket', 'This ticket could not be found. Sign in with the account that bought it.');
  });

  it('offers an unpaid online ticket a payment', async () => {
    network.answers.MyTicket = () => ({ data: { myTicket: ticket({ paid: false, status: 'pending' }) } });
    await renderIn(<TicketPage id="31" />);
    expect(await screen.findByRole('button', { name: 'Pay now' })).toBeTruthy();
    expect(facts()).toContain('FIB · Not paid yet');
  });

  it('offers no payment for a ticket no longer pending', async () => {
    network.answers.MyTicket = () => ({ data: { myTicket: ticket({ paid: false, status: 'cancelled' }) } });
    await renderIn(<TicketPage id="31" />);
    expect(await screen.findByText('FIB · Not paid yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
  });

  it('works in Arabic with Arabic-Indic digits', async () => {
    network.answers.MyTicket = () => ({ data: { myTicket: ticket() } });
    await renderIn(<TicketPage id="31" />, 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'التذكرة ٣١' })).toBeTruthy();
    expect(facts()).toContain('٧٥٬٠٠٠ د.ع');
  });
});

describe('GuestTicket', () => {
  it('finds a guest ticket by its token and email', async () => {
    network.answers.GuestTicket = () => ({ data: { guestTicketByUuid: { ...ticket({ method: 'cash', paid: false }), ...guest } } });
    await renderIn(<GuestTicket uuid="t-31" email="sara@example.com" />);
    expect(screen.getByRole('status').textContent).toBe('Loading your ticket…');
    expect(await screen.findByRole('heading', { level: 3, name: 'Beeswax pillars' })).toBeTruthy();
    expect(facts()).toContain('Cash · Not paid yet');
    expect(network.sent[0]).toEqual({ operation: 'GuestTicket', variables: { uuid: 't-31', email: 'sara@example.com' } });
  });

  it('says a ticket that does not match was not found, and offers a retry only for a failure that may pass', async () => {
    await renderIn(<GuestTicket uuid="t-31" />);
    expect((await screen.findByRole('alert')).textContent).toContain('This ticket could not be found. Check the link in your confirmation email.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(network.sent[0]?.variables).toEqual({ uuid: 't-31', email: null });
  });

  it('retries after a network failure', async () => {
    network.answers.GuestTicket = offline;
    await renderIn(<GuestTicket uuid="t-31" email="sara@example.com" />);
    await screen.findByRole('alert');
    network.answers.GuestTicket = () => ({ data: { guestTicketByUuid: { ...ticket(), ...guest } } });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Reference: \u2068t-31\u2069')).toBeTruthy();
  });
});
