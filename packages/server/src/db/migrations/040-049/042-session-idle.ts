import type { Kysely } from 'kysely';
import { runStatements } from '../helpers.js';

/**
 * SECURITY-REVIEW-2 N15: a customer session ends after an idle time (SESSION_IDLE_HOURS), so each
 * session remembers when it was last used (refreshed at most every few minutes, auth/viewer.ts).
 * Sessions open now count as used now.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now()']);
}

/** Drops what `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['ALTER TABLE sessions DROP COLUMN last_seen_at']);
}
