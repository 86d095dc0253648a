import type { Kysely } from 'kysely';
import { findPendingRefunds, markRefundChecked, otherRefundsOf, type PendingRefundRow } from '../../db/repositories/refunds/refunds.js';
import { REFUND_RECONCILER_LOCK_CLASS, withSweeperLock } from '../../db/repositories/sweeper-lock.js';
import type { Database } from '../../db/types.js';
import type { Payments } from '../../payments/types.js';
import { settlePendingRefund, type RefundSettler } from './refund-settle.js';

/**
 * How long a pending refund is left to its own reply before the provider is asked about it: longer
 * than the provider calls of one refund can take (two calls of at most 10 s), so the reconciler
 * never asks while the refund itself may still be on its way.
 */
export const RECONCILE_AFTER_MS = 2 * 60_000;
const BATCH = 50;

/** Where a pending refund stands after the provider was asked. */
export type ReconcileResult = 'done' | 'released' | 'pending';

/** What the reconciler needs. */
export interface RefundReconcilerOptions {
  payments?: Pick<Payments, 'refundStatus'>;
  log?: (line: string) => void;
}

/**
 * SECURITY-REVIEW-2 N5: a provider refund whose answer was lost (or whose recording crashed after
 * the provider's OK) stays pending, its amount held, until the provider says whether it was made:
 * then it is settled once (refund-settle.ts). The payment sweeper runs `sweep` in each pass; the
 * owner can ask about one refund from the back office (`reconcile`). A sweeper, not a service of a
 * request (services/index.ts makes those), hence no `create` in its name.
 */
export function refundReconciler(db: Kysely<Database>, options: RefundReconcilerOptions) {
  const log = options.log ?? (() => {});

  async function reconcileRow(row: PendingRefundRow, who: RefundSettler, now: Date): Promise<ReconcileResult> {
    const check = options.payments?.refundStatus
      ? await options.payments.refundStatus({ gateway: row.gateway!, txnId: row.gateway_txn_id, reference: row.uuid, sole: (await otherRefundsOf(db, row)) === 0 })
      : { state: 'unknown' as const, reason: 'no payments' };
    await markRefundChecked(db, row.id, now);
    if (check.state === 'unknown') {
      log(`refunds: ${row.gateway} refund ${row.uuid} of ${row.amount} IQD still pending: ${check.reason}`);
      return 'pending';
    }
    const settled = await settlePendingRefund(db, who, row, check.state === 'done' ? check : { state: 'none', why: 'never made' });
    if (settled) log(`refunds: ${row.gateway} refund ${row.uuid} of ${row.amount} IQD ${check.state === 'done' ? 'made' : 'never made: released'} (asked the provider)`);
    return check.state === 'done' ? 'done' : 'released';
  }

  return {
    /**
     * Asks the provider about one pending refund, for `who` (the owner in the back office); one
     * younger than {@link RECONCILE_AFTER_MS} or already settled is left as it is.
     * @returns where it stands, or undefined when no such refund is pending
     */
    async reconcile(id: number, who: RefundSettler, now = new Date()): Promise<ReconcileResult | undefined> {
      const [row] = await findPendingRefunds(db, { before: now, id, limit: 1 });
      if (!row) return undefined;
      return row.created_at.getTime() > now.getTime() - RECONCILE_AFTER_MS ? 'pending' : reconcileRow(row, who, now);
    },

    /**
     * Asks about every overdue pending refund, once per pass across instances (an advisory lock,
     * like the other sweepers), each settled in the name of the staff member who recorded it.
     * @returns how many were asked about (0 when another instance holds the lock)
     */
    async sweep(now = new Date()): Promise<number> {
      const run = await withSweeperLock(
        db,
        async () => {
          const due = await findPendingRefunds(db, { before: new Date(now.getTime() - RECONCILE_AFTER_MS), limit: BATCH });
          for (const row of due) await reconcileRow(row, { staffUserId: row.staff_user_id, address: 'refund reconciler' }, now);
          return due.length;
        },
        REFUND_RECONCILER_LOCK_CLASS,
      );
      return run.ran ? run.result : 0;
    },
  };
}
