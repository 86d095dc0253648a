import type { Kysely } from 'kysely';
import { findLiveSession } from '../db/repositories/accounts/sessions.js';
import type { Database } from '../db/types.js';
import { hashToken, readCookie, sessionCookieName } from './session-cookie.js';
import { factorLive } from './staff-factor.js';

/** Who sent a request: the signed-in customer and the session it came with. */
export interface Viewer {
  userId: number;
  sessionId: number;
  /** The session passed a staff member's second factor (issue 15), and it has not lapsed (staff-factor.ts). */
  verified: boolean;
}

/** Finds the live session a request's cookie names; undefined for guests and dead sessions. */
export async function findViewer(db: Kysely<Database>, request: Request, publicUrl: string): Promise<Viewer | undefined> {
  const token = readCookie(request, sessionCookieName(publicUrl));
  if (!token || token.length > 200) return undefined;
  const row = await findLiveSession(db, hashToken(token));
  return row ? { userId: row.user_id, sessionId: row.id, verified: factorLive(row) } : undefined;
}
