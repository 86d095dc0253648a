import type { Kysely } from 'kysely';
import { findLiveSession, touchSession } from '../db/repositories/accounts/sessions.js';
import type { Database } from '../db/types.js';
import { hashToken, readCookie, sessionCookieName } from './session-cookie.js';
import { DEFAULT_SESSION_IDLE_HOURS } from './sessions.js';
import { factorLive } from './staff-factor.js';

/** Who sent a request: the signed-in customer and the session it came with. */
export interface Viewer {
  userId: number;
  sessionId: number;
  /** The session passed a staff member's second factor (issue 15), and it has not lapsed (staff-factor.ts). */
  verified: boolean;
}

/** How stale a session's last-seen time may get before a request writes it again: one write per session every few minutes, not per request. */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60_000;

/**
 * Finds the live session a request's cookie names; undefined for guests and dead sessions. A
 * session unused for `idleMs` is dead (SECURITY-REVIEW-2 N15), and each use starts its idle time again.
 */
export async function findViewer(db: Kysely<Database>, request: Request, publicUrl: string, idleMs = DEFAULT_SESSION_IDLE_HOURS * 3_600_000, now = new Date()): Promise<Viewer | undefined> {
  const token = readCookie(request, sessionCookieName(publicUrl));
  if (!token || token.length > 200) return undefined;
  const row = await findLiveSession(db, hashToken(token), new Date(now.getTime() - idleMs));
  if (!row) return undefined;
  if (now.getTime() - row.last_seen_at.getTime() >= SESSION_TOUCH_INTERVAL_MS) await touchSession(db, row.id, now);
  return { userId: row.user_id, sessionId: row.id, verified: factorLive(row) };
}
