import type { Kysely } from 'kysely';
import { findStop, runStatus, setStopOutcome } from '../../db/repositories/delivery/delivery-runs.js';
import type { StopOutcome } from '../../db/tables/delivery.js';
import type { Database } from '../../db/types.js';
import { badRequest, notFound, refused } from '../../errors.js';
import type { StaffActor } from '../staff/audit.js';
import { giveUpPaymentsOf, type AdminOptions } from '../staff/back-office-options.js';
import { moveStopOrder } from './order-stop-outcome.js';
import { moveStopRefill } from './refill-stop-outcome.js';

/** What staff record of a stop: the outcome, the cash collected (delivered only; the cash to collect when absent), a note. */
export interface OutcomeInput {
  outcome: StopOutcome;
  cashCollected?: number | null;
  note?: string | null;
}

const MOVE_STOP_SALE = { order: moveStopOrder, refill: moveStopRefill };

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
      // An order's stop or a refill plan's refill request's (migration 200): each its own moves,
      // events and audit rows, in the stop's transaction.
      const sale = stop.refill_request_id !== null ? { kind: 'refill' as const, id: stop.refill_request_id } : { kind: 'order' as const, id: stop.order_id! };
      const to = await db.transaction().execute(async (trx) => {
        const written = await setStopOutcome(trx, stopId, { outcome: input.outcome, cashCollected, note, staffUserId: actor.staff.user_id });
        if (!written) {
          throw refused((await runStatus(trx, stop.run_id)) === 'open' ? 'delivery.stopDone' : 'delivery.runClosed');
        }
        return MOVE_STOP_SALE[sale.kind](trx, actor, stop, { outcome: input.outcome, cashCollected, note: input.note });
      });
      if (to) await options.saleLife?.settle(sale);
      if (to === 'cancelled') {
        await giveUpPaymentsOf(options, sale);
        // An order's stock came back to the shelf.
        if (sale.kind === 'order') options.catalogueChanged();
      }
      return stop.run_id;
    },
  };
}
