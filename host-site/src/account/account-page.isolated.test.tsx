import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/preact';
import { loggedOut, userLoaded, type User } from '@candleshop/core';
import { network, renderIn, stubNetwork } from '../test-support.js';
import { AccountPage } from './account-page.js';

stubNetwork();
afterEach(() => loggedOut());

const sara: User = {
  id: '9',
  name: 'Sara',
  email: 'sara@example.com',
  phone: '07701234567',
  status: 'active',
  address: 'Street 5',
  profile: null,
  dob: '1994-03-08',
  gender: 'female',
  age: 32,
  city: { id: '3', name: 'Erbil' },
};
const profile = () =>
  Object.fromEntries(
    within(screen.getByRole('region', { name: 'Profile' }))
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('AccountPage', () => {
  it('waits for the signed-in customer', async () => {
    await renderIn(<AccountPage route="account" />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });

  it('shows the profile by default, with every fact the account holds, and marks its section', async () => {
    userLoaded(sara);
    await renderIn(<AccountPage route="account" />);
    expect(screen.getByText('Welcome, Sara')).toBeTruthy();
    expect(profile()).toEqual({
      Name: 'Sara',
      Email: 'sara@example.com',
      Phone: '0770 123 4567',
      City: 'Erbil',
      Address: 'Street 5',
      'Date of birth': '8/3/1994',
      Age: '32',
      Gender: 'Female',
      'Account status': 'Verified',
    });
    expect(screen.getByRole('link', { current: 'page' }).textContent).toBe('Profile');
    expect(screen.getByRole('link', { name: 'Edit profile' }).getAttribute('href')).toBe('/account/accountsetting');
  });

  it('says what is not set, and that an email waits for its verification', async () => {
    userLoaded({ ...sara, status: 'pending', phone: '', address: null, dob: null, age: null, gender: null, city: null });
    await renderIn(<AccountPage route="profile" />);
    expect(profile()).toMatchObject({ Phone: 'Not set', City: 'Not set', Address: 'Not set', 'Date of birth': 'Not set', Age: 'Not set', Gender: 'Prefer not to say', 'Account status': 'Waiting for email verification' });
  });

  it('shows every history in the order history section', async () => {
    userLoaded(sara);
    for (const operation of ['MyOrders', 'MyRefills', 'MyTickets', 'MyPersonalizedRequests', 'MySubscriptions'])
      network.answers[operation] = () => ({ data: { orders: [], refills: [], tickets: [], personalizedRequests: [], mySubscriptions: [] } });
    await renderIn(<AccountPage route="orderHistory" />);
    expect(await screen.findByText('You have no orders yet.')).toBeTruthy();
    expect(await screen.findByText('You have no subscription yet.')).toBeTruthy();
    expect(network.sent.map((call) => call.operation).sort()).toEqual(['MyOrders', 'MyPersonalizedRequests', 'MyRefills', 'MySubscriptions', 'MyTickets']);
  });

  it('shows the profile in Arabic with Arabic-Indic digits', async () => {
    userLoaded(sara);
    await renderIn(<AccountPage route="profile" />, 'ar');
    expect(screen.getByText('٠٧٧٠ ١٢٣ ٤٥٦٧')).toBeTruthy();
    expect(screen.getByText('٣٢')).toBeTruthy();
  });
});
