import type { Kysely } from 'kysely';
import { deleteSession, deleteSessionsOf, insertSession } from '../db/repositories/accounts/sessions.js';
import type { Database } from '../db/types.js';
import { hashToken, newSessionToken, sessionCookieName } from './session-cookie.js';

/** How long a session lives: 30 days. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * How long a customer session may sit unused before it ends (SESSION_IDLE_HOURS; SECURITY-REVIEW-2
 * N15): three days. A customer who comes back within a weekend (to pay later, to follow an order)
 * is still signed in; a cookie left on a shared or lost device dies days, not weeks, later. Staff
 * work needs its second factor as well, which lapses after 30 idle minutes (staff-factor.ts).
 */
export const DEFAULT_SESSION_IDLE_HOURS = 72;

/**
 * The Set-Cookie value for a session (SECURITY D1): HttpOnly, SameSite=Lax, Path=/, no Domain,
 * and Secure whenever the name is `__Host-sid` (the prefix demands it).
 */
export function sessionCookie(publicUrl: string, token: string, maxAge = SESSION_MAX_AGE_SECONDS): string {
  const name = sessionCookieName(publicUrl);
  const secure = name.startsWith('__Host-') ? '; Secure' : '';
  return `${name}=${token}; HttpOnly; SameSite=Lax; Path=/; Max-Age=${maxAge}${secure}`;
}

/** The Set-Cookie value that removes the session cookie. */
export function clearedSessionCookie(publicUrl: string): string {
  return sessionCookie(publicUrl, '', 0);
}

/** Starts a session for a user: a new random token, stored hashed; answers the token. */
export async function startSession(db: Kysely<Database>, userId: number): Promise<string> {
  const token = newSessionToken();
  await insertSession(db, { user_id: userId, token_hash: hashToken(token), expires_at: new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000) });
  return token;
}

/** Ends one session. */
export async function endSession(db: Kysely<Database>, sessionId: number): Promise<void> {
  await deleteSession(db, sessionId);
}

/** Ends every session of a user except `keep` (SECURITY D2: after a password change or reset). */
export async function endSessionsOf(db: Kysely<Database>, userId: number, keep?: number): Promise<void> {
  await deleteSessionsOf(db, userId, keep);
}
