import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CompletedColumns, OrderStatus, PaymentMethod, PurchaseColumns, RefillLineColumns } from './sales.js';
import type { AttributionColumns } from './partners.js';
import type { Lang } from './texts.js';

type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** SPEC §3 Refill request status labels: the same words as an order's. */
export type RefillStatus = OrderStatus;

/** How a refill is paid and where it goes (SPEC §5): a request's and a plan's alike. */
export interface RefillPlacementColumns {
  method: PaymentMethod;
  pickup: ColumnType<boolean, boolean | undefined, boolean>;
  city_id: Optional<number>;
  address: Optional<string>;
  selling_point_id: Optional<number>;
  notes: Optional<string>;
}

/** A refill request (migration 014): one refill line with its buyer, place and payment. */
export interface RefillRequestTable extends RefillLineColumns, RefillPlacementColumns, PurchaseColumns, AttributionColumns, CompletedColumns {
  id: Generated<number>;
  uuid: string;
  status: ColumnType<RefillStatus, RefillStatus | undefined, RefillStatus>;
  /** The customer's account; null for a guest's request. */
  user_id: Optional<number>;
  guest_name: Optional<string>;
  guest_email: Optional<string>;
  guest_phone: Optional<string>;
  guest_address: Optional<string>;
  /** size value / 100 × colour refill price + wick price, integer IQD (SPEC §5). */
  unit_price: number;
  /** quantity × unit_price − gift_card_paid. */
  total: number;
  /**
   * Integer IQD the buyer's gift cards paid (migration 160, issue 35), as an order's: `total` is
   * what is left to pay in cash or through a provider, quantity × unit_price − gift_card_paid.
   */
  gift_card_paid: ColumnType<number, number | undefined, number>;
}

/** Refills ordered on their own (SPEC §3 Refill request). */
export interface RefillTables {
  refill_requests: RefillRequestTable;
}

export type RefillRequestRow = Selectable<RefillRequestTable>;

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A shop-calendar day, `YYYY-MM-DD` (both drivers are told to hand dates back as text). */
type Day = ColumnType<string, string, string>;

export type RefillPlanStatus = 'active' | 'paused' | 'ended';
/** awaiting the answer; confirmed (its request placed); skipped; unanswered (placed for the call list); closed (the plan ended or paused first). */
export type PlanCycleStatus = 'awaiting' | 'confirmed' | 'skipped' | 'unanswered' | 'closed';

/** A customer's refill on a schedule (migration 170, issue 37 item 1). */
export interface RefillPlanTable extends RefillLineColumns, RefillPlacementColumns {
  id: Generated<number>;
  user_id: number;
  status: ColumnType<RefillPlanStatus, RefillPlanStatus | undefined, RefillPlanStatus>;
  every_weeks: number;
  /** The next cycle's day, not yet created. */
  next_due: Day;
  lang: ColumnType<Lang, Lang | undefined, Lang>;
  created_at: Generated<Date>;
}

/** One due day of a plan, with its confirm-or-skip link (migration 170). */
export interface RefillPlanCycleTable {
  id: Generated<number>;
  plan_id: number;
  due_on: Day;
  status: ColumnType<PlanCycleStatus, PlanCycleStatus | undefined, PlanCycleStatus>;
  /** SHA-256 of the link's token; the token is only in the customer's messages. */
  token_hash: string;
  expires_at: Timestamp;
  /** Unanswered after this, the cycle's request is placed and goes on the "call the customer" list. */
  call_after: Timestamp;
  answered_at: Optional<Date>;
  refill_request_id: Optional<number>;
  created_at: Generated<Date>;
}

/** Refill plans and their cycles. */
export interface RefillPlanTables {
  refill_plans: RefillPlanTable;
  refill_plan_cycles: RefillPlanCycleTable;
}

export type RefillPlanRow = Selectable<RefillPlanTable>;
export type PlanCycleRow = Selectable<RefillPlanCycleTable>;
