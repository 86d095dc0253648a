import type { Kysely } from 'kysely';
import { runStatements } from '../helpers.js';

/**
 * SECURITY-REVIEW-2 N8: a device's id of a check-in is its own, not the shop's: it is unique per
 * staff member and device, so another device reusing an id (by accident or on purpose) is never
 * answered with someone else's check-in. The dashboard dates door cash by `created_at` (server
 * time), so migration 040's index of door cash moves to that column.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `ALTER TABLE ticket_check_ins DROP CONSTRAINT ticket_check_ins_client_id_key`,
    `ALTER TABLE ticket_check_ins ADD CONSTRAINT ticket_check_ins_client_key UNIQUE (staff_user_id, device_id, client_id)`,
    `DROP INDEX ticket_check_ins_cash_idx`,
    `CREATE INDEX ticket_check_ins_cash_idx ON ticket_check_ins (created_at) INCLUDE (cash_taken) WHERE cash_taken IS NOT NULL`,
  ]);
}

/** Back to one client id per shop (fails if two devices used the same id meanwhile). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `DROP INDEX ticket_check_ins_cash_idx`,
    `CREATE INDEX ticket_check_ins_cash_idx ON ticket_check_ins (checked_at) INCLUDE (cash_taken) WHERE cash_taken IS NOT NULL`,
    `ALTER TABLE ticket_check_ins DROP CONSTRAINT ticket_check_ins_client_key`,
    `ALTER TABLE ticket_check_ins ADD CONSTRAINT ticket_check_ins_client_id_key UNIQUE (client_id)`,
  ]);
}
