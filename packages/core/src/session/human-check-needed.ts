import { $auth, type AuthState } from '../stores/auth.js';
import { $user, type User } from '../stores/user.js';

/**
 * Whether the shopper's sales need the human check (SECURITY-REVIEW-2 N3): a guest's, and a
 * signed-in account's while its email is not verified (SPEC §4's pending flag after sign-up, or
 * the account's `pending` status, which the user query still answers after a reload). Forms get a
 * token and show the check's note when it is true. A plain function of the two stores rather than
 * a store of its own: a computed store would cost every paying widget its code.
 * @example const needed = humanCheckNeeded(useStore($auth), useStore($user));
 */
export function humanCheckNeeded(auth: AuthState = $auth.get(), user: User | undefined = $user.get()): boolean {
  return !auth.loggedIn || auth.pending || user?.status === 'pending';
}
