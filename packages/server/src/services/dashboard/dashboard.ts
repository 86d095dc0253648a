import { shopDateTime } from '@candleshop/rules';
import type { Kysely } from 'kysely';
import {
  findBestSellers,
  findCashWithCouriers,
  findChannels,
  findConfirmationCounts,
  findGiftCardFigures,
  findMoney,
  findNextWorkshops,
  findOrderCounts,
  findRunningOut,
  findStopOutcomes,
  type MoneyRow,
} from '../../db/repositories/dashboard/dashboard.js';
import type { Database, Lang } from '../../db/types.js';

import { periodRange, type DashboardPeriod } from './dashboard-period.js';

/**
 * Revenue of a period, integer IQD (issue 28 item 4; README "Back office"):
 *
 *   revenue = online + cash − refunds
 *
 * - online: the amount of every provider payment started in the period that the provider paid
 *   (PAID, or REFUNDED: paid, then covered by refunds, which are subtracted below). A payment owed
 *   back (PAID_NEEDS_REFUND) is not the shop's money and is not counted.
 * - cash: cash recorded in the period: by a courier (a delivered stop's `cash_collected`, on the
 *   moment of its outcome), at a workshop's door (a check-in's `cash_taken`, when it happened), and
 *   cash sales settled without either (a completed, paid cash order, refill request or ticket with
 *   no delivered stop or door payment: pickups, deliveries completed by hand), on the day it was
 *   completed (collected), or placed for older sales with no completion time.
 * - refunds: every refund recorded in the period, done or pending (a pending one is already
 *   promised: its amount is no longer the shop's), cash or through a provider.
 */
export interface MoneyView {
  revenue: number;
  online: number;
  cash: number;
  refunds: number;
  /** Collected on runs still open: with the couriers, not yet brought back. */
  cashWithCouriers: number;
  runsOpen: number;
  /** Gift cards (issue 35 item 2): issued in the period, drawn by sales in it (less given back), still held by live cards now. */
  giftCardsSold: number;
  giftCardsDrawn: number;
  giftCardsOwed: number;
}

/** One bucket of the charts: an hour of today, or a day. */
export interface PointView {
  /** When the bucket starts, ISO 8601 in Baghdad time. */
  start: string;
  orders: number;
  /** Null for staff who are not the owner. */
  revenue: number | null;
}

/** A share of a whole: `part` of `of`, and their ratio (null when `of` is 0). */
export interface RateView {
  part: number;
  of: number;
  rate: number | null;
}

/** The schema's AdminDashboard. */
export interface DashboardView {
  period: DashboardPeriod;
  firstDay: string;
  lastDay: string;
  bucket: 'hour' | 'day';
  /** Null for staff who are not the owner (issue 15: the shop's money is the owner's). */
  money: MoneyView | null;
  points: PointView[];
  ordersByStatus: Array<{ status: string; count: number }>;
  orders: number;
  /** Confirmed of the confirmation links answered or past their call time. */
  confirmation: RateView;
  /** Refused or returned of the delivery stops given an outcome. */
  refusal: RateView;
  bestSellers: Array<{ id: number; title: string; units: number; revenue: number | null }>;
  runningOut: { total: number; items: Array<{ id: number; title: string; stock: number; threshold: number }> };
  channels: Array<{ partner: string | null; sales: number; total: number | null }>;
  workshops: Array<{ id: number; title: string; startsAt: string; seats: number; sold: number }>;
}

/** What the dashboard reads of the request. */
export interface DashboardOptions {
  lang: Lang;
}

const BEST_SELLERS = 5;
const RUNNING_OUT = 10;
const NEXT_WORKSHOPS = 5;

const rate = (part: number, of: number): RateView => ({ part, of, rate: of === 0 ? null : part / of });

const NO_GIFT_CARDS = { sold: 0, drawn: 0, owed: 0 };

function moneyOf(rows: MoneyRow[], couriers: { cash: number; runs: number }, cards: typeof NO_GIFT_CARDS): MoneyView {
  const sum = (sources: readonly string[]) => rows.filter((row) => sources.includes(row.source)).reduce((total, row) => total + row.amount, 0);
  const online = sum(['online']);
  const cash = sum(['courier', 'settled', 'door']);
  const refunds = sum(['refund']);
  return {
    revenue: online + cash - refunds,
    online,
    cash,
    refunds,
    cashWithCouriers: couriers.cash,
    runsOpen: couriers.runs,
    giftCardsSold: cards.sold,
    giftCardsDrawn: cards.drawn,
    giftCardsOwed: cards.owed,
  };
}

/**
 * The owner's dashboard (issue 28 item 4): a period's figures, each from one query of
 * db/repositories/dashboard/dashboard.ts. `money` false (staff who are not the owner) leaves out every
 * amount of money: those queries are not even run.
 */
export function createDashboard(db: Kysely<Database>, options: DashboardOptions) {
  return {
    async read(period: DashboardPeriod, now: Date, money: boolean): Promise<DashboardView> {
      const range = periodRange(period, now);
      const [moneyRows, couriers, cards, orderRows, confirmations, outcomes, sellers, runningOut, channels, workshops] = await Promise.all([
        money ? findMoney(db, range) : Promise.resolve([]),
        money ? findCashWithCouriers(db) : Promise.resolve({ cash: 0, runs: 0 }),
        money ? findGiftCardFigures(db, range) : Promise.resolve(NO_GIFT_CARDS),
        findOrderCounts(db, range),
        findConfirmationCounts(db, range, now),
        findStopOutcomes(db, range),
        findBestSellers(db, options.lang, range, BEST_SELLERS),
        findRunningOut(db, options.lang, RUNNING_OUT),
        findChannels(db, range),
        findNextWorkshops(db, options.lang, now, NEXT_WORKSHOPS),
      ]);
      const points: PointView[] = Array.from({ length: range.buckets }, (_, bucket) => ({
        start: shopDateTime(new Date(range.from.getTime() + bucket * range.bucketSeconds * 1000)),
        orders: 0,
        revenue: money ? 0 : null,
      }));
      for (const row of orderRows) points[row.bucket]!.orders += row.count;
      if (money) for (const row of moneyRows) points[row.bucket]!.revenue! += row.source === 'refund' ? -row.amount : row.amount;
      const byStatus = new Map<string, number>();
      for (const row of orderRows) byStatus.set(row.status, (byStatus.get(row.status) ?? 0) + row.count);
      const outcome = (names: readonly string[]) => outcomes.filter((row) => names.includes(row.outcome)).reduce((total, row) => total + row.count, 0);
      return {
        period,
        firstDay: range.firstDay,
        lastDay: range.lastDay,
        bucket: range.bucketSeconds === 3600 ? 'hour' : 'day',
        money: money ? moneyOf(moneyRows, couriers, cards) : null,
        points,
        ordersByStatus: [...byStatus].map(([status, count]) => ({ status, count })),
        orders: orderRows.reduce((total, row) => total + row.count, 0),
        confirmation: rate(confirmations.confirmed, confirmations.confirmed + confirmations.cancelled + confirmations.due),
        refusal: rate(outcome(['refused', 'returned']), outcome(['delivered', 'refused', 'unreachable', 'returned'])),
        bestSellers: sellers.map((row) => ({ id: row.id, title: row.title, units: row.units, revenue: money ? row.revenue : null })),
        runningOut: { total: runningOut.total, items: runningOut.rows },
        channels: channels.map((row) => ({ partner: row.name, sales: row.sales, total: money ? row.total : null })),
        workshops: workshops.map((row) => ({ id: row.id, title: row.title, startsAt: shopDateTime(row.starts_at), seats: row.seats, sold: row.sold })),
      };
    },
  };
}
