import type { Kysely, Transaction } from 'kysely';
import { findAdminOrder, moveOrderAtVersion } from '../../db/repositories/sales/admin-orders.js';
import { findStop, runStatus, setStopOutcome } from '../../db/repositories/delivery/delivery-runs.js';
import { markPaidForRefund } from '../../db/repositories/sales/payments.js';
import type { StopOutcome } from '../../db/tables/delivery.js';
import type { OrderStatus } from '../../db/tables/sales.js';
import type { Database } from '../../db/types.js';
import { badRequest, notFound, refused } from '../../errors.js';
import { recordMove } from '../sale-life/sale-moves.js';
import { audit, type StaffActor } from '../staff/audit.js';
import { giveUpPaymentsOf, type AdminOptions } from '../staff/back-office-options.js';
import { releaseOrderStock } from '../sales/order-cancel.js';
import { moveStopRefill } from './refill-stop-outcome.js';

/** What staff record of a stop: the outcome, the cash collected (delivered only; the cash to collect when absent), a note. */
export interface OutcomeInput {
  outcome: StopOutcome;
  cashCollected?: number | null;
  note?: string | null;
}

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
 * Records stops' outcomes (issue 28 item 2), once each: the stop's conditional UPDATE decides
 * which of two calls at the same moment writes, so stock comes back once. The order's move, its
 * stock and newsletter code given back (refused, returned), money paid online listed to give back
 * (SECURITY A3) and the audit rows are in the same transaction.
 */
export function createStopOutcomes(db: Kysely<Database>, options: AdminOptions) {
  return {
    /** Records the outcome and answers the stop's run id. */
    async record(actor: StaffActor, stopId: number, input: OutcomeInput): Promise<number> {
      const stop = await findStop(db, stopId);
      if (!stop) throw notFound();
      if (input.outcome !== 'delivered' && input.cashCollected != null) throw badRequest({ cashCollected: ['input.cashCollected.notDelivered'] });
      const cashCollected = input.outcome === 'delivered' ? (input.cashCollected ?? stop.cash_to_collect) : null;
      const note = input.note?.trim() || null;
      const write = async (trx: Transaction<Database>) => {
        const written = await setStopOutcome(trx, stopId, { outcome: input.outcome, cashCollected, note, staffUserId: actor.staff.user_id });
        if (!written) {
          throw refused((await runStatus(trx, stop.run_id)) === 'open' ? 'delivery.stopDone' : 'delivery.runClosed');
        }
      };
      // A refill plan's refill request (migration 200): its own moves, events and audit rows.
      if (stop.refill_request_id !== null) {
        const sale = { kind: 'refill' as const, id: stop.refill_request_id };
        const to = await db.transaction().execute(async (trx) => {
          await write(trx);
          return moveStopRefill(trx, actor, stop, { outcome: input.outcome, cashCollected, note: input.note });
        });
        if (to) await options.saleLife?.settle(sale);
        if (to === 'cancelled') await giveUpPaymentsOf(options, sale);
        return stop.run_id;
      }
      const to = ORDER_AFTER[input.outcome];
      const moved = await db.transaction().execute(async (trx) => {
        await write(trx);
        const order = await findAdminOrder(trx, stop.order_id!);
        if (!order) throw notFound();
        if (order.status !== 'accepted') throw orderMoved(order.status);
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
        const entry = { stop: stopId, run: stop.run_id, order: order.id, outcome: input.outcome, cashToCollect: stop.cash_to_collect, cashCollected };
        await audit(trx, actor, { subjectType: 'delivery_run', subjectId: stop.run_id, action: 'delivery.outcome', note: input.note, before: {}, after: entry });
        await audit(trx, actor, {
          subjectType: 'order',
          subjectId: order.id,
          action: 'delivery.outcome',
          note: input.note,
          before: { status: order.status, version: order.version, paid: order.paid },
          after: { ...entry, status: after.status, version: after.version, paid: after.paid },
        });
        return to ? after : null;
      });
      if (moved) {
        await options.saleLife?.settle({ kind: 'order', id: moved.id });
        if (to === 'cancelled') {
          await giveUpPaymentsOf(options, { kind: 'order', id: moved.id });
          options.catalogueChanged();
        }
      }
      return stop.run_id;
    },
  };
}
