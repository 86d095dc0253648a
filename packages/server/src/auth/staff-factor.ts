// SECURITY-REVIEW L5: a verified staff session keeps its second factor for 30 idle minutes and
// 12 hours at most; then the staff member passes the factor again (the session itself lives on).

/** Idle time after which the factor lapses: 30 minutes. */
export const FACTOR_IDLE_MS = 30 * 60 * 1000;

/** Time after passing it at which the factor lapses whatever the use: 12 hours. */
export const FACTOR_LIFETIME_MS = 12 * 60 * 60 * 1000;

/** The factor times of a session (migration 031). */
export interface FactorTimes {
  verified: boolean;
  verified_at: Date | null;
  factor_seen_at: Date | null;
}

/** Whether a session's second factor still holds at `now`. */
export function factorLive(session: FactorTimes, now = Date.now()): boolean {
  if (!session.verified || !session.verified_at || !session.factor_seen_at) return false;
  return now - session.verified_at.getTime() < FACTOR_LIFETIME_MS && now - session.factor_seen_at.getTime() < FACTOR_IDLE_MS;
}
