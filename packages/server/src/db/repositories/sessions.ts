import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../types.js';
import type { SessionTable } from '../types-accounts.js';

/** Stores a new session by its token's hash. */
export async function insertSession(db: Kysely<Database>, session: Insertable<SessionTable>): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

/** Marks a session as having passed the staff second factor (issue 15). */
export async function markSessionVerified(db: Kysely<Database>, sessionId: number): Promise<void> {
  await db.updateTable('sessions').set({ verified: true }).where('id', '=', sessionId).execute();
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

/** The live (unexpired) session with this token hash. */
export function findLiveSession(db: Kysely<Database>, tokenHash: string): Promise<{ id: number; user_id: number; verified: boolean } | undefined> {
  return db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'verified'])
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
}
