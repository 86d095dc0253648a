import { beforeEach, describe, expect, it, vi } from 'vitest';
import { candleDraft } from '../internal/fixtures.js';
import { freshPage } from '../internal/fresh-page.js';
import type { User } from './user.js';

const ada: User = { id: '1', name: 'Ada', email: 'ada@example.iq', phone: '07701234567', status: 'active' };
const noPhone: User = { ...ada, id: '2', phone: null };

async function load() {
  const auth = await import('./auth.js');
  const { $user } = await import('./user.js');
  const { $phonePopup } = await import('./phone-popup.js');
  return { ...auth, $user, $phonePopup };
}

describe('$auth', () => {
  beforeEach(freshPage);

  it('starts unchecked and signed out', async () => {
    const { $auth, $user } = await load();
    expect($auth.get()).toEqual({ loggedIn: false, checked: false, pending: false });
    expect($user.get()).toBeUndefined();
  });

  it('sets pending on registration when the returned status is pending', async () => {
    const { $auth, $user, registered } = await load();
    registered(ada, 'pending');
    expect($auth.get()).toEqual({ loggedIn: true, checked: true, pending: true });
    expect($user.get()).toEqual(ada);
    registered(ada, 'active');
    expect($auth.get().pending).toBe(false);
  });

  it('clears pending on login, user load and social login', async () => {
    const { $auth, registered, loggedIn, userLoaded, socialLoggedIn } = await load();
    for (const clear of [() => loggedIn(ada), () => userLoaded(ada), () => socialLoggedIn(ada)]) {
      registered(ada, 'pending');
      clear();
      expect($auth.get()).toEqual({ loggedIn: true, checked: true, pending: false });
    }
  });

  it('records a user load that found no one as checked and signed out', async () => {
    const { $auth, userLoaded } = await load();
    userLoaded(undefined);
    expect($auth.get()).toEqual({ loggedIn: false, checked: true, pending: false });
  });

  it('offers the phone popup to a user without a phone', async () => {
    const { $phonePopup, loggedIn } = await load();
    loggedIn(ada);
    expect($phonePopup.get().open).toBe(false);
    loggedIn(noPhone);
    expect($phonePopup.get().open).toBe(true);
  });

  it('opens the phone popup 200 ms after a social login', async () => {
    vi.useFakeTimers();
    try {
      const { $phonePopup, socialLoggedIn } = await load();
      socialLoggedIn(noPhone);
      vi.advanceTimersByTime(199);
      expect($phonePopup.get().open).toBe(false);
      vi.advanceTimersByTime(1);
      expect($phonePopup.get().open).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('clears everything on logout, the phone popup included', async () => {
    const { $auth, $user, $phonePopup, loggedIn, loggedOut } = await load();
    const { $cart, cart, cartControl } = await import('./cart.js');
    loggedIn(noPhone);
    await cartControl.connect({
      list: async () => [{ ...candleDraft(), id: 'srv-1', total: 18000 }],
      add: async () => [],
      edit: async () => [],
      remove: async () => [],
    });
    expect($cart.get().items).toHaveLength(1);
    loggedOut();
    expect($auth.get()).toEqual({ loggedIn: false, checked: false, pending: false });
    expect($user.get()).toBeUndefined();
    expect($phonePopup.get()).toEqual({ open: false, dismissed: false });
    expect($cart.get().items).toEqual([]);
    // The guest cart works locally again.
    await cart.add(candleDraft());
    expect(localStorage.getItem('cart')).not.toBeNull();
  });
});
