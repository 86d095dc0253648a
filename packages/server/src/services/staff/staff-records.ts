import { shopDateTime } from '@candleshop/rules';
import type { Kysely } from 'kysely';
import { findConfirmedSubscribers } from '../../db/repositories/catalogue/admin-catalogue.js';
import { findAudit, insertAudit } from '../../db/repositories/staff/audit-log.js';
import { findRefundsDue } from '../../db/repositories/sales/payments.js';
import type { Database } from '../../db/types.js';
import type { Payable } from '../../db/tables/payments.js';

import { limits, pageInfo, type PageArgs } from '../paging.js';
import type { StaffActor } from './audit.js';

/** The schema's RefundDue. */
export interface RefundDueView {
  amount: number;
  provider: string;
  transaction: string;
  date: string;
}

/** What the back office reads beside its sales: the audit trail, refunds due and subscribers (issue 15). */
export function createAdminRecords(db: Kysely<Database>) {
  return {
    /** The schema's AuditEntry rows of one subject, oldest first. */
    async audit(subjectType: string, subjectId: number) {
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

    /** What the shop owes back for a sale (SECURITY A3): each PAID_NEEDS_REFUND payment's amount, provider and transaction. */
    async refundsDue(payable: Payable): Promise<RefundDueView[]> {
      return (await findRefundsDue(db, payable)).map((row) => ({ amount: row.amount, provider: row.gateway, transaction: row.gateway_txn_id, date: shopDateTime(row.updated_at) }));
    },

    /** Every confirmed subscriber, for the back office's CSV file. */
    async allSubscribers() {
      return (await findConfirmedSubscribers(db, { limit: 1_000_000, offset: 0 })).rows;
    },

    /** SECURITY-REVIEW L13: personal data leaving the shop goes in the staff member's audit trail. */
    exported(actor: StaffActor, file: string, rows: number): Promise<void> {
      return insertAudit(db, {
        staffUserId: actor.staff.user_id, subjectType: 'staff', subjectId: actor.staff.user_id, action: 'csv.export', before: {}, after: { file, rows }, note: null, address: actor.address,
      });
    },

    /** One page of the newsletter's confirmed subscribers. */
    async subscribers(page: PageArgs) {
      const { rows, total } = await findConfirmedSubscribers(db, limits(page));
      return { items: rows.map((row) => ({ email: row.email, lang: row.lang, confirmedAt: shopDateTime(row.confirmed_at!) })), pageInfo: pageInfo(page, total) };
    },
  };
}
