import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../types.js';
import type { AuditLogRow } from '../types-staff.js';

type Db = Kysely<Database> | Transaction<Database>;

/** One back-office change to record: in the transaction of the change itself. */
export interface AuditInput {
  staffUserId: number;
  subjectType: string;
  subjectId: number;
  action: string;
  before: unknown;
  after: unknown;
  note: string | null;
  address: string;
}

/** Appends one audit row (the table refuses updates and deletes). */
export async function insertAudit(db: Db, entry: AuditInput): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      staff_user_id: entry.staffUserId,
      subject_type: entry.subjectType,
      subject_id: entry.subjectId,
      action: entry.action,
      before: JSON.stringify(entry.before ?? {}),
      after: JSON.stringify(entry.after ?? {}),
      note: entry.note,
      address: entry.address,
    })
    .execute();
}

/** The audit rows of one subject with the staff member's email, oldest first. */
export function findAudit(db: Db, subjectType: string, subjectId: number): Promise<Array<AuditLogRow & { staff_email: string }>> {
  return db
    .selectFrom('audit_log')
    .innerJoin('users', 'users.id', 'audit_log.staff_user_id')
    .selectAll('audit_log')
    .select('users.email as staff_email')
    .where('audit_log.subject_type', '=', subjectType)
    .where('audit_log.subject_id', '=', subjectId)
    .orderBy('audit_log.id')
    .execute();
}
