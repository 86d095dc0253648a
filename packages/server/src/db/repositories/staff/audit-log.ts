import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../types.js';
import type { AuditLogRow } from '../../tables/staff.js';

type Db = Kysely<Database> | Transaction<Database>;

/** One back-office change to record: in the transaction of the change itself. */
export interface AuditInput {
  /** Null for the shop's command line (`npm run shop`). */
  staffUserId: number | null;
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

/** Who an audit row names when no staff member acted: the shop's command line. */
export const COMMAND_LINE_ACTOR = 'npm run shop';

/** The audit rows of one subject with the staff member's email (or {@link COMMAND_LINE_ACTOR}), oldest first. */
export function findAudit(db: Db, subjectType: string, subjectId: number): Promise<Array<AuditLogRow & { staff_email: string }>> {
  return db
    .selectFrom('audit_log')
    .leftJoin('users', 'users.id', 'audit_log.staff_user_id')
    .selectAll('audit_log')
    .select((eb) => eb.fn.coalesce('users.email', eb.val(COMMAND_LINE_ACTOR)).as('staff_email'))
    .where('audit_log.subject_type', '=', subjectType)
    .where('audit_log.subject_id', '=', subjectId)
    .orderBy('audit_log.id')
    .execute();
}
