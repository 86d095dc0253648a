import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/preact';
import { expectNotFound, failThenRetry, network, renderIn, stubNetwork } from '../test-support.js';
import { GiftSubscriptionPage } from './gift-subscription-page.js';
import { SubscriptionPage } from './subscription-page.js';

vi.mock('../api.js', () => import('../test-support.js').then((module) => module.apiModule()));
stubNetwork();

const calm = {
  id: '1',
  title: 'Monthly calm',
  description: 'Two candles a month.',
  image: 'https://cdn.example/calm.jpg',
  prices: [
    { id: '1', months: 3, price: 90000 },
    { id: '2', months: 1, price: 32000 },
  ],
};
const subscription = (fields: Record<string, unknown> = {}) => ({
  id: '4',
  total: 90000,
  method: 'fib',
  paid: true,
  status: 'accepted',
  pickup: false,
  address: 'Street 9',
  date: '2026-11-22T10:00:00+03:00',
  gift: { name: 'Lana', phone: '07501112222', message: null },
  package: { id: '1', title: 'Monthly calm', image: null },
  price: { months: 3, price: 90000 },
  months: [{ month: 1, date: '2026-12-01', status: 'scheduled' }],
  city: { id: '5', name: 'Duhok' },
  sellingPoint: null,
  ...fields,
});
const facts = () => screen.getAllByRole('definition').map((item) => item.textContent);

describe('GiftSubscriptionPage', () => {
  it('loads, shows a failure with a retry that works, then each package with a checkout link per price', async () => {
    await failThenRetry(<GiftSubscriptionPage />, 'SubscriptionPackages', () => ({ data: { subscriptions: [calm] } }), { message: 'Could not load the subscriptions.' });
    const card = (await screen.findByRole('heading', { name: 'Monthly calm' })).closest('li')!;
    expect(within(card).getByRole('link', { name: 'Choose 3 months for 90,000 IQD' }).getAttribute('href')).toBe('/giftsubscription/checkout?package=1&months=3');
    expect(within(card).getByRole('link', { name: 'Choose 1 month for 32,000 IQD' })).toBeTruthy();
  });

  it('shows months and prices in Arabic with Arabic-Indic digits', async () => {
    network.answers.SubscriptionPackages = () => ({ data: { subscriptions: [calm] } });
    await renderIn(<GiftSubscriptionPage />, 'ar');
    const link = await screen.findByRole('link', { name: /٩٠٬٠٠٠ د.ع/ });
    expect(link.textContent).toContain('٣');
  });
});

describe('SubscriptionPage', () => {
  it("loads, shows a failure with a retry that works, then the customer's subscription and its boxes", async () => {
    await failThenRetry(<SubscriptionPage id="4" />, 'MySubscription', () => ({ data: { mySubscription: subscription() } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription 4' })).toBeTruthy();
    expect(facts()).toEqual(['Monthly calm · 3 months', 'A gift for Lana', 'Street 9, Duhok', 'Accepted', 'FIB · Paid', '90,000 IQD']);
    expect(within(screen.getByRole('region', { name: 'Months' })).getByRole('listitem').textContent).toBe('Month 1 1/12/2026 · Scheduled');
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
  });

  it("says a subscription that is not this customer's could not be found, with no retry", async () => {
    await expectNotFound(<SubscriptionPage id="4" />, 'MySubscription', 'This subscription could not be found.');
  });

  it('offers an unpaid online subscription a payment, and names the pickup place', async () => {
    network.answers.MySubscription = () => ({ data: { mySubscription: subscription({ paid: false, status: 'pending', pickup: true, gift: null, sellingPoint: { id: '1', title: 'Candleshop Studio' } }) } });
    await renderIn(<SubscriptionPage id="4" />);
    expect(await screen.findByRole('button', { name: 'Pay now' })).toBeTruthy();
    expect(facts()).toContain('Candleshop Studio');
  });
});
