import { atom } from 'nanostores';
import { pageTimers, type Timers } from '../internal/timers.js';
import { cartControl } from './cart.js';
import { offerPhonePopup, resetPhonePopup } from './phone-popup.js';
import { refillCartControl } from './refill-cart.js';
import { shared } from './registry.js';
import { $user, type User } from './user.js';

/** SPEC §4 Auth flags. */
export interface AuthState {
  loggedIn: boolean;
  /** Whether the server was asked who is signed in (SPEC §2 Navigation guard). */
  checked: boolean;
  /** The account waits for its email to be verified (SPEC §6 Pending account). */
  pending: boolean;
}

const UNKNOWN: AuthState = { loggedIn: false, checked: false, pending: false };

/** SPEC §4 Social login: the phone popup comes 200 ms after a social sign-in. */
export const SOCIAL_PHONE_POPUP_MS = 200;

/** Who is signed in, as far as the page knows. Shared by the host site and every widget. */
export const $auth = shared('auth', () => atom<AuthState>(UNKNOWN));

function signIn(user: User, pending: boolean): void {
  $user.set(user);
  $auth.set({ loggedIn: true, checked: true, pending });
  offerPhonePopup(user);
}

/** Records a successful login (SPEC §4: login clears pending). */
export function loggedIn(user: User): void {
  signIn(user, false);
}

/** Records a registration (SPEC §4: register sets pending when the returned status is pending). */
export function registered(user: User, status: string | null | undefined): void {
  signIn(user, status === 'pending');
}

/**
 * Records the answer of the `user` query (SPEC §4: user load clears pending); `undefined` when no
 * one is signed in or the call failed (SPEC §4 Start-up: a failed user fetch is ignored).
 */
export function userLoaded(user: User | undefined): void {
  if (user) return signIn(user, false);
  $user.set(undefined);
  $auth.set({ loggedIn: false, checked: true, pending: false });
}

/**
 * Records a social login (SPEC §4: clears pending; sets the phone-popup flag after 200 ms). The
 * popup is only offered to a user still without a phone: it exists to complete a missing phone.
 */
export function socialLoggedIn(user: User, timers: Timers = pageTimers): void {
  $user.set(user);
  $auth.set({ loggedIn: true, checked: true, pending: false });
  timers.setTimeout(() => {
    const current = $user.get();
    if (current?.id === user.id) offerPhonePopup(current);
  }, SOCIAL_PHONE_POPUP_MS);
}

/**
 * Records a logout (SPEC §4: clears everything, the phone popup included). `checked` goes back to
 * false as well, so a guard asks the server again rather than trust a logout call that may have
 * failed server-side. The carts show the (empty, already saved) local lines again.
 */
export function loggedOut(): void {
  $auth.set(UNKNOWN);
  $user.set(undefined);
  resetPhonePopup();
  void cartControl.connect(undefined);
  void refillCartControl.connect(undefined);
}
