import type { PlanCycleRow, RefillPlanRow } from '../../db/tables/refills.js';

/** One cycle as the customer and staff see it. */
export interface PlanCycleView {
  id: number;
  dueOn: string;
  status: string;
  refillId: number | null;
}

/** A plan shaped like the schema's RefillPlan; materials and places load per field as a refill request's do. */
export interface RefillPlanView {
  id: number;
  status: string;
  everyWeeks: number;
  /** The next cycle not yet announced, `YYYY-MM-DD`. */
  nextDate: string;
  quantity: number;
  /** Today's price of one cycle, integer IQD; null when a material is no longer sold. */
  total: number | null;
  method: string;
  pickup: boolean;
  address: string | null;
  notes: string | null;
  wickId: number;
  containerId: number;
  colorId: number;
  sizeId: number;
  scentId: number;
  cityId: number | null;
  sellingPointId: number | null;
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
    method: plan.method,
    pickup: plan.pickup,
    address: plan.address,
    notes: plan.notes,
    wickId: plan.wick_id,
    containerId: plan.container_id,
    colorId: plan.color_id,
    sizeId: plan.size_id,
    scentId: plan.scent_id,
    cityId: plan.city_id,
    sellingPointId: plan.selling_point_id,
    cycles: cycles.map((cycle) => ({ id: cycle.id, dueOn: cycle.due_on, status: cycle.status, refillId: cycle.refill_request_id })),
  };
}
