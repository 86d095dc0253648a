import type { Kysely } from 'kysely';
import { takeRateSlot } from '../../db/repositories/accounts/rate-events.js';
import { findUserById } from '../../db/repositories/accounts/users.js';
import type { Database } from '../../db/types.js';
import { refused, unauthorized } from '../../errors.js';

/** Requests of each kind one account may send an hour (SECURITY-REVIEW M3: each one mails the shop). */
export const REQUESTS_PER_ACCOUNT_HOUR = 10;

/**
 * Refuses an account whose email is not verified yet (SECURITY-REVIEW L3): it may buy (SPEC §6
 * lets guests buy), but not write reviews, send white-label or personalized requests, nor become
 * staff. The client shows SPEC §8's "Your account needs to be verified" for `account.pending`.
 */
export async function requireVerifiedAccount(db: Kysely<Database>, userId: number): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized();
  if (user.status !== 'active') throw refused('account.pending');
}

/** Counts one request of `kind` for the account; `rate.limited` past the hourly limit (SECURITY-REVIEW M3). */
export async function takeAccountRequest(db: Kysely<Database>, kind: 'whiteLabel' | 'personalized', userId: number): Promise<void> {
  if (!(await takeRateSlot(db, kind, `user:${userId}`, REQUESTS_PER_ACCOUNT_HOUR, 60 * 60 * 1000))) throw refused('rate.limited');
}
