import type { Kysely } from 'kysely';
import { lockActiveCourier } from '../../db/repositories/delivery/couriers.js';
import { cityExists, closeRunRow, findDeliveryCandidates, findRun, findRuns, findStopLines, findStops, insertRun, lockEligibleOrders, lockRun, runTally } from '../../db/repositories/delivery/delivery-runs.js';
import type { Database, Lang } from '../../db/types.js';
import { notFound, refused } from '../../errors.js';
import { audit, type StaffActor } from '../staff/audit.js';
import { limits, pageInfo, type PageArgs } from '../paging.js';
import { candidateView, cashToCollect, runView, stopView, type DeliveryRunView, type DeliveryStopView } from './delivery-views.js';

/** What staff enter to build a run: its date (`YYYY-MM-DD`), an active courier's id, city, and the orders in the courier's order. */
export interface RunInput {
  date: string;
  courierId: number;
  cityId: number;
  orderIds: readonly number[];
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/** Some of the orders named cannot go on a run (any more): nothing was written; `orders` says which. */
const notEligible = (orders: readonly number[]) => refused('delivery.notEligible', { orders: orders.map(String) });

/**
 * Delivery runs (issue 28 item 2): staff group accepted delivery orders of a city into a courier's
 * run, read it as a sheet, and close it with the cash the courier brought back. The cash to
 * collect and the difference at closing are decided here, never by the caller. Outcomes of stops:
 * ./stop-outcomes.ts.
 */
export function createDeliveryRuns(db: Kysely<Database>, options: { lang: Lang }) {
  const { lang } = options;
  const one = async (id: number): Promise<DeliveryRunView | null> => {
    const row = await findRun(db, lang, id);
    return row ? runView(row) : null;
  };

  return {
    one,

    /** A page of runs, of one courier when `courierId` is given (their page in the back office). */
    async list(page: PageArgs, filter: { courierId?: number } = {}) {
      const { rows, total } = await findRuns(db, lang, limits(page), filter);
      return { items: rows.map(runView), pageInfo: pageInfo(page, total) };
    },

    /** A run's stops in the courier's order, with their items named in the request's language. */
    async stops(runId: number): Promise<DeliveryStopView[]> {
      const rows = await findStops(db, runId);
      const lines = await findStopLines(
        db,
        lang,
        rows.map((row) => row.order_id),
      );
      return rows.map((row) => stopView(row, lines));
    },

    /** The orders of a city a new run may take. */
    async candidates(cityId: number) {
      return (await findDeliveryCandidates(db, cityId)).map(candidateView);
    },

    /**
     * Builds a run: every order named must be eligible (accepted, delivered to that city, not on a
     * run already), else `delivery.notEligible` names those that are not and nothing is written.
     */
    async create(actor: StaffActor, input: RunInput): Promise<DeliveryRunView> {
      if (!(await cityExists(db, input.cityId))) throw refused('delivery.noCity');
      let runId: number;
      try {
        runId = await db.transaction().execute(async (trx) => {
          const courier = await lockActiveCourier(trx, input.courierId);
          if (!courier) throw refused('delivery.noCourier');
          const eligible = new Map((await lockEligibleOrders(trx, input.cityId, input.orderIds)).map((order) => [order.id, order]));
          const missing = input.orderIds.filter((id) => !eligible.has(id));
          if (missing.length) throw notEligible(missing);
          const stops = input.orderIds.map((id) => ({ orderId: id, cashToCollect: cashToCollect(eligible.get(id)!) }));
          const run = await insertRun(trx, { runDate: input.date, courier, cityId: input.cityId, createdBy: actor.staff.user_id }, stops);
          await audit(trx, actor, {
            subjectType: 'delivery_run',
            subjectId: run.id,
            action: 'delivery.create',
            before: {},
            after: { date: input.date, courier: courier.id, courierName: courier.name, city: input.cityId, orders: input.orderIds, cashExpected: stops.reduce((sum, stop) => sum + stop.cashToCollect, 0) },
          });
          return run.id;
        });
      } catch (error) {
        // Another run took one of the orders between the check and the insert (the index of migration 039).
        if (isUniqueViolation(error)) throw notEligible(input.orderIds);
        throw error;
      }
      return (await one(runId))!;
    },

    /**
     * Closes a run with the cash the courier brought back: the difference against what its
     * delivered stops collected is computed and kept. `delivery.stopsWaiting` (with `waiting`)
     * while a stop has no outcome; `delivery.runClosed` when it was closed already.
     */
    async close(actor: StaffActor, id: number, cashReturned: number): Promise<DeliveryRunView> {
      await db.transaction().execute(async (trx) => {
        // The run's lock makes two closings wait for each other; outcomes need an open run.
        const run = await lockRun(trx, id);
        if (!run) throw notFound();
        if (run.status !== 'open') throw refused('delivery.runClosed');
        const { waiting, collected } = await runTally(trx, id);
        if (waiting > 0) throw refused('delivery.stopsWaiting', { waiting });
        const closed = await closeRunRow(trx, id, { cashReturned, cashDifference: cashReturned - collected, closedBy: actor.staff.user_id });
        if (!closed) throw refused('delivery.runClosed');
        await audit(trx, actor, {
          subjectType: 'delivery_run',
          subjectId: id,
          action: 'delivery.close',
          before: { status: run.status, cashCollected: collected },
          after: { status: closed.status, cashReturned, cashDifference: closed.cash_difference },
        });
      });
      return (await one(id))!;
    },
  };
}
