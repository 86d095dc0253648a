import type { Kysely } from 'kysely';
import { runStatements } from '../helpers.js';

/**
 * Staff hardening (SECURITY-REVIEW L5, L13): when a session passed the second factor and when it
 * was last used for staff work (the factor lapses after 30 idle minutes or 12 hours), audit rows
 * without a staff actor (the shop's command line), and TRUNCATE refused like UPDATE and DELETE.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `ALTER TABLE sessions ADD COLUMN verified_at timestamptz`,
    `ALTER TABLE sessions ADD COLUMN factor_seen_at timestamptz`,
    // Sessions verified before this migration have no time: they pass the factor again.
    `UPDATE sessions SET verified = false WHERE verified`,
    `ALTER TABLE audit_log ALTER COLUMN staff_user_id DROP NOT NULL`,
    `CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
      FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only()`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['DROP TRIGGER audit_log_no_truncate ON audit_log', 'ALTER TABLE sessions DROP COLUMN factor_seen_at', 'ALTER TABLE sessions DROP COLUMN verified_at']);
}
