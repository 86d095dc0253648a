import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/preact';
import { network, renderIn, stubNetwork } from '../../test-support.js';
import { viewAdmin } from '../admin-test-support.js';
import { PlanFigures } from './plan-figures.js';

stubNetwork();

// Issue 37 item 1: the back office's coming plan refills and the dashboard's plan figures.

const cycles = [
  { cycleId: '40', planId: '7', dueOn: '2026-12-08', status: 'confirmed', refillId: '31', refillStatus: 'pending', total: 24000, name: 'Sara', phone: '+9647701234567', pickup: false },
  { cycleId: null, planId: '8', dueOn: '2026-12-20', status: 'planned', refillId: null, refillStatus: null, total: 12000, name: 'Karwan', phone: '+9647509876543', pickup: true },
];

describe('PlanCyclesPage', () => {
  it('lists the coming refills by day with the customer, phone, place, status, request and total', async () => {
    network.answers.AdminPlanCycles = () => ({ data: { adminPlanCycles: cycles } });
    await viewAdmin('adminPlanCycles');
    expect(await screen.findByRole('heading', { name: 'Refill plans: the next 30 days' })).toBeTruthy();
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['8/12/2026', 'Sara', '0770 123 4567', 'Delivery', 'Confirmed', 'Refill request 31Pending', '24,000 IQD'],
      ['20/12/2026', 'Karwan', '0750 987 6543', 'Pickup', 'Planned (not announced yet)', 'None yet', '12,000 IQD'],
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Refill request 31' }).getAttribute('href')).toBe('/admin/requests/refill/31');
    expect(within(rows[0]!).getByRole('link', { name: 'Call Sara on 0770 123 4567' }).getAttribute('href')).toBe('tel:+9647701234567');
  });

  it('says when there is none, in Arabic', async () => {
    network.answers.AdminPlanCycles = () => ({ data: { adminPlanCycles: [] } });
    await viewAdmin('adminPlanCycles', {}, {}, 'ar');
    expect(await screen.findByText('لا توجد تعبئة خطط في الأيام الثلاثين القادمة.')).toBeTruthy();
  });
});

describe('PlanFigures', () => {
  it('shows active and paused plans and the refills expected, in the language’s digits', async () => {
    network.answers.AdminPlanFigures = () => ({ data: { adminPlanFigures: { activePlans: 12, pausedPlans: 3, expectedRefills: 17 } } });
    await viewAdmin('admin', {}, {}, 'ar');
    const figures = await screen.findByRole('region', { name: 'خطط إعادة التعبئة' });
    expect(await within(figures).findByText('١٢')).toBeTruthy();
    expect(within(figures).getByText('٣')).toBeTruthy();
    expect(within(figures).getByText('١٧')).toBeTruthy();
    expect(within(figures).getByRole('link', { name: 'اعرض تعبئات الخطط القادمة' }).getAttribute('href')).toBe('/ar/admin/plan-cycles');
  });

  it('says a failure with a retry', async () => {
    network.answers.AdminPlanFigures = () => ({ errors: [{ message: 'forbidden', extensions: { code: 'FORBIDDEN' } }] });
    await renderIn(<PlanFigures />);
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
