import { atom } from 'nanostores';
import { shared } from './registry.js';
import { $user, type User } from './user.js';

/** The phone-completion popup (SPEC §2, §4 Phone popup). */
export interface PhonePopupState {
  open: boolean;
  /** The shopper closed it; it is no longer offered by itself. */
  dismissed: boolean;
}

const CLOSED: PhonePopupState = { open: false, dismissed: false };

/** Whether the phone-completion popup shows. */
export const $phonePopup = shared('phonePopup', () => atom<PhonePopupState>(CLOSED));

/** SPEC §4: the popup appears when the user has no phone and has not dismissed it. */
export function offerPhonePopup(user: Pick<User, 'phone'>): void {
  const state = $phonePopup.get();
  if (!user.phone && !state.dismissed && !state.open) $phonePopup.set({ ...state, open: true });
}

/** SPEC §4, §8: re-opens, even if dismissed, when the server answers `Unauthorized.phone`. */
export function openPhonePopup(): void {
  $phonePopup.set({ ...$phonePopup.get(), open: true });
}

/** SPEC §4: closing hides it. */
export function closePhonePopup(): void {
  $phonePopup.set({ open: false, dismissed: true });
}

/** SPEC §4: a successful phone update closes the popup and the user now has that phone. */
export function phoneUpdated(phone: string): void {
  const user = $user.get();
  if (user) $user.set({ ...user, phone });
  $phonePopup.set({ ...$phonePopup.get(), open: false });
}

/** Forgets the popup's state (SPEC §4: logout clears the phone popup too). */
export function resetPhonePopup(): void {
  $phonePopup.set(CLOSED);
}
