import type { Kysely } from 'kysely';
import { refused } from '../errors.js';
import { deleteAttempt, deleteAttemptsBefore, deleteAttemptsOf, insertAttempt, reserveAttempt, type AttemptReservation } from '../db/repositories/accounts/auth-attempts.js';
import type { Database } from '../db/types.js';
import type { AuthAttemptTable } from '../db/tables/accounts.js';
import { throttleKey } from './client-address.js';

/**
 * What is throttled: sign-ins, reset-mail requests, newsletter sign-ups (each sends a mail),
 * staff TOTP and recovery codes, failed discount and gift card codes and payment callbacks.
 */
export type AttemptKind = AuthAttemptTable['kind'];

/** Window and limits per kind (SECURITY D3, D4); Infinity: not counted that way. */
export const THROTTLE: Record<AttemptKind, { windowMs: number; perAccount: number; perAddress: number }> = {
  // OWASP: counted per account (not only per address), so spreading over many addresses does not help;
  // past either limit a sign-in needs the human check, never a lock (SECURITY-REVIEW M1).
  login: { windowMs: 15 * 60 * 1000, perAccount: 10, perAddress: 30 },
  // At most 3 reset mails an hour to one inbox, whatever the parallelism; past 10 from one client
  // address the request needs the human check.
  forgot: { windowMs: 60 * 60 * 1000, perAccount: 3, perAddress: 10 },
  // Issue 13: a sign-up mails a stranger's address; three an hour per address, ten per client.
  newsletter: { windowMs: 60 * 60 * 1000, perAccount: 3, perAddress: 10 },
  // Issue 15: a 6-digit code has a million values; five wrong ones in 15 minutes stop TOTP codes
  // for the staff account (recovery codes still work: SECURITY-REVIEW M1).
  totp: { windowMs: 15 * 60 * 1000, perAccount: 5, perAddress: 20 },
  // Recovery codes hold 80 bits: no budget makes guessing them possible, so past it they need the human check.
  recovery: { windowMs: 15 * 60 * 1000, perAccount: 5, perAddress: 20 },
  // SECURITY-REVIEW L9: wrong discount codes, per client address only.
  discount: { windowMs: 15 * 60 * 1000, perAccount: Infinity, perAddress: 20 },
  // SECURITY-REVIEW L17: payment callbacks, per client address only (a provider sends a few a payment).
  callback: { windowMs: 60 * 1000, perAccount: Infinity, perAddress: 60 },
  // Issue 35: gift card codes that name no card, looked up or paid with, per client address only.
  giftcard: { windowMs: 15 * 60 * 1000, perAccount: Infinity, perAddress: 20 },
};

/** The message key of an attempt refused until the human check is passed (SECURITY-REVIEW M1). */
export const HUMAN_CHECK_KEY = 'auth.humanCheck';

const limitsOf = (kind: AttemptKind, address: string, addressChecked: boolean) => {
  const limits = THROTTLE[kind];
  return {
    since: new Date(Date.now() - limits.windowMs),
    perAccount: limits.perAccount,
    // Without a known peer (an in-process call) only the account is counted.
    perAddress: address === 'unknown' || addressChecked ? Infinity : limits.perAddress,
  };
};

const pruneNowAndThen = async (db: Kysely<Database>) => {
  if (Math.random() < 0.02) await deleteAttemptsBefore(db, new Date(Date.now() - 24 * 60 * 60 * 1000));
};

/**
 * Reserves one attempt of `kind` before the work it guards (SECURITY-REVIEW M2): stored only
 * while the account and the client address (its /64 for IPv6) are under their limits, in one
 * atomic step, so parallel attempts never get past them. A reservation that turns out right is
 * given back with {@link releaseAttempt}; a wrong one stays as the failure it was.
 * `addressChecked`: the client passed a human check, so only the account's limit applies.
 * @returns the attempt's id, or which limit was used up
 */
export async function reserve(db: Kysely<Database>, kind: AttemptKind, account: string, address: string, { addressChecked = false } = {}): Promise<AttemptReservation> {
  const key = throttleKey(address);
  const reservation = await reserveAttempt(db, { kind, account, address: key, created_at: new Date() }, limitsOf(kind, address, addressChecked));
  await pruneNowAndThen(db);
  return reservation;
}

/**
 * One attempt within the limits, or past them one that passes the human check, which is then
 * counted too (SECURITY-REVIEW M1: the rightful owner can always get in, and each guess past the
 * limits costs a solved check).
 * @returns the reserved attempt's id (undefined when counted past the limits)
 * @throws auth.humanCheck past the limits without a passing human check
 */
export async function reserveOrChallenge(db: Kysely<Database>, kind: AttemptKind, account: string, address: string, passesHumanCheck: () => Promise<boolean>): Promise<number | undefined> {
  const reservation = await reserve(db, kind, account, address);
  if (reservation.id !== undefined) return reservation.id;
  if (!(await passesHumanCheck())) throw refused(HUMAN_CHECK_KEY);
  await insertAttempt(db, { kind, account, address: throttleKey(address), created_at: new Date() });
  return undefined;
}

/**
 * Runs `work` under a client address's limit of wrong guesses of `kind` (discount and gift card
 * codes): the attempt is reserved first, in one step (SECURITY-REVIEW M2: parallel guesses never
 * get past the limit), and given back unless `isGuess` says the work failed on a wrong guess.
 * @throws what `throttled` makes, past the limit
 */
export async function withGuessLimit<T>(db: Kysely<Database>, kind: AttemptKind, address: string, guesses: { throttled: () => Error; isGuess: (error: unknown) => boolean }, work: () => Promise<T>): Promise<T> {
  const attempt = await reserve(db, kind, '', address);
  if (attempt.id === undefined) throw guesses.throttled();
  try {
    const result = await work();
    await releaseAttempt(db, attempt.id);
    return result;
  } catch (error) {
    if (!guesses.isGuess(error)) await releaseAttempt(db, attempt.id);
    throw error;
  }
}

/** Gives back a reserved attempt that was right (it is no failure). */
export async function releaseAttempt(db: Kysely<Database>, id: number | undefined): Promise<void> {
  if (id !== undefined) await deleteAttempt(db, id);
}

/** Forgets an account's failed attempts of a kind (after a successful sign-in or a password reset). */
export async function clearAttempts(db: Kysely<Database>, kind: AttemptKind, account: string): Promise<void> {
  await deleteAttemptsOf(db, kind, account);
}
