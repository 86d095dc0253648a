import { computed } from 'nanostores';
import { $auth } from './auth.js';
import { shared } from './registry.js';
import { $user } from './user.js';

/**
 * Whether the shopper's sales need the human check (SECURITY-REVIEW-2 N3): a guest's, and a
 * signed-in account's while its email is not verified (SPEC §4's pending flag after sign-up, or
 * the account's `pending` status, which the user query still answers after a reload). Forms get a
 * token and show the check's note when it is true.
 */
export const $humanCheckNeeded = shared('humanCheckNeeded', () =>
  computed([$auth, $user], (auth, user) => !auth.loggedIn || auth.pending || user?.status === 'pending'),
);
