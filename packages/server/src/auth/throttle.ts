import type { Kysely } from 'kysely';
import { countAttempts, deleteAttemptsBefore, deleteAttemptsOf, insertAttempt } from '../db/repositories/auth-attempts.js';
import type { Database } from '../db/types.js';

/** What is throttled: failed sign-ins, reset-mail requests and newsletter sign-ups (each sends a mail). */
export type AttemptKind = 'login' | 'forgot' | 'newsletter' | 'totp';

/** Window and limits per kind (SECURITY D3, D4). */
export const THROTTLE: Record<AttemptKind, { windowMs: number; perAccount: number; perAddress: number }> = {
  // OWASP: counted per account (not only per address), so spreading over many addresses does not help.
  login: { windowMs: 15 * 60 * 1000, perAccount: 10, perAddress: 30 },
  forgot: { windowMs: 60 * 60 * 1000, perAccount: 3, perAddress: 10 },
  // Issue 13: a sign-up mails a stranger's address; three an hour per address, ten per client.
  newsletter: { windowMs: 60 * 60 * 1000, perAccount: 3, perAddress: 10 },
  // Issue 15: a 6-digit code has a million values; five wrong ones in 15 minutes stop the staff account.
  totp: { windowMs: 15 * 60 * 1000, perAccount: 5, perAddress: 20 },
};

/** Whether the account or the address used up its attempts of this kind in the window. */
export async function isThrottled(db: Kysely<Database>, kind: AttemptKind, account: string, address: string): Promise<boolean> {
  const limits = THROTTLE[kind];
  const since = new Date(Date.now() - limits.windowMs);
  const [byAccount, byAddress] = await Promise.all([
    countAttempts(db, kind, 'account', account, since),
    address === 'unknown' ? 0 : countAttempts(db, kind, 'address', address, since),
  ]);
  return byAccount >= limits.perAccount || byAddress >= limits.perAddress;
}

/** Counts one attempt; old rows of the kind are pruned now and then. */
export async function recordAttempt(db: Kysely<Database>, kind: AttemptKind, account: string, address: string): Promise<void> {
  await insertAttempt(db, { kind, account, address, created_at: new Date() });
  if (Math.random() < 0.02) {
    await deleteAttemptsBefore(db, new Date(Date.now() - 24 * 60 * 60 * 1000));
  }
}

/** Forgets an account's failed sign-ins (after a successful one or a password reset). */
export async function clearAttempts(db: Kysely<Database>, kind: AttemptKind, account: string): Promise<void> {
  await deleteAttemptsOf(db, kind, account);
}
