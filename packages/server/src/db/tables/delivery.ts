import type { ColumnType, Generated, Selectable } from 'kysely';

type OptionalStamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type OptionalNumber = ColumnType<number | null, number | null | undefined, number | null>;
type OptionalText = ColumnType<string | null, string | null | undefined, string | null>;

export type DeliveryRunStatus = 'open' | 'closed';
export type StopOutcome = 'delivered' | 'refused' | 'unreachable' | 'returned';

/** A courier's run on one date in one city (migration 039, issue 28 item 2). */
export interface DeliveryRunTable {
  id: Generated<number>;
  /** `YYYY-MM-DD`. */
  run_date: ColumnType<string, string, string>;
  /** The courier's name as written when the run was made (before migration 140, the only record of who). */
  courier: string;
  /** The courier (migration 140): their name today is what the run shows. */
  courier_id: number;
  city_id: number;
  status: ColumnType<DeliveryRunStatus, DeliveryRunStatus | undefined, DeliveryRunStatus>;
  /** Integer IQD the courier brought back, recorded at closing. */
  cash_returned: OptionalNumber;
  /** cash_returned − the cash the delivered stops collected; 0 when it matches. */
  cash_difference: OptionalNumber;
  closed_at: OptionalStamp;
  created_by: OptionalNumber;
  closed_by: OptionalNumber;
  created_at: Generated<Date>;
}

/** One order or refill request of a run, in the courier's order. */
export interface DeliveryStopTable {
  id: Generated<number>;
  run_id: number;
  /** The order delivered; null for a refill request's stop (exactly one of the two, migration 200). */
  order_id: OptionalNumber;
  /** A refill plan's confirmed cycle's request (migration 200, issue 37 item 1); null for an order's stop. */
  refill_request_id: OptionalNumber;
  position: number;
  /** Integer IQD to collect at the door; 0 when the sale was paid online. */
  cash_to_collect: number;
  outcome: ColumnType<StopOutcome | null, StopOutcome | null | undefined, StopOutcome | null>;
  /** Integer IQD collected; only for `delivered`. */
  cash_collected: OptionalNumber;
  outcome_note: OptionalText;
  outcome_at: OptionalStamp;
  outcome_by: OptionalNumber;
  created_at: Generated<Date>;
}

/** A courier the owner keeps on the list (migration 140, issue 36). */
export interface CourierTable {
  id: Generated<number>;
  name: string;
  /** E.164 (`+9647XXXXXXXXX`); null for a courier moved from the free-text runs until the owner adds it. */
  phone: OptionalText;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  version: ColumnType<number, number | undefined, number>;
  created_at: Generated<Date>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** Couriers, delivery runs and their stops. */
export interface DeliveryTables {
  couriers: CourierTable;
  delivery_runs: DeliveryRunTable;
  delivery_stops: DeliveryStopTable;
}

export type CourierRow = Selectable<CourierTable>;
export type DeliveryRunRow = Selectable<DeliveryRunTable>;
export type DeliveryStopRow = Selectable<DeliveryStopTable>;
