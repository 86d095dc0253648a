import type { Kysely } from 'kysely';
import { lockActiveCourier } from '../../db/repositories/delivery/couriers.js';
import {
  cityExists,
  closeRunRow,
  findDeliveryCandidates,
  findRun,
  findRuns,
  findStopLines,
  findStops,
  insertRun,
  lockEligibleOrders,
  lockRun,
  runTally,
  type StopSale,
} from '../../db/repositories/delivery/delivery-runs.js';
import { findRefillCandidates, findRefillStopLines, lockEligibleRefills } from '../../db/repositories/delivery/refill-stops.js';
import type { Database, Lang } from '../../db/types.js';
import { notFound, refused } from '../../errors.js';
import { audit, type StaffActor } from '../staff/audit.js';
import { limits, pageInfo, type PageArgs } from '../paging.js';
import { candidateView, cashToCollect, runView, stopView, type DeliveryRunView, type DeliveryStopView } from './delivery-views.js';

/** What staff enter to build a run: its date (`YYYY-MM-DD`), an active courier's id, city, and the orders and refill requests in the courier's order. */
export interface RunInput {
  date: string;
  courierId: number;
  cityId: number;
  stops: readonly StopSale[];
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/** Some of the sales named cannot go on a run (any more): nothing was written; `orders` and `refills` say which. */
const notEligible = (sales: readonly StopSale[]) =>
  refused('delivery.notEligible', {
    orders: sales.filter((sale) => sale.kind === 'order').map((sale) => String(sale.id)),
    refills: sales.filter((sale) => sale.kind === 'refill').map((sale) => String(sale.id)),
  });

const idsOf = (stops: readonly StopSale[], kind: StopSale['kind']) => stops.filter((sale) => sale.kind === kind).map((sale) => sale.id);
const saleKey = (sale: StopSale) => `${sale.kind}:${sale.id}`;

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
      const [lines, refillLines] = await Promise.all([
        findStopLines(
          db,
          lang,
          rows.flatMap((row) => (row.order_id === null ? [] : [row.order_id])),
        ),
        findRefillStopLines(
          db,
          lang,
          rows.flatMap((row) => (row.refill_request_id === null ? [] : [row.refill_request_id])),
        ),
      ]);
      return rows.map((row) => stopView(row, lines, refillLines));
    },

    /** The orders and refill plans' confirmed refill requests of a city a new run may take, oldest first. */
    async candidates(cityId: number) {
      const [orders, refills] = await Promise.all([findDeliveryCandidates(db, cityId), findRefillCandidates(db, cityId)]);
      return [...orders, ...refills].sort((a, b) => a.created_at.getTime() - b.created_at.getTime()).map(candidateView);
    },

    /**
     * Builds a run: every order and refill request named must be eligible (an accepted order, or a
     * plan's confirmed refill request, delivered to that city, not on a run already), else
     * `delivery.notEligible` names those that are not and nothing is written.
     */
    async create(actor: StaffActor, input: RunInput): Promise<DeliveryRunView> {
      if (!(await cityExists(db, input.cityId))) throw refused('delivery.noCity');
      let runId: number;
      try {
        runId = await db.transaction().execute(async (trx) => {
          const courier = await lockActiveCourier(trx, input.courierId);
          if (!courier) throw refused('delivery.noCourier');
          const orderIds = idsOf(input.stops, 'order');
          const refillIds = idsOf(input.stops, 'refill');
          const orders = await lockEligibleOrders(trx, input.cityId, orderIds);
          const refills = await lockEligibleRefills(trx, input.cityId, refillIds);
          const eligible = new Map([...orders.map((order) => [saleKey({ kind: 'order', id: order.id }), order] as const), ...refills.map((refill) => [saleKey({ kind: 'refill', id: refill.id }), refill] as const)]);
          const missing = input.stops.filter((sale) => !eligible.has(saleKey(sale)));
          if (missing.length) throw notEligible(missing);
          const stops = input.stops.map((sale) => ({ sale, cashToCollect: cashToCollect(eligible.get(saleKey(sale))!) }));
          const run = await insertRun(trx, { runDate: input.date, courier, cityId: input.cityId, createdBy: actor.staff.user_id }, stops);
          await audit(trx, actor, {
            subjectType: 'delivery_run',
            subjectId: run.id,
            action: 'delivery.create',
            before: {},
            after: {
              date: input.date,
              courier: courier.id,
              courierName: courier.name,
              city: input.cityId,
              orders: orderIds,
              ...(refillIds.length ? { refills: refillIds } : {}),
              cashExpected: stops.reduce((sum, stop) => sum + stop.cashToCollect, 0),
            },
          });
          return run.id;
        });
      } catch (error) {
        // Another run took one of them between the check and the insert (the indexes of migrations 039 and 200).
        if (isUniqueViolation(error)) throw notEligible(input.stops);
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
