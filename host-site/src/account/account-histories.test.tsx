import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/preact';
import { failThenRetry, network, renderIn, stubNetwork } from '../test-support.js';
import { OrderHistory } from './order-history.js';
import { RefillHistory } from './refill-history.js';
import { TicketHistory } from './ticket-history.js';
import { PersonalizedHistory } from '../personalized/personalized-history.js';
import { SubscriptionHistory } from '../subscriptions/subscription-history.js';

stubNetwork();

const date = '2026-11-22T10:00:00+03:00';
const workshop = { id: '2', title: 'Beeswax pillars', image: null, date: '2026-12-05T15:00:00+03:00', past: false };
const ticket = { id: '31', uuid: 't-31', paid: true, method: 'fib', date, status: 'accepted', people: 2, total: 50000, qrCode: null, calendar: null, ticket: { id: '1', min: 1, max: 4, price: 25000 }, workshop };

// Each history of the account page: its query, what it answers when there is nothing, one row, and
// the texts a customer reads for each state.
const histories = [
  {
    name: 'OrderHistory',
    ui: <OrderHistory />,
    operation: 'MyOrders',
    empty: { orders: [] },
    one: { orders: [{ id: '7', date, status: 'being prepared', total: 41000, paid: false, method: 'cash' }] },
    failure: 'We could not reach the shop.',
    none: 'You have no orders yet.',
    facts: ['Order #7', '22/11/2026', 'Being prepared', '41,000 IQD'],
    link: ['View order #7', '/orders/7'],
  },
  {
    name: 'RefillHistory',
    ui: <RefillHistory />,
    operation: 'MyRefills',
    empty: { refills: [] },
    one: { refills: [{ id: '12', date, status: 'pending', total: 23600, paid: true, method: 'fib' }] },
    failure: 'We could not reach the shop.',
    none: 'You have no refill requests yet.',
    facts: ['Refill request 12', 'Pending', '23,600 IQD', 'Paid'],
    link: ['View refill request 12', '/refills/12'],
  },
  {
    name: 'TicketHistory',
    ui: <TicketHistory />,
    operation: 'MyTickets',
    empty: { tickets: [] },
    one: { tickets: [ticket] },
    failure: 'Could not load your tickets.',
    none: 'You have no tickets yet.',
    facts: ['Beeswax pillars', 'Accepted', '50,000 IQD'],
    link: ['Ticket 31', '/tickets/31'],
  },
  {
    name: 'PersonalizedHistory',
    ui: <PersonalizedHistory />,
    operation: 'MyPersonalizedRequests',
    empty: { personalizedRequests: [] },
    one: { personalizedRequests: [{ id: '5', date, status: 'pending', price: null, accepted: false, paid: false }] },
    failure: 'Could not load your personalized candle requests.',
    none: 'You have not sent a personalized candle request yet.',
    facts: ['22/11/2026', 'Waiting for a price'],
    link: ['Request 5', '/personalized/5'],
  },
  {
    name: 'SubscriptionHistory',
    ui: <SubscriptionHistory />,
    operation: 'MySubscriptions',
    empty: { mySubscriptions: [] },
    one: { mySubscriptions: [{ id: '4', date, status: 'accepted', total: 90000, paid: true, package: { id: '1', title: 'Monthly calm' }, price: { months: 3 } }] },
    failure: 'Could not load the subscriptions.',
    none: 'You have no subscription yet.',
    facts: ['Monthly calm', '22/11/2026', '90,000 IQD'],
    link: ['View subscription 4', '/subscriptions/4'],
  },
];

describe.each(histories)('$name', ({ ui, operation, empty, one, failure, none, facts, link }) => {
  it('loads, shows a failure with a retry that works, then the rows', async () => {
    await failThenRetry(ui, operation, () => ({ data: one }), { message: failure });
    const row = (await screen.findByRole('listitem')) as HTMLElement;
    for (const fact of facts) expect(within(row).getAllByText(fact, { exact: false }).length).toBeGreaterThan(0);
    expect(within(row).getByRole('link', { name: link[0] }).getAttribute('href')).toBe(link[1]);
    expect(network.sent.map((call) => call.operation)).toEqual([operation, operation]);
  });

  it('says when there is nothing yet', async () => {
    network.answers[operation] = () => ({ data: empty });
    await renderIn(ui);
    expect(await screen.findByText(none)).toBeTruthy();
    expect(screen.queryByRole('listitem')).toBeNull();
  });
});

describe('the histories in Arabic', () => {
  it('number and date with Arabic-Indic digits', async () => {
    network.answers.MyOrders = () => ({ data: histories[0]!.one });
    await renderIn(<OrderHistory />, 'ar');
    const row = await screen.findByRole('listitem');
    expect(within(row).getByRole('heading').textContent).toContain('٧');
    expect(row.textContent).toContain('٤١٬٠٠٠ د.ع');
  });
});
