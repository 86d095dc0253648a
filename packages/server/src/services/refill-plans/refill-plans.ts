import { shopDate } from '@candleshop/rules';
import type { Kysely } from 'kysely';
import { findRefillRequestOfUser } from '../../db/repositories/refills/refill-requests.js';
import { closeAwaitingCycles, findCyclesOfPlan } from '../../db/repositories/refill-plans/plan-cycles.js';
import { countOpenPlansOfUser, deleteNewRefillPlan, findRefillPlan, findRefillPlansOfUser, insertRefillPlan, lockPlanOwner, updateRefillPlan } from '../../db/repositories/refill-plans/refill-plans.js';
import type { Database, Lang } from '../../db/types.js';
import type { RefillPlanRow, RefillPlanStatus } from '../../db/tables/refills.js';
import type { PaymentMethod } from '../../db/tables/sales.js';
import { badRequest, notFound, refused } from '../../errors.js';
import type { RefillLineChoice } from '../../db/repositories/sales/carts.js';
import { refillColumns } from '../sales/buying-rules.js';
import { resolvePlace, type PlaceInput } from '../sales/order-place.js';
import { placeColumns } from '../sales/purchase-columns.js';
import { planPrice } from './plan-cycle-place.js';
import { addDays, MAX_FIRST_DAYS, MAX_OPEN_PLANS, PLAN_PERIODS } from './plan-settings.js';
import { planView, type RefillPlanView } from './plan-views.js';

/** What a plan repeats: a refill line, its place and payment (from the builder, or copied from a past request). */
export interface PlanConfiguration extends PlaceInput {
  line: RefillLineChoice & { quantity: number };
  method: PaymentMethod;
  notes: string | null;
}

/** A new plan: a configuration, or one of the customer's past refill requests, with its period and first day. */
export interface NewPlanInput {
  fromRefill?: number;
  configuration?: PlanConfiguration;
  everyWeeks: number;
  /** `YYYY-MM-DD`; the period from today when absent. */
  firstDate?: string;
}

/** A change to a plan: whatever is given. */
export interface PlanChange {
  everyWeeks?: number;
  nextDate?: string;
  configuration?: PlanConfiguration;
}

/** What the plans service needs of the request. */
export interface RefillPlansOptions {
  lang: Lang;
  now?: () => Date;
  /** Creates (and announces) the new plan's first cycle when its notice has already come. */
  cycleDue?: (planId: number) => Promise<unknown>;
}

/**
 * A signed-in customer's refill plans (issue 37 item 1): the same refill every 2, 4, 6 or 8 weeks,
 * priced at each cycle by the server's one refill rule. Paused and ended plans create no cycle, and
 * a cycle still awaiting its answer is closed with them.
 */
export function createRefillPlans(db: Kysely<Database>, options: RefillPlansOptions) {
  const today = () => shopDate(options.now?.() ?? new Date());

  function checkPeriod(weeks: number) {
    if (!(PLAN_PERIODS as readonly number[]).includes(weeks)) throw badRequest({ everyWeeks: ['input.everyWeeks.invalid'] });
  }
  function checkDay(day: string) {
    const now = today();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(day)) || day <= now || day > addDays(now, MAX_FIRST_DAYS)) throw badRequest({ firstDate: ['input.firstDate.invalid'] });
  }
  async function columnsOf(configuration: PlanConfiguration) {
    const place = await resolvePlace(db, configuration);
    return { ...refillColumns(configuration.line), quantity: configuration.line.quantity, method: configuration.method, ...placeColumns(place), notes: configuration.notes };
  }
  async function own(userId: number, id: number): Promise<RefillPlanRow> {
    const plan = await findRefillPlan(db, id);
    if (plan?.user_id !== userId) throw notFound();
    return plan;
  }
  async function viewOf(plan: RefillPlanRow): Promise<RefillPlanView> {
    const total = await planPrice(db, plan).then(
      (price) => price.total,
      () => null,
    );
    return planView(plan, total, await findCyclesOfPlan(db, plan.id, 6));
  }
  async function setStatus(userId: number, id: number, from: readonly RefillPlanStatus[], to: RefillPlanStatus, nextDue?: string): Promise<RefillPlanView> {
    const plan = await own(userId, id);
    if (!from.includes(plan.status)) throw refused('bad.request', { reason: 'plan.state' });
    await db.transaction().execute(async (trx) => {
      await updateRefillPlan(trx, id, { status: to, ...(nextDue ? { next_due: nextDue } : {}) });
      if (to !== 'active') await closeAwaitingCycles(trx, id, options.now?.() ?? new Date());
    });
    if (to === 'active') await options.cycleDue?.(id);
    return viewOf((await findRefillPlan(db, id))!);
  }

  return {
    /** Makes a plan; its first cycle is announced at once when its notice has come. @throws bad.request, refused plan.limit */
    async create(userId: number, input: NewPlanInput): Promise<RefillPlanView> {
      checkPeriod(input.everyWeeks);
      const firstDate = input.firstDate ?? addDays(today(), input.everyWeeks * 7);
      checkDay(firstDate);
      let configuration = input.configuration;
      if (input.fromRefill !== undefined) {
        const past = await findRefillRequestOfUser(db, userId, input.fromRefill);
        if (!past) throw notFound();
        configuration = {
          line: { containerId: past.container_id, sizeId: past.size_id, wickId: past.wick_id, scentId: past.scent_id, colorId: past.color_id, quantity: past.quantity },
          method: past.method,
          notes: past.notes,
          ...(past.pickup ? { sellingPointId: past.selling_point_id! } : { cityId: past.city_id!, address: past.address }),
        };
      }
      if (!configuration) throw badRequest({ fromRefill: ['input.fromRefill.required'] });
      const columns = await columnsOf(configuration);
      const id = await db.transaction().execute(async (trx) => {
        await lockPlanOwner(trx, userId);
        if ((await countOpenPlansOfUser(trx, userId)) >= MAX_OPEN_PLANS) throw refused('plan.limit', { limit: MAX_OPEN_PLANS });
        return insertRefillPlan(trx, { user_id: userId, every_weeks: input.everyWeeks, next_due: firstDate, lang: options.lang, ...columns });
      });
      const plan = (await findRefillPlan(db, id))!;
      // The materials must price now: a plan of a refill the shop no longer sells is refused.
      await planPrice(db, plan).catch(async (error: unknown) => {
        await deleteNewRefillPlan(db, id);
        throw error;
      });
      await options.cycleDue?.(id);
      return viewOf((await findRefillPlan(db, id))!);
    },

    /** The customer's plans, ended ones last. */
    async mine(userId: number): Promise<RefillPlanView[]> {
      return Promise.all((await findRefillPlansOfUser(db, userId)).map(viewOf));
    },

    /** Stops creating cycles; one awaiting its answer is closed. */
    pause: (userId: number, id: number) => setStatus(userId, id, ['active'], 'paused'),

    /** Creates cycles again, from the first day of the period not yet past. */
    async resume(userId: number, id: number): Promise<RefillPlanView> {
      const plan = await own(userId, id);
      let next = plan.next_due;
      while (next <= today()) next = addDays(next, plan.every_weeks * 7);
      return setStatus(userId, id, ['paused'], 'active', next);
    },

    /** Ends the plan for good. */
    end: (userId: number, id: number) => setStatus(userId, id, ['active', 'paused'], 'ended'),

    /** Changes the period, the next day or the configuration; a cycle already placed keeps what it was placed with. */
    async change(userId: number, id: number, change: PlanChange): Promise<RefillPlanView> {
      const plan = await own(userId, id);
      if (plan.status === 'ended') throw refused('bad.request', { reason: 'plan.state' });
      if (change.everyWeeks !== undefined) checkPeriod(change.everyWeeks);
      if (change.nextDate !== undefined) checkDay(change.nextDate);
      const columns = change.configuration ? await columnsOf(change.configuration) : {};
      await updateRefillPlan(db, id, { ...columns, ...(change.everyWeeks === undefined ? {} : { every_weeks: change.everyWeeks }), ...(change.nextDate === undefined ? {} : { next_due: change.nextDate }) });
      await options.cycleDue?.(id);
      return viewOf((await findRefillPlan(db, id))!);
    },
  };
}

/** The refill plans service of one request. */
export type RefillPlans = ReturnType<typeof createRefillPlans>;
