import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../types.js';
import type { SessionTable } from '../../tables/accounts.js';

/** Stores a new session by its token's hash. */
export async function insertSession(db: Kysely<Database>, session: Insertable<SessionTable>): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

/** Marks a session as having passed the staff second factor now (issue 15, SECURITY-REVIEW L5). */
export async function markSessionVerified(db: Kysely<Database>, sessionId: number): Promise<void> {
  const now = new Date();
  await db.updateTable('sessions').set({ verified: true, verified_at: now, factor_seen_at: now }).where('id', '=', sessionId).execute();
}

/** Records staff work on a verified session now: its idle time starts again (SECURITY-REVIEW L5). */
export async function touchSessionFactor(db: Kysely<Database>, sessionId: number): Promise<void> {
  await db.updateTable('sessions').set({ factor_seen_at: new Date() }).where('id', '=', sessionId).where('verified', '=', true).execute();
}

/** Deletes one session. */
export async function deleteSession(db: Kysely<Database>, sessionId: number): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Deletes every session of a user except `keep`. */
export async function deleteSessionsOf(db: Kysely<Database>, userId: number, keep?: number): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keep !== undefined) query = query.where('id', '!=', keep);
  await query.execute();
}

/** The live session with this token hash: unexpired, and used since `seenSince` (SECURITY-REVIEW-2 N15). */
export function findLiveSession(
  db: Kysely<Database>,
  tokenHash: string,
  seenSince: Date,
): Promise<{ id: number; user_id: number; verified: boolean; verified_at: Date | null; factor_seen_at: Date | null; last_seen_at: Date } | undefined> {
  return db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'verified', 'verified_at', 'factor_seen_at', 'last_seen_at'])
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', new Date())
    .where('last_seen_at', '>', seenSince)
    .executeTakeFirst();
}

/** Records that a session was used at `now` (its idle time starts again). */
export async function touchSession(db: Kysely<Database>, sessionId: number, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
}
