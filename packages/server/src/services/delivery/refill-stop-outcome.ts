import type { Transaction } from 'kysely';
import { findAdminRequest, moveRequestAtVersion } from '../../db/repositories/requests/admin-requests.js';
import { markPaidForRefund } from '../../db/repositories/sales/payments.js';
import type { DeliveryStopRow, StopOutcome } from '../../db/tables/delivery.js';
import type { RefillStatus } from '../../db/tables/refills.js';
import type { Database } from '../../db/types.js';
import { notFound, refused } from '../../errors.js';
import { giveBackGiftCards } from '../gift-cards/give-back-gift-cards.js';
import { recordMove } from '../sale-life/sale-moves.js';
import { audit, type StaffActor } from '../staff/audit.js';

/**
 * Where each outcome takes a refill plan's refill request (issue 37 item 1), as the order's table
 * does (./order-stop-outcome.ts): delivered completes it (a cash one paid: the move to completed sets
 * it); refused or returned cancels it (what its gift cards paid goes back, money taken online is
 * listed to give back); unreachable leaves it for a later run. A confirmed cycle's request may
 * still be pending (the customer's yes is its acceptance): the run stands for the moves between.
 */
export const REFILL_AFTER: Record<StopOutcome, RefillStatus | null> = { delivered: 'completed', refused: 'cancelled', returned: 'cancelled', unreachable: null };

const OPEN: readonly string[] = ['pending', 'accepted'];

/**
 * Moves a refill request's stop's request in the outcome's transaction (the stop's outcome already
 * written), with its events and audit rows. @returns the status it moved to, or null
 * @throws delivery.orderMoved when staff moved the request meanwhile
 */
export async function moveStopRefill(
  trx: Transaction<Database>,
  actor: StaffActor,
  stop: DeliveryStopRow,
  outcome: { outcome: StopOutcome; cashCollected: number | null; note?: string | null },
): Promise<RefillStatus | null> {
  const id = stop.refill_request_id!;
  const refill = await findAdminRequest(trx, 'refill', id);
  if (!refill) throw notFound();
  if (!OPEN.includes(refill.status)) throw refused('delivery.orderMoved', { reason: refill.status });
  const to = REFILL_AFTER[outcome.outcome];
  const paidBefore = refill.row.paid === true;
  let after = { status: refill.status, version: refill.version, paid: paidBefore };
  if (to) {
    const moved = await moveRequestAtVersion(trx, 'refill', id, refill.version, refill.status, to);
    if (!moved) throw refused('delivery.orderMoved', { reason: refill.status });
    after = { status: to, version: refill.version + 1, paid: to === 'completed' ? moved.paid : paidBefore };
    await recordMove(trx, { kind: 'refill', id }, { to, version: after.version }, after.paid && !paidBefore);
    if (to === 'cancelled') {
      await giveBackGiftCards(trx, { kind: 'refill', id });
      await markPaidForRefund(trx, { kind: 'refill', id });
    }
  }
  const entry = { stop: stop.id, run: stop.run_id, refill: id, outcome: outcome.outcome, cashToCollect: stop.cash_to_collect, cashCollected: outcome.cashCollected };
  await audit(trx, actor, { subjectType: 'delivery_run', subjectId: stop.run_id, action: 'delivery.outcome', note: outcome.note, before: {}, after: entry });
  await audit(trx, actor, {
    subjectType: 'refill',
    subjectId: id,
    action: 'delivery.outcome',
    note: outcome.note,
    before: { status: refill.status, version: refill.version, paid: paidBefore },
    after: { ...entry, ...after },
  });
  return to;
}
