import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/preact';
import { failThenRetry, network, refused, stubNetwork } from '../test-support.js';
import { adminOrder, adminWorkshop, customer, onePage, staff, viewAdmin } from './admin-test-support.js';
import type { AdminRoute } from './admin-section.js';

stubNetwork();

const product = { id: '8', version: 2, title: 'Tigris jasmine', image: null, stock: 14, price: null, visible: true, lowStockThreshold: 5, sizes: [{ id: '3', price: 18000, size: { id: '1', title: '180 g' } }] };
const request = { kind: 'refill', id: '12', status: 'pending', version: 1, date: '2026-11-22T07:00:00Z', total: 23600, paid: false, customer, refundsDue: [{ amount: 23600, provider: 'fib', transaction: 'tx-9' }] };

// Each list of the back office: its route, query, the answer of one row, what is said when there
// is none, and the facts staff read in the row.
const lists: { name: string; route: AdminRoute; operation: string; field: string; row: unknown; none: string; facts: string[] }[] = [
  {
    name: 'orders',
    route: 'adminOrders',
    operation: 'AdminOrders',
    field: 'adminOrders',
    row: { ...adminOrder, refundsDue: [{ amount: 41000, provider: 'zaincash', transaction: 'tx-1' }] },
    none: 'No order matches.',
    facts: ['Order 42', 'Sara', 'Accepted', '41,000 IQD', 'Refund due: 41,000 IQD via ZainCash, transaction tx-1'],
  },
  {
    name: 'requests',
    route: 'adminRequests',
    operation: 'AdminRequests',
    field: 'adminRequests',
    row: request,
    none: 'No request matches.',
    facts: ['Refill request 12', '22/11/2026 10:00', 'Sara', 'Pending', '23,600 IQD · not paid', 'Refund due: 23,600 IQD via FIB, transaction tx-9'],
  },
  {
    name: 'products',
    route: 'adminProducts',
    operation: 'AdminProducts',
    field: 'adminProducts',
    row: product,
    none: 'No product matches.',
    facts: ['Tigris jasmine'],
  },
  {
    name: 'workshops',
    route: 'adminWorkshops',
    operation: 'AdminWorkshops',
    field: 'adminWorkshops',
    row: adminWorkshop,
    none: 'No workshop yet.',
    facts: ['Beeswax pillars', '5/12/2026 15:00', '3 of 12 seats taken'],
  },
  {
    name: 'subscribers',
    route: 'adminSubscribers',
    operation: 'AdminSubscribers',
    field: 'adminSubscribers',
    row: { email: 'reader@example.com', lang: 'ku', confirmedAt: '2026-11-20T09:30:00Z' },
    none: 'No confirmed subscriber yet.',
    facts: ['reader@example.com', 'کوردی', '20/11/2026 12:30'],
  },
];

describe.each(lists)('the $name list', ({ route, operation, field, row, none, facts }) => {
  it('loads, shows a failure with a retry that works, then its rows and their count', async () => {
    await failThenRetry(
      () => viewAdmin(route),
      operation,
      () => ({ data: { [field]: onePage([row]) } }),
    );
    const first = (await screen.findByText(facts[0]!, { exact: false })).closest('tr, li') as HTMLElement;
    for (const fact of facts) expect(within(first).getAllByText(fact, { exact: false }).length).toBeGreaterThan(0);
    expect(screen.getByText('1 in all')).toBeTruthy();
  });

  it('says when nothing matches', async () => {
    network.answers[operation] = () => ({ data: { [field]: onePage([]) } });
    await viewAdmin(route);
    expect(await screen.findByText(none)).toBeTruthy();
  });

  it("shows the server's refusal as a text, not a blank", async () => {
    network.answers[operation] = () => refused('something.else');
    await viewAdmin(route);
    expect((await screen.findByRole('alert')).textContent).toContain('That did not work. Please try again.');
  });
});

describe('the lists in Arabic', () => {
  it('show dates and counts with Arabic-Indic digits', async () => {
    network.answers.AdminWorkshops = () => ({ data: { adminWorkshops: onePage([adminWorkshop]) } });
    await viewAdmin('adminWorkshops', {}, {}, 'ar');
    expect(await screen.findByRole('link', { name: 'شموع شمع العسل' })).toBeTruthy();
    expect(screen.getByText('٥/١٢/٢٠٢٦ ١٥:٠٠')).toBeTruthy();
  });
});

describe('the requests list', () => {
  it('asks for the kind in the address, and marks its tab', async () => {
    network.answers.AdminRequests = () => ({ data: { adminRequests: onePage([]) } });
    await viewAdmin('adminRequests', {}, { kind: 'personalized', status: 'quoted' });
    await screen.findByText('No request matches.');
    expect(network.sent.find((call) => call.operation === 'AdminRequests')?.variables).toEqual({ kind: 'personalized', status: 'quoted', search: null, page: 1 });
    expect(screen.getByRole('link', { name: 'Personalized' }).getAttribute('aria-current')).toBe('page');
  });
});

describe('the products list', () => {
  it('tells staff other than the owner that only the owner changes stock, and locks the fields', async () => {
    network.answers.AdminMe = () => staff(true, 'staff');
    network.answers.AdminProducts = () => ({ data: { adminProducts: onePage([product]) } });
    await viewAdmin('adminProducts');
    expect(await screen.findByText('Only the owner may change stock and prices.')).toBeTruthy();
    // happy-dom does not pass a fieldset's disabled on to its fields; a browser does.
    expect((await screen.findByLabelText('Stock')).closest('fieldset')?.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
