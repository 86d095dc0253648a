import { shopDate } from '@candleshop/rules';
import type { Kysely } from 'kysely';
import { countExpectedRefills, findComingCycles } from '../../db/repositories/refill-plans/plan-cycles.js';
import { countPlansByStatus } from '../../db/repositories/refill-plans/refill-plans.js';
import type { Database } from '../../db/types.js';
import { addDays } from './plan-settings.js';

/** The back office's window of coming cycles, and the dashboard's, in days. */
export const COMING_DAYS = 30;
/** Rows the coming cycles list shows at most. */
const COMING_SIZE = 300;

/** The schema's ComingPlanCycle. */
export interface ComingPlanCycleView {
  cycleId: number | null;
  planId: number;
  dueOn: string;
  status: string;
  refillId: number | null;
  refillStatus: string | null;
  total: number | null;
  name: string;
  phone: string;
  pickup: boolean;
}

/**
 * What staff see of refill plans (issue 37 item 1): the cycles of the next 30 days (created, with
 * their answer and placed request, and those active plans will create), and the dashboard's figures.
 */
export function createAdminPlans(db: Kysely<Database>, options: { now?: () => Date } = {}) {
  const window = () => {
    const from = shopDate(options.now?.() ?? new Date());
    return { from, to: addDays(from, COMING_DAYS) };
  };
  return {
    async comingCycles(): Promise<ComingPlanCycleView[]> {
      const { from, to } = window();
      const rows = await findComingCycles(db, from, to, COMING_SIZE);
      return rows.map((row) => ({
        cycleId: row.cycle_id,
        planId: row.plan_id,
        dueOn: row.due_on,
        status: row.status,
        refillId: row.refill_request_id,
        refillStatus: row.refill_status,
        total: row.total,
        name: row.name,
        phone: row.phone ?? '',
        pickup: row.pickup,
      }));
    },
    async figures() {
      const { from, to } = window();
      const counts = await countPlansByStatus(db);
      return { activePlans: counts.active, pausedPlans: counts.paused, expectedRefills: await countExpectedRefills(db, from, to) };
    },
  };
}

/** The back office's plans service of one request. */
export type AdminPlans = ReturnType<typeof createAdminPlans>;
