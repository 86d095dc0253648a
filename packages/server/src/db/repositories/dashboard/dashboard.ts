import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database, Lang } from '../../types.js';
import { prepared } from '../../named-statements.js';
import { localized } from '../localized.js';
import { CASH_RECORDS, collectedSql, SALE_TABLES, settledInCash } from '../sales/collected.js';
import type { RefundableKind } from '../../tables/payments.js';

// The owner's dashboard (issue 28 item 4): every figure is one aggregate query over a period.
// Periods are half-open [from, until); a chart's bucket is a whole number of seconds counted from
// `from` (Baghdad keeps UTC+3 all year, so an hour or a day from a Baghdad midnight is exact).
// Each runs as a named statement on PostgreSQL (`prepared`): planned once a connection, not on every
// dashboard (the year's union of money was about 2 ms of planning a request).

/** A period of the dashboard and the width of its chart's buckets. */
export interface DashboardRange {
  from: Date;
  until: Date;
  /** Seconds a bucket spans: 3600 for today's hours, 86400 for days. */
  bucketSeconds: number;
}

/** Where money came from (+) or went back (−), the parts of revenue (services/dashboard/dashboard.ts). */
export type MoneySource = 'online' | 'courier' | 'settled' | 'door' | 'refund';

/** One part of revenue in one bucket, integer IQD (refunds positive: the service subtracts them). */
export interface MoneyRow {
  source: MoneySource;
  bucket: number;
  amount: number;
}

type Db = Kysely<Database>;

const bucketOf = (column: string, range: DashboardRange): RawBuilder<number> => sql<number>`floor(extract(epoch from (${sql.ref(column)} - ${range.from}::timestamptz)) / ${range.bucketSeconds})::int`;
const within = (column: string, range: DashboardRange) => sql`${sql.ref(column)} >= ${range.from} AND ${sql.ref(column)} < ${range.until}`;

const KINDS = Object.keys(SALE_TABLES) as RefundableKind[];

/**
 * The parts of revenue in a period, by bucket: one UNION ALL of every place money is recorded. Cash
 * is what db/repositories/sales/collected.ts defines as collected (issue 36 item 1), counted when it
 * was recorded: a courier's or the door's count of it, or the total of a cash sale settled without
 * either (a pickup, a delivery completed by hand, a refill paid at the studio) when it was
 * collected: its completion (`completed_at`, migration 130), or the day placed for older rows
 * without one.
 */
export async function findMoney(db: Db, range: DashboardRange): Promise<MoneyRow[]> {
  const records = KINDS.flatMap((kind) => {
    const record = CASH_RECORDS[kind];
    return record
      ? [
          sql`SELECT ${sql.lit(record.source)} AS source, ${bucketOf(`r.${record.at}`, range)} AS bucket, ${sql.ref(`r.${record.amount}`)} AS amount FROM ${sql.table(record.table)} r
          WHERE ${within(`r.${record.at}`, range)} AND ${record.taken('r')}`,
        ]
      : [];
  });
  // Issue 36: cash settled by hand is the shop's on the day it was collected, not the day ordered.
  const settled = KINDS.map(
    (kind) => sql`SELECT 'settled' AS source, ${bucketOf('s.collected_at', range)} AS bucket, s.total AS amount
      FROM (SELECT s.*, coalesce(s.completed_at, s.created_at) AS collected_at FROM ${sql.table(SALE_TABLES[kind].table)} s) s
      WHERE ${within('s.collected_at', range)} AND ${settledInCash(kind, 's')}`,
  );
  const parts = [
    sql`SELECT 'online' AS source, ${bucketOf('p.created_at', range)} AS bucket, p.amount FROM payments p
      WHERE ${within('p.created_at', range)} AND p.status IN ('PAID', 'REFUNDED')`,
    ...records,
    ...settled,
    sql`SELECT 'refund' AS source, ${bucketOf('r.created_at', range)} AS bucket, r.amount FROM refunds r WHERE ${within('r.created_at', range)}`,
  ];
  const { rows } = await sql<MoneyRow>`select ${prepared} source, bucket, sum(amount)::bigint AS amount FROM (${sql.join(parts, sql` UNION ALL `)}) m
    GROUP BY source, bucket ORDER BY bucket, source`.execute(db);
  return rows.map((row) => ({ source: row.source, bucket: Number(row.bucket), amount: Number(row.amount) }));
}

/** Orders placed in a period, counted by status and by bucket. */
export async function findOrderCounts(db: Db, range: DashboardRange): Promise<Array<{ status: string; bucket: number; count: number }>> {
  const { rows } = await sql<{ status: string; bucket: number; count: number }>`select ${prepared} o.status, ${bucketOf('o.created_at', range)} AS bucket, count(*)::int AS count
    FROM orders o WHERE ${within('o.created_at', range)} GROUP BY 1, 2 ORDER BY 2, 1`.execute(db);
  return rows.map((row) => ({ status: row.status, bucket: Number(row.bucket), count: Number(row.count) }));
}

/**
 * The confirmation links sent in a period: confirmed, cancelled, and those still awaiting an
 * answer past their `call_after` at `now` (due: the customer was expected to answer by then).
 */
export async function findConfirmationCounts(db: Db, range: DashboardRange, now: Date): Promise<{ confirmed: number; cancelled: number; due: number }> {
  const { rows } = await sql<{ confirmed: number; cancelled: number; due: number }>`select ${prepared}
      count(*) FILTER (WHERE status = 'confirmed')::int AS confirmed,
      count(*) FILTER (WHERE status = 'cancelled')::int AS cancelled,
      count(*) FILTER (WHERE status = 'awaiting' AND call_after <= ${now})::int AS due
    FROM sale_confirmations WHERE ${within('created_at', range)}`.execute(db);
  const row = rows[0]!;
  return { confirmed: Number(row.confirmed), cancelled: Number(row.cancelled), due: Number(row.due) };
}

/** Delivery stops given an outcome in a period, counted by outcome. */
export async function findStopOutcomes(db: Db, range: DashboardRange): Promise<Array<{ outcome: string; count: number }>> {
  const { rows } = await sql<{ outcome: string; count: number }>`select ${prepared} outcome, count(*)::int AS count FROM delivery_stops
    WHERE outcome IS NOT NULL AND ${within('outcome_at', range)} GROUP BY outcome ORDER BY outcome`.execute(db);
  return rows.map((row) => ({ outcome: row.outcome, count: Number(row.count) }));
}

/** Cash couriers collected on runs not closed yet: still with them, whatever the period. */
export async function findCashWithCouriers(db: Db): Promise<{ cash: number; runs: number }> {
  const { rows } = await sql<{ cash: number; runs: number }>`select ${prepared} coalesce(sum(d.cash_collected), 0)::bigint AS cash, count(DISTINCT r.id)::int AS runs
    FROM delivery_runs r JOIN delivery_stops d ON d.run_id = r.id
    WHERE r.status = 'open' AND d.outcome = 'delivered' AND d.cash_collected > 0`.execute(db);
  return { cash: Number(rows[0]!.cash), runs: Number(rows[0]!.runs) };
}

/**
 * Gift cards' money (issue 35 item 2): what cards were issued for in the period (sold), what sales
 * drew from them in the period less what was given back to them in it (drawn), and what live
 * cards still hold now, whatever the period (owed to their holders).
 */
export async function findGiftCardFigures(db: Db, range: DashboardRange): Promise<{ sold: number; drawn: number; owed: number }> {
  const { rows } = await sql<{ sold: string; drawn: string; owed: string }>`select ${prepared}
      coalesce(sum(l.amount) FILTER (WHERE l.entry = 'issued'), 0)::bigint AS sold,
      coalesce(-sum(l.amount) FILTER (WHERE l.entry IN ('drawn', 'given_back')), 0)::bigint AS drawn,
      (SELECT coalesce(sum(c.balance), 0)::bigint FROM gift_cards c WHERE c.status = 'active') AS owed
    FROM gift_card_ledger l WHERE ${within('l.created_at', range)}`.execute(db);
  return { sold: Number(rows[0]!.sold), drawn: Number(rows[0]!.drawn), owed: Number(rows[0]!.owed) };
}

/** A product's sales in a period. */
export interface BestSellerRow {
  id: number;
  title: string;
  units: number;
  revenue: number;
}

/**
 * The products most sold in a period (units, then revenue), from orders the shop did not turn down.
 * Each order's items are read through its index (`OFFSET 0` keeps the planner from hashing every
 * item of the year instead: about half the time over a year of orders, `npm run bench`).
 */
export async function findBestSellers(db: Db, lang: Lang, range: DashboardRange, limit: number): Promise<BestSellerRow[]> {
  const { rows } = await sql<BestSellerRow>`select ${prepared} p.id, ${localized('p.title', lang)} AS title, s.units, s.revenue
    FROM (SELECT i.product_id, sum(i.quantity)::int AS units, sum(i.quantity * i.unit_price)::bigint AS revenue
          FROM (SELECT o.id FROM orders o WHERE ${within('o.created_at', range)} AND o.status NOT IN ('cancelled', 'rejected')) o
          CROSS JOIN LATERAL (SELECT i.product_id, i.quantity, i.unit_price FROM order_items i WHERE i.order_id = o.id OFFSET 0) i
          GROUP BY i.product_id) s
    JOIN products p ON p.id = s.product_id
    ORDER BY s.units DESC, s.revenue DESC, p.id LIMIT ${limit}`.execute(db);
  return rows.map((row) => ({ id: Number(row.id), title: row.title, units: Number(row.units), revenue: Number(row.revenue) }));
}

/** A product at or below its own stock threshold. */
export interface RunningOutRow {
  id: number;
  title: string;
  stock: number;
  threshold: number;
}

/** Products at or below their stock threshold, emptiest first, and how many there are. */
export async function findRunningOut(db: Db, lang: Lang, limit: number): Promise<{ rows: RunningOutRow[]; total: number }> {
  const [{ rows }, count] = await Promise.all([
    sql<RunningOutRow>`select ${prepared} id, ${localized('title', lang)} AS title, stock, low_stock_threshold AS threshold FROM products
      WHERE stock <= low_stock_threshold ORDER BY stock, id LIMIT ${limit}`.execute(db),
    sql<{ total: number }>`select ${prepared} count(*)::int AS total FROM products WHERE stock <= low_stock_threshold`.execute(db),
  ]);
  return { rows: rows.map((row) => ({ ...row, id: Number(row.id) })), total: Number(count.rows[0]!.total) };
}

/** Sales of one channel in a period: the storefront (no partner) or one partner. */
export interface ChannelRow {
  partner_id: number | null;
  name: string | null;
  sales: number;
  total: number;
}

/**
 * Orders, refill requests and tickets placed in a period and not turned down, by channel, biggest
 * first. Each counts, as revenue does, its money net of refunds (issue 36 item 1): what was
 * collected once it is paid (collected.ts), its total while still to be paid, less every refund
 * recorded for it, never below 0.
 */
export async function findChannels(db: Db, range: DashboardRange): Promise<ChannelRow[]> {
  const parts = KINDS.map((kind) => {
    const { table, payment } = SALE_TABLES[kind];
    const refunded = sql`(SELECT coalesce(sum(r.amount), 0) FROM refunds r WHERE ${sql.ref(`r.${payment}`)} = s.id)`;
    return sql`SELECT s.partner_id, greatest(CASE WHEN s.paid THEN ${collectedSql(kind, 's')} ELSE s.total END - ${refunded}, 0) AS total
      FROM ${sql.table(table)} s WHERE ${within('s.created_at', range)} AND s.status NOT IN ('cancelled', 'rejected')`;
  });
  const { rows } = await sql<ChannelRow>`select ${prepared} c.partner_id, p.name, count(*)::int AS sales, sum(c.total)::bigint AS total
    FROM (${sql.join(parts, sql` UNION ALL `)}) c LEFT JOIN partners p ON p.id = c.partner_id
    GROUP BY c.partner_id, p.name ORDER BY total DESC, c.partner_id NULLS FIRST`.execute(db);
  return rows.map((row) => ({ partner_id: row.partner_id === null ? null : Number(row.partner_id), name: row.name, sales: Number(row.sales), total: Number(row.total) }));
}

/** A workshop still to come, with the seats its live tickets hold. */
export interface NextWorkshopRow {
  id: number;
  title: string;
  starts_at: Date;
  seats: number;
  sold: number;
}

/** The next workshops from `now`, soonest first, with the people of their live (not cancelled or rejected) tickets. */
export async function findNextWorkshops(db: Db, lang: Lang, now: Date, limit: number): Promise<NextWorkshopRow[]> {
  const { rows } = await sql<NextWorkshopRow>`select ${prepared} w.id, ${localized('w.title', lang)} AS title, w.starts_at, w.seats,
      (SELECT coalesce(sum(t.people), 0)::int FROM tickets t WHERE t.workshop_id = w.id AND t.status NOT IN ('cancelled', 'rejected')) AS sold
    FROM workshops w WHERE w.starts_at >= ${now} ORDER BY w.starts_at, w.id LIMIT ${limit}`.execute(db);
  return rows.map((row) => ({ ...row, id: Number(row.id), seats: Number(row.seats), sold: Number(row.sold), starts_at: new Date(row.starts_at) }));
}
