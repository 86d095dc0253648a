import type { Kysely } from 'kysely';
import { insertAudit } from '../../db/repositories/staff/audit-log.js';
import { dropPendingRefund, finishRefund, refundedFor, saleOfRefund, settleRefundsDue } from '../../db/repositories/refunds/refunds.js';
import type { Database } from '../../db/types.js';
import type { RefundRow } from '../../db/tables/payments.js';

/** Who settles a refund in the audit: the staff member, or the reconciler on the recorder's behalf. */
export interface RefundSettler {
  staffUserId: number | null;
  address: string;
}

/** How a pending provider refund ends: made (with the provider's reference), or not (refused, or never made). */
export type RefundSettlement = { state: 'done'; reference: string | null } | { state: 'none'; why: 'refused' | 'never made' };

/**
 * Settles a pending provider refund once (SECURITY-REVIEW-2 N5): made, it becomes `done`, settles
 * the payments owed back it covers and is audited `refund`; not made, it goes (its amount is
 * refundable again), audited `refund.released`. The move is conditional on `pending`, so when the
 * reply, the reconciler and the back office race only one settles and audits.
 * @returns the refund as settled by this call, or undefined when it was settled already
 */
export function settlePendingRefund(db: Kysely<Database>, who: RefundSettler, row: RefundRow, settlement: RefundSettlement): Promise<RefundRow | undefined> {
  const sale = saleOfRefund(row);
  return db.transaction().execute(async (trx) => {
    const entry = { staffUserId: who.staffUserId, address: who.address, subjectType: sale.kind, subjectId: sale.id, note: row.reason };
    if (settlement.state === 'none') {
      if (!(await dropPendingRefund(trx, row.id))) return undefined;
      const refunded = await refundedFor(trx, sale);
      await insertAudit(trx, {
        ...entry,
        action: 'refund.released',
        before: { refunded: refunded + row.amount },
        after: { refunded, amount: row.amount, method: row.method, provider: row.gateway, reference: row.uuid, why: settlement.why },
      });
      return row;
    }
    const finished = await finishRefund(trx, row.id, settlement.reference);
    if (!finished) return undefined;
    await settleRefundsDue(trx, sale, row.id);
    const refunded = await refundedFor(trx, sale);
    await insertAudit(trx, {
      ...entry,
      action: 'refund',
      before: { refunded: refunded - row.amount },
      after: { refunded, amount: row.amount, method: row.method, provider: row.gateway, reference: finished.provider_ref, byHand: finished.by_hand },
    });
    return finished;
  });
}
