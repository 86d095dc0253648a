import { shopDateTime } from '@candleshop/rules';
import type { DeliveryCandidateRow, DeliveryRunListRow, DeliveryStopListRow, StopLineRow } from '../../db/repositories/delivery/delivery-runs.js';
import type { RefillStopLineRow } from '../../db/repositories/delivery/refill-stops.js';

// Objects shaped like the schema's AdminDeliveryRun, AdminDeliveryStop and AdminDeliveryCandidate.

/** The cash to collect at the door (issue 28 item 2): the total of a cash order (or refill request) not paid yet, else 0 (paid online). */
export const cashToCollect = (order: { method: string; paid: boolean; total: number }): number => (order.method === 'cash' && !order.paid ? order.total : 0);

/** One item line of a stop. */
export type StopLineView = Omit<StopLineRow, 'order_id'>;

/** A stop of a run with its order's (or refill request's) sheet facts. */
export interface DeliveryStopView {
  id: number;
  position: number;
  /** order or refill: what the stop delivers (migration 200). */
  kind: 'order' | 'refill';
  /** The order's id (schema: order); null for a refill request's stop. */
  order: number | null;
  /** The refill request's id (schema: refill); null for an order's stop. */
  refill: number | null;
  /** The order's or refill request's status. */
  orderStatus: string;
  method: string;
  customerName: string;
  phone: string;
  address: string;
  notes: string | null;
  cashToCollect: number;
  outcome: string | null;
  cashCollected: number | null;
  /** cashCollected − cashToCollect for a delivered stop; null otherwise. */
  cashDifference: number | null;
  outcomeNote: string | null;
  outcomeAt: string | null;
  outcomeBy: string | null;
  lines: StopLineView[];
}

/** A run with its sums; its stops load per field. */
export interface DeliveryRunView {
  id: number;
  date: string;
  /** The courier's name (today's: the list the owner keeps, issue 36). */
  courier: string;
  courierId: number;
  cityId: number;
  cityName: string;
  status: string;
  stopCount: number;
  waiting: number;
  cashExpected: number;
  cashCollected: number;
  cashReturned: number | null;
  cashDifference: number | null;
  stopDifferences: number;
  createdBy: string | null;
  createdAt: string;
  closedAt: string | null;
  closedBy: string | null;
}

/** Shapes a run row. */
export function runView(row: DeliveryRunListRow): DeliveryRunView {
  return {
    id: row.id,
    date: row.run_day,
    courier: row.courier_name,
    courierId: row.courier_id,
    cityId: row.city_id,
    cityName: row.city_name,
    status: row.status,
    stopCount: row.stops,
    waiting: row.waiting,
    cashExpected: row.cash_expected,
    cashCollected: row.cash_collected,
    cashReturned: row.cash_returned,
    cashDifference: row.cash_difference,
    stopDifferences: row.stop_differences,
    createdBy: row.created_by_email,
    createdAt: shopDateTime(row.created_at),
    closedAt: row.closed_at ? shopDateTime(row.closed_at) : null,
    closedBy: row.closed_by_email,
  };
}

const lineView = ({ kind, title, size, color, scent, quantity }: Omit<StopLineRow, 'order_id'>): StopLineView => ({ kind, title, size, color, scent, quantity });

/** Shapes a stop row with its lines: its order's, or its refill request's one line. */
export function stopView(row: DeliveryStopListRow, lines: readonly StopLineRow[], refillLines: readonly RefillStopLineRow[] = []): DeliveryStopView {
  const delivered = row.outcome === 'delivered';
  const own = row.order_id !== null ? lines.filter((line) => line.order_id === row.order_id) : refillLines.filter((line) => line.refill_id === row.refill_request_id);
  return {
    id: row.id,
    position: row.position,
    kind: row.order_id !== null ? 'order' : 'refill',
    order: row.order_id,
    refill: row.refill_request_id,
    orderStatus: row.order_status,
    method: row.order_method,
    customerName: row.customer_name ?? '',
    phone: row.customer_phone ?? '',
    address: row.address ?? '',
    notes: row.notes,
    cashToCollect: row.cash_to_collect,
    outcome: row.outcome,
    cashCollected: row.cash_collected,
    cashDifference: delivered ? (row.cash_collected ?? 0) - row.cash_to_collect : null,
    outcomeNote: row.outcome_note,
    outcomeAt: row.outcome_at ? shopDateTime(row.outcome_at) : null,
    outcomeBy: row.outcome_by_email,
    lines: own.map(lineView),
  };
}

/** An order, or a refill plan's confirmed refill request, a new run may take. */
export interface DeliveryCandidateView {
  /** order or refill; `id` is the order's or the refill request's. */
  kind: 'order' | 'refill';
  id: number;
  date: string;
  customerName: string;
  phone: string;
  address: string;
  total: number;
  method: string;
  cashToCollect: number;
}

/** Shapes a candidate row. */
export function candidateView(row: DeliveryCandidateRow): DeliveryCandidateView {
  return {
    kind: row.kind,
    id: row.id,
    date: shopDateTime(row.created_at),
    customerName: row.customer_name ?? '',
    phone: row.customer_phone ?? '',
    address: row.address ?? '',
    total: row.total,
    method: row.method,
    cashToCollect: cashToCollect(row),
  };
}
