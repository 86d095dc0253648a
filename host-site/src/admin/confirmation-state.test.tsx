import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { network, refused, stubNetwork } from '../test-support.js';
import { adminOrder, customer, onePage, staff, viewAdmin } from './admin-test-support.js';

stubNetwork();

// Issue 28 item 1: a sale's confirmation in the back office, and the "call the customer" list.

const awaiting = { status: 'awaiting', toCall: true, callAfter: '2026-11-22T22:00:00+03:00', answeredAt: null, calledAt: null, calledBy: null };
// Picks a status the way a browser does (as admin-page.test.tsx: change events reach no select listener under happy-dom).
async function choose(status: string) {
  const select = screen.getByLabelText('New status') as HTMLSelectElement;
  for (const option of select.options) option.selected = option.value === status;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  await waitFor(() => expect((screen.getByLabelText('New status') as HTMLSelectElement).value).toBe(status));
}
const box = async () => within((await screen.findByRole('heading', { name: 'Confirmation by the customer' })).closest('section')!);

describe('the confirmation box of an order', () => {
  it('shows an order awaiting its customer, to call; records the call, then confirms for the customer', async () => {
    let confirmation: Record<string, unknown> = awaiting;
    network.answers.AdminOrder = () => ({ data: { adminOrder: { ...adminOrder, confirmation } } });
    network.answers.AdminConfirmationCalled = () => {
      confirmation = { ...awaiting, calledAt: '2026-11-23T09:30:00+03:00', calledBy: 'owner@example.com' };
      return { data: { adminConfirmationCalled: confirmation } };
    };
    network.answers.AdminAnswerConfirmation = () => {
      confirmation = { ...awaiting, status: 'confirmed', toCall: false, answeredAt: '2026-11-23T09:31:00+03:00' };
      return { data: { adminAnswerConfirmation: confirmation } };
    };
    await viewAdmin('adminOrder', { id: '42' });
    const section = await box();
    expect(section.getByText(/Awaiting confirmation/).textContent).toBe('Awaiting confirmation · To call');
    fireEvent.click(section.getByRole('button', { name: 'Record the call' }));
    expect(await section.findByText('Called 23/11/2026 09:30 by owner@example.com')).toBeTruthy();
    fireEvent.click(section.getByRole('button', { name: 'Confirm for the customer' }));
    await waitFor(() => expect(section.getByText('Confirmed by the customer')).toBeTruthy());
    expect(section.queryByRole('button', { name: 'Cancel for the customer' })).toBeNull();
    expect(network.sent.filter((call) => call.operation.startsWith('AdminConfirmation') || call.operation === 'AdminAnswerConfirmation').map((call) => call.variables)).toEqual([
      { kind: 'order', id: '42' },
      { kind: 'order', id: '42', answer: 'confirm' },
    ]);
  });

  it('asks before accepting an order its customer has not confirmed, and not once they have (issue 36 item 1)', async () => {
    const confirmation = awaiting;
    network.answers.AdminOrder = () => ({ data: { adminOrder: { ...adminOrder, moves: ['accepted', 'cancelled'], confirmation } } });
    network.answers.AdminMoveOrder = () => ({ data: { adminMoveOrder: { ...adminOrder, moves: [], confirmation } } });
    await viewAdmin('adminOrder', { id: '42' });
    expect(await screen.findByText('The customer has not confirmed this sale by its link yet.')).toBeTruthy();
    const ask = screen.getByLabelText('Accept it without their confirmation (for example, after calling them)') as HTMLInputElement;
    expect(ask.required).toBe(true);
    expect((ask.closest('form') as HTMLFormElement).checkValidity()).toBe(false);
    await choose('cancelled');
    await waitFor(() => expect(screen.queryByLabelText(/Accept it without/)).toBeNull());
    await choose('accepted');
    fireEvent.click(await screen.findByLabelText(/Accept it without/));
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(network.sent.map((call) => call.operation)).toContain('AdminMoveOrder'));
  });

  it('offers no confirmation on a sale that has ended, nor a call (issue 36 item 4)', async () => {
    network.answers.AdminOrder = () => ({ data: { adminOrder: { ...adminOrder, order: { ...adminOrder.order, status: 'cancelled' }, moves: [], confirmation: awaiting } } });
    await viewAdmin('adminOrder', { id: '44' });
    const section = await box();
    expect(section.getByText(/Awaiting confirmation/).textContent).toBe('Awaiting confirmation');
    expect(section.queryByRole('button')).toBeNull();
  });

  it('does not ask once the customer confirmed', async () => {
    const confirmation = { ...awaiting, status: 'confirmed', toCall: false };
    network.answers.AdminOrder = () => ({ data: { adminOrder: { ...adminOrder, moves: ['accepted', 'cancelled'], confirmation } } });
    await viewAdmin('adminOrder', { id: '43' });
    expect(await screen.findByText('Confirmed by the customer')).toBeTruthy();
    expect(screen.queryByText('The customer has not confirmed this sale by its link yet.')).toBeNull();
    expect(screen.queryByLabelText(/Accept it without/)).toBeNull();
  });

  it('says why an answer was refused', async () => {
    network.answers.AdminOrder = () => ({ data: { adminOrder: { ...adminOrder, confirmation: awaiting } } });
    network.answers.AdminAnswerConfirmation = () => refused('confirmation.closed', 'REFUSED');
    await viewAdmin('adminOrder', { id: '42' });
    fireEvent.click((await box()).getByRole('button', { name: 'Cancel for the customer' }));
    expect((await screen.findByText('This sale has moved on: it can no longer be confirmed or cancelled here.')).getAttribute('role')).toBe('alert');
  });

  it('shows nothing for a sale without a link (paid online)', async () => {
    network.answers.AdminOrder = () => ({ data: { adminOrder: { ...adminOrder, confirmation: null } } });
    await viewAdmin('adminOrder', { id: '42' });
    expect(await screen.findByRole('heading', { name: 'Order 42' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Confirmation by the customer' })).toBeNull();
  });

  it('marks each order of the list with its confirmation', async () => {
    const row = (id: string, confirmation: unknown) => ({ ...adminOrder, order: { ...adminOrder.order, id }, confirmation });
    network.answers.AdminOrders = () => ({ data: { adminOrders: onePage([row('41', { ...awaiting, status: 'cancelled', toCall: false }), row('42', awaiting), row('43', null)]) } });
    await viewAdmin('adminOrders');
    expect(await screen.findByText('Cancelled by the customer')).toBeTruthy();
    expect(screen.getByText(/Awaiting confirmation/).closest('tr')!.textContent).toContain('Order 42');
  });
});

describe('the call list', () => {
  const entry = (id: string, kind: string, phone: string, calledAt: string | null = null, linkSent = true) => ({
    kind,
    id,
    date: '2026-11-22T10:00:00+03:00',
    callAfter: '2026-11-22T22:00:00+03:00',
    calledAt,
    calledBy: calledAt ? 'staff@example.com' : null,
    linkSent,
    total: 41000,
    name: customer.name,
    phone,
  });

  it('lists who to call in the order the server gives (oldest first), each phone a tel: link, and records a call', async () => {
    let called = false;
    network.answers.AdminCallList = () => ({ data: { adminCallList: [entry('41', 'order', '0770 123 4567', called ? '2026-11-23T09:30:00+03:00' : null), entry('7', 'ticket', '07501234000', null, false)] } });
    network.answers.AdminConfirmationCalled = () => {
      called = true;
      return { data: { adminConfirmationCalled: { ...awaiting, calledAt: '2026-11-23T09:30:00+03:00', calledBy: 'staff@example.com' } } };
    };
    await viewAdmin('adminCalls');
    expect(await screen.findByRole('heading', { name: 'Call the customer', level: 2 })).toBeTruthy();
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows.map((row) => within(row).getAllByRole('link')[0]!.textContent)).toEqual(['Order 41', 'Ticket 7']);
    const phone = within(rows[0]!).getByRole('link', { name: 'Call Sara on 0770 123 4567' });
    expect(phone.getAttribute('href')).toBe('tel:07701234567');
    expect(within(rows[1]!).getByRole('link', { name: 'Ticket 7' }).getAttribute('href')).toBe('/admin/requests/ticket/7');
    // Issue 36: a sale whose link went unanswered and one that never got a link read apart.
    expect(within(rows[0]!).getByText('Link not answered')).toBeTruthy();
    expect(within(rows[1]!).getByText('Never got a link')).toBeTruthy();
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Record the call' }));
    expect(await screen.findByText('Called 23/11/2026 09:30 by staff@example.com')).toBeTruthy();
    expect(network.sent.find((call) => call.operation === 'AdminConfirmationCalled')?.variables).toEqual({ kind: 'order', id: '41' });
  });

  it('says when nobody is to be called, and shows the page in the nav for staff too', async () => {
    network.answers.AdminMe = () => staff(true, 'staff');
    network.answers.AdminCallList = () => ({ data: { adminCallList: [] } });
    await viewAdmin('adminCalls', {}, {}, 'ar');
    expect(await screen.findByText('لا أحد للاتصال به الآن.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'الاتصال بالزبون' }).getAttribute('aria-current')).toBe('page');
  });
});
