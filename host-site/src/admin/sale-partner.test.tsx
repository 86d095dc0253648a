import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/preact';
import { network, stubNetwork } from '../test-support.js';
import { adminOrder, adminRequest, viewAdmin } from './admin-test-support.js';

stubNetwork();

// Issue 26: staff see which partner brought a sale, with the commission percent of that day.
const facts = () => screen.getAllByRole('definition').map((item) => item.textContent);
const partner = { name: 'Dar al-Hadaya', commissionPercent: 12.5 };
describe("the partner line of the back office's sale pages", () => {
  it("names an order's partner and its commission", async () => {
    network.answers.AdminOrder = () => ({ data: { adminOrder: { ...adminOrder, partner } } });
    await viewAdmin('adminOrder', { id: '42' });
    expect(await screen.findByText('Partner')).toBeTruthy();
    expect(facts()).toContain('Dar al-Hadaya · 12.5% commission');
  });

  it('names the partner without the commission, and shows no refunds, for staff who are not the owner (SECURITY-REVIEW-2 N12)', async () => {
    network.answers.AdminOrder = () => ({
      data: { adminOrder: { ...adminOrder, order: { ...adminOrder.order, paid: true }, partner: { ...partner, commissionPercent: null }, refunds: null } },
    });
    await viewAdmin('adminOrder', { id: '42' });
    expect(await screen.findByText('Partner')).toBeTruthy();
    expect(facts()).toContain('Dar al-Hadaya');
    expect(screen.queryByRole('heading', { name: 'Refunds' })).toBeNull();
  });

  it('shows no partner line for a sale no partner brought', async () => {
    network.answers.AdminOrder = () => ({ data: { adminOrder: { ...adminOrder, partner: null } } });
    await viewAdmin('adminOrder', { id: '42' });
    expect(await screen.findByRole('heading', { name: 'Order 42' })).toBeTruthy();
    expect(screen.queryByText('Partner')).toBeNull();
  });

  it("names a request's partner in Arabic with Arabic-Indic digits", async () => {
    network.answers.AdminRequest = () => adminRequest('refill', { partner, moves: [] });
    await viewAdmin('adminRequest', { kind: 'refill', id: '12' }, {}, 'ar');
    expect(await screen.findByText('الشريك')).toBeTruthy();
    expect(facts().find((text) => text?.startsWith('Dar al-Hadaya'))).toBe('Dar al-Hadaya · عمولة ١٢٫٥٪');
  });
});
