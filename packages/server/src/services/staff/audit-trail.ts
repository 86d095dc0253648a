import { shopDateTime } from '@candleshop/rules';
import type { Kysely } from 'kysely';
import { findAudit, insertAudit } from '../../db/repositories/staff/audit-log.js';
import type { Database } from '../../db/types.js';
import type { StaffActor } from './audit.js';

/** The schema's AuditEntry: one staff change of a subject, its before and after as JSON. */
export interface AuditEntryView {
  id: number;
  /** Baghdad time. */
  date: string;
  staff: string;
  action: string;
  address: string;
  before: string;
  after: string;
  note: string | null;
}

/** The staff's audit trail as the back office reads it (issue 15), and the exports it records. */
export function createAuditTrail(db: Kysely<Database>) {
  return {
    /** The schema's AuditEntry rows of one subject, oldest first. */
    async of(subjectType: string, subjectId: number): Promise<AuditEntryView[]> {
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
