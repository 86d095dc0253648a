import type { Transaction } from 'kysely';
import type { Staff } from '../../auth/staff.js';
import { insertAudit } from '../../db/repositories/staff/audit-log.js';
import type { Database } from '../../db/types.js';

/** Who makes a back-office change and from where (the audit's who and address). */
export interface StaffActor {
  staff: Staff;
  address: string;
}

/** Records one change in the transaction that makes it (issue 15: written together or not at all). */
export function audit(trx: Transaction<Database>, actor: StaffActor, entry: { subjectType: string; subjectId: number; action: string; before: unknown; after: unknown; note?: string | null }): Promise<void> {
  return insertAudit(trx, { ...entry, note: entry.note?.trim() || null, staffUserId: actor.staff.user_id, address: actor.address });
}
