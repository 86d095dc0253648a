import { shopDateTime } from '@candleshop/rules';
import type { Kysely } from 'kysely';
import { findAudit, insertAudit } from '../../db/repositories/staff/audit-log.js';
import type { Database } from '../../db/types.js';
import type { StaffActor } from './audit.js';

/** The staff's audit trail as the back office reads it (issue 15), and the exports it records. */
export function createAuditTrail(db: Kysely<Database>) {
  return {
    /** The schema's AuditEntry rows of one subject, oldest first. */
    async of(subjectType: string, subjectId: number) {
      return (await findAudit(db, subjectType, subjectId)).map((row) => ({
        id: row.id,
        date: shopDateTime(row.created_at),
        staff: row.staff_email,
        action: row.action,
        address: row.address,
        before: JSON.stringify(row.before),
        after: JSON.stringify(row.after),
        note: row.note,
      }));
    },

    /** SECURITY-REVIEW L13: personal data leaving the shop goes in the staff member's audit trail. */
    exported(actor: StaffActor, file: string, rows: number): Promise<void> {
      return insertAudit(db, {
        staffUserId: actor.staff.user_id,
        subjectType: 'staff',
        subjectId: actor.staff.user_id,
        action: 'csv.export',
        before: {},
        after: { file, rows },
        note: null,
        address: actor.address,
      });
    },
  };
}
