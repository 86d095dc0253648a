import { describe, expect, it } from 'vitest';
import { guardRoute, routeAccess } from './guard.js';

const guest = { loggedIn: false, checked: true, pending: false };
const unknown = { loggedIn: false, checked: false, pending: false };
const member = { loggedIn: true, checked: true, pending: false };

describe('routeAccess', () => {
  it('knows the signed-out-only, sign-in and open routes', () => {
    expect(['/signin', '/signup', '/forgetpassword', '/resetpassword?token=t&email=e'].map(routeAccess)).toEqual(Array(4).fill('signedOut'));
    expect(['/account', '/account/profile', '/refills/3', '/tickets/1', '/subscriptions/2', '/personalized/5'].map(routeAccess)).toEqual(Array(6).fill('signedIn'));
    expect(['/', '/refill', '/orders/abc?email=a@b.iq', '/verification/success', '/accounts'].map(routeAccess)).toEqual(Array(5).fill('public'));
  });

  it('reads a page in Kurdish or Arabic as the same page', () => {
    expect(['/ar/signin', '/ku/account/profile', '/ar/tickets/1', '/ar', '/ku/shop'].map(routeAccess)).toEqual(['signedOut', 'signedIn', 'signedIn', 'public', 'public']);
  });
});

describe('guardRoute', () => {
  it('keeps signed-in users out of signed-out-only pages', () => {
    expect(guardRoute('/signin', member)).toEqual({ action: 'redirect', to: '/' });
    expect(guardRoute('/signin', guest)).toEqual({ action: 'allow' });
  });

  it('sends a checked guest to /signin at once, remembering the target', () => {
    expect(guardRoute('/account/orderHistory', guest)).toEqual({ action: 'redirect', to: '/signin', remember: '/account/orderHistory' });
  });

  it('asks for a user load first when the login was not checked', () => {
    expect(guardRoute('/account', unknown)).toEqual({ action: 'check' });
    expect(guardRoute('/account', member)).toEqual({ action: 'allow' });
  });

  it('leaves other pages open', () => {
    expect(guardRoute('/shop', unknown)).toEqual({ action: 'allow' });
  });
});
