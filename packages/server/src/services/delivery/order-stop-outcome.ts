import type { Transaction } from 'kysely';
import { findAdminOrder, moveOrderAtVersion } from '../../db/repositories/sales/admin-orders.js';
import { markPaidForRefund } from '../../db/repositories/sales/payments.js';
import type { DeliveryStopRow, StopOutcome } from '../../db/tables/delivery.js';
import type { OrderStatus } from '../../db/tables/sales.js';
import type { Database } from '../../db/types.js';
import { notFound, refused } from '../../errors.js';
import { releaseOrderStock } from '../sales/order-cancel.js';
import { recordMove } from '../sale-life/sale-moves.js';
import { audit, type StaffActor } from '../staff/audit.js';

/**
 * Where each outcome takes the order. A delivered order is completed (and, for cash, paid: the
 * move to completed sets it, db/repositories/sales/admin-orders.ts). A parcel refused at the door
 * or returned is `cancelled`, not `rejected`: SPEC §3 has both labels, and in the back office
 * `rejected` is the shop turning a pending order down, while here the customer called it off;
 * `cancelled` is also the move the order table allows from `accepted`. Not reachable leaves the
 * order accepted, free for a later run. The order table (@candleshop/rules ORDER_MOVES) has no
 * `accepted` → `completed`: staff moving an order by hand go through being prepared and being
 * delivered; a run stands for both, and the courier's outcome is the record of the hand-over.
 */
const ORDER_AFTER: Record<StopOutcome, OrderStatus | null> = { delivered: 'completed', refused: 'cancelled', returned: 'cancelled', unreachable: null };

/** The order moved on since the run was built (staff changed it on its page): nothing was written. */
const orderMoved = (status: string) => refused('delivery.orderMoved', { reason: status });

/**
 * Moves an order's stop's order in the outcome's transaction (the stop's outcome already
 * written): its stock and newsletter code given back (refused, returned), money paid online listed
 * to give back (SECURITY A3), its events and audit rows. @returns the status it moved to, or null
 * @throws delivery.orderMoved when staff moved the order meanwhile
 */
export async function moveStopOrder(
  trx: Transaction<Database>,
  actor: StaffActor,
  stop: DeliveryStopRow,
  outcome: { outcome: StopOutcome; cashCollected: number | null; note?: string | null },
): Promise<OrderStatus | null> {
  const order = await findAdminOrder(trx, stop.order_id!);
  if (!order) throw notFound();
  if (order.status !== 'accepted') throw orderMoved(order.status);
  const to = ORDER_AFTER[outcome.outcome];
  let after = order;
  if (to) {
    const row = await moveOrderAtVersion(trx, order.id, order.version, 'accepted', to);
    if (!row) throw orderMoved(order.status);
    await recordMove(trx, { kind: 'order', id: order.id }, { to, version: row.version }, row.paid && !order.paid);
    after = { ...order, ...row };
    if (to === 'cancelled') {
      await releaseOrderStock(trx, order.id);
      await markPaidForRefund(trx, { kind: 'order', id: order.id });
    }
  }
  const entry = { stop: stop.id, run: stop.run_id, order: order.id, outcome: outcome.outcome, cashToCollect: stop.cash_to_collect, cashCollected: outcome.cashCollected };
  await audit(trx, actor, { subjectType: 'delivery_run', subjectId: stop.run_id, action: 'delivery.outcome', note: outcome.note, before: {}, after: entry });
  await audit(trx, actor, {
    subjectType: 'order',
    subjectId: order.id,
    action: 'delivery.outcome',
    note: outcome.note,
    before: { status: order.status, version: order.version, paid: order.paid },
    after: { ...entry, status: after.status, version: after.version, paid: after.paid },
  });
  return to;
}
