import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { network, stubNetwork } from '../../test-support.js';
import { auditEntry, onePage, viewAdmin } from '../admin-test-support.js';

stubNetwork();

// Issue 36: the couriers the owner keeps: the list, adding a Zain courier, a wrong phone refused
// before sending, deactivating, and a courier's page with their runs and cash.

const karwan = { id: '4', name: 'Karwan', phone: '0780 111 0002', active: true, version: 1, runCount: 1 };
const shvan = { id: '5', name: 'Shvan', phone: null, active: false, version: 2, runCount: 0 };

describe('the couriers pages', () => {
  it('lists couriers, adds one with a Zain number and refuses a wrong phone before sending', async () => {
    network.answers.AdminCouriers = () => ({ data: { adminCouriers: [karwan, shvan] } });
    network.answers.AdminSaveCourier = () => ({ data: { adminSaveCourier: { ...karwan, id: '6', name: 'Dilan', phone: '0790 123 4567' } } });
    await viewAdmin('adminCouriers');
    const row = (await screen.findByRole('link', { name: 'Open Karwan' })).closest('tr') as HTMLElement;
    for (const fact of ['0780 111 0002', 'Active']) expect(within(row).getByText(fact)).toBeTruthy();
    const other = screen.getByRole('link', { name: 'Open Shvan' }).closest('tr') as HTMLElement;
    for (const fact of ['no phone yet', 'Not active']) expect(within(other).getByText(fact)).toBeTruthy();

    fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'Dilan' } });
    fireEvent.input(screen.getByLabelText(/^Phone/), { target: { value: '0123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the courier' }));
    expect(await screen.findByText(/Enter an Iraqi mobile number/)).toBeTruthy();
    expect(network.sent.some((call) => call.operation === 'AdminSaveCourier')).toBe(false);

    fireEvent.input(screen.getByLabelText(/^Phone/), { target: { value: '0790 123 4567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the courier' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(network.sent.find((call) => call.operation === 'AdminSaveCourier')?.variables).toEqual({ input: { id: null, version: null, name: 'Dilan', phone: '0790 123 4567' } });
  });

  it('deactivates a courier at the version read', async () => {
    network.answers.AdminCouriers = () => ({ data: { adminCouriers: [karwan] } });
    network.answers.AdminSetCourierActive = () => ({ data: { adminSetCourierActive: { ...karwan, active: false, version: 2 } } });
    await viewAdmin('adminCouriers');
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate Karwan' }));
    await waitFor(() => expect(network.sent.find((call) => call.operation === 'AdminSetCourierActive')?.variables).toEqual({ id: '4', version: 1, active: false }));
  });

  it('shows a courier’s runs with the orders and the cash expected and collected, in Arabic', async () => {
    const run = { id: '7', date: '2027-03-01', courier: 'Karwan', courierId: '4', status: 'closed', city: { id: '3', name: 'أربيل' }, stopCount: 2, waiting: 0, cashExpected: 41_000, cashCollected: 40_000 };
    const facts = { cashReturned: 40_000, cashDifference: 0, stopDifferences: 1, createdBy: null, createdAt: '2027-03-01T09:00:00+03:00', closedAt: null, closedBy: null };
    network.answers.AdminCourier = () => ({ data: { adminCourier: { ...karwan, runs: onePage([{ ...run, ...facts }]), audit: [{ ...auditEntry, action: 'courier.create' }] } } });
    await viewAdmin('adminCourier', { id: '4' }, {}, 'ar');
    const row = (await screen.findByRole('link', { name: /٧/ })).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('٢');
    expect(row.textContent).toContain('٤١٬٠٠٠');
    expect(row.textContent).toContain('٤٠٬٠٠٠');
  });
});
