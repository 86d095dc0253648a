import type { PlanCycleRow, RefillPlanRow } from '../../db/tables/refills.js';
import { refillRecipeView, type RefillRecipeView } from '../refills/refill-views.js';

/** One cycle as the customer and staff see it. */
export interface PlanCycleView {
  id: number;
  dueOn: string;
  status: string;
  refillId: number | null;
}

/** A plan shaped like the schema's RefillPlan; materials and places load per field as a refill request's do. */
export interface RefillPlanView extends RefillRecipeView {
  id: number;
  status: string;
  everyWeeks: number;
  /** The next cycle not yet announced, `YYYY-MM-DD`. */
  nextDate: string;
  quantity: number;
  /** Today's price of one cycle, integer IQD; null when a material is no longer sold. */
  total: number | null;
  /** The latest cycles, newest first. */
  cycles: PlanCycleView[];
}

/** Shapes a plan row with its price and latest cycles. */
export function planView(plan: RefillPlanRow, total: number | null, cycles: readonly PlanCycleRow[]): RefillPlanView {
  return {
    id: plan.id,
    status: plan.status,
    everyWeeks: plan.every_weeks,
    nextDate: plan.next_due,
    quantity: plan.quantity,
    total,
    ...refillRecipeView(plan),
    cycles: cycles.map((cycle) => ({ id: cycle.id, dueOn: cycle.due_on, status: cycle.status, refillId: cycle.refill_request_id })),
  };
}
