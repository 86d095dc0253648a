import { sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import type { Database, Lang } from '../../types.js';
import type { DeliveryRunRow, DeliveryStopRow, StopOutcome } from '../../tables/delivery.js';
import { localized } from '../localized.js';

type Db = Kysely<Database> | Transaction<Database>;

/** A sale a stop names: an order, or a refill plan's refill request (migration 200). */
export interface StopSale {
  kind: 'order' | 'refill';
  id: number;
}

/** An order (or a plan's refill request: ./refill-stops.ts) a run may take, with what the sheet shows of its customer. */
export interface DeliveryCandidateRow {
  kind: 'order' | 'refill';
  id: number;
  created_at: Date;
  total: number;
  method: string;
  paid: boolean;
  customer_name: string | null;
  customer_phone: string | null;
  address: string | null;
}

// Issue 28 item 2: an accepted delivery order (not picked up) of the city, not waiting on a run
// already (a stop without outcome) and never delivered. A stop marked unreachable frees it.
const eligible = (eb: ExpressionBuilder<Database, 'orders'>, cityId: number) =>
  eb.and([
    eb('orders.status', '=', 'accepted'),
    eb('orders.pickup', '=', false),
    eb('orders.city_id', '=', cityId),
    eb.not(
      eb.exists(
        eb
          .selectFrom('delivery_stops as s')
          .select('s.id')
          .whereRef('s.order_id', '=', 'orders.id')
          .where((s) => s.or([s('s.outcome', 'is', null), s('s.outcome', '=', 'delivered')])),
      ),
    ),
  ]);

const customerColumns = [
  sql<string | null>`coalesce(users.name, orders.guest_name)`.as('customer_name'),
  sql<string | null>`coalesce(users.phone, orders.guest_phone)`.as('customer_phone'),
  sql<string | null>`coalesce(orders.address, orders.guest_address)`.as('address'),
] as const;

/** How many sales of each kind a new run's form lists at most (a courier's day is far fewer). */
export const CANDIDATE_LIMIT = 500;

/** The orders of a city a new run may take, oldest first. */
export function findDeliveryCandidates(db: Db, cityId: number): Promise<DeliveryCandidateRow[]> {
  return db
    .selectFrom('orders')
    .leftJoin('users', 'users.id', 'orders.user_id')
    .select([sql<'order'>`'order'`.as('kind'), 'orders.id', 'orders.created_at', 'orders.total', 'orders.method', 'orders.paid', ...customerColumns])
    .where((eb) => eligible(eb, cityId))
    .orderBy('orders.created_at')
    .orderBy('orders.id')
    .limit(CANDIDATE_LIMIT)
    .execute();
}

/**
 * Locks the named orders, then answers those still eligible (a second statement, so under READ
 * COMMITTED it sees a run another transaction committed while this one waited for the locks).
 */
export async function lockEligibleOrders(trx: Transaction<Database>, cityId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  await trx.selectFrom('orders').select('id').where('id', 'in', ids).orderBy('id').forUpdate().execute();
  return trx
    .selectFrom('orders')
    .select(['id', 'total', 'method', 'paid', 'status'])
    .where('id', 'in', ids)
    .where((eb) => eligible(eb, cityId))
    .execute();
}

/** Inserts a run and its stops (positions from 1 in the order given), each naming its order or refill request. */
export async function insertRun(
  trx: Transaction<Database>,
  run: { runDate: string; courier: { id: number; name: string }; cityId: number; createdBy: number },
  stops: ReadonlyArray<{ sale: StopSale; cashToCollect: number }>,
): Promise<DeliveryRunRow> {
  const row = await trx
    .insertInto('delivery_runs')
    .values({ run_date: run.runDate, courier_id: run.courier.id, courier: run.courier.name, city_id: run.cityId, created_by: run.createdBy })
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('delivery_stops')
    .values(
      stops.map((stop, index) => ({
        run_id: row.id,
        order_id: stop.sale.kind === 'order' ? stop.sale.id : null,
        refill_request_id: stop.sale.kind === 'refill' ? stop.sale.id : null,
        position: index + 1,
        cash_to_collect: stop.cashToCollect,
      })),
    )
    .execute();
  return row;
}

/** A run with its courier's and city's names, who made and closed it, and its stops' sums. */
export interface DeliveryRunListRow extends DeliveryRunRow {
  /** The courier's name today (migration 140); the run's own `courier` text is the name when it was made. */
  courier_name: string;
  city_name: string;
  /** `YYYY-MM-DD`. */
  run_day: string;
  created_by_email: string | null;
  closed_by_email: string | null;
  stops: number;
  waiting: number;
  cash_expected: number;
  cash_collected: number;
  /** Delivered stops whose cash collected differs from the cash to collect. */
  stop_differences: number;
}

function runsQuery(db: Db, lang: Lang) {
  return db
    .selectFrom('delivery_runs as r')
    .innerJoin('cities', 'cities.id', 'r.city_id')
    .innerJoin('couriers', 'couriers.id', 'r.courier_id')
    .leftJoin('users as made', 'made.id', 'r.created_by')
    .leftJoin('users as shut', 'shut.id', 'r.closed_by')
    .selectAll('r')
    .select([
      'couriers.name as courier_name',
      localized('cities.name', lang).as('city_name'),
      // The drivers read a date column as a Date at local midnight: the day goes out as text.
      sql<string>`to_char(r.run_date, 'YYYY-MM-DD')`.as('run_day'),
      'made.email as created_by_email',
      'shut.email as closed_by_email',
      sql<number>`(SELECT count(*)::int FROM delivery_stops s WHERE s.run_id = r.id)`.as('stops'),
      sql<number>`(SELECT count(*)::int FROM delivery_stops s WHERE s.run_id = r.id AND s.outcome IS NULL)`.as('waiting'),
      sql<number>`(SELECT coalesce(sum(s.cash_to_collect), 0)::int FROM delivery_stops s WHERE s.run_id = r.id)`.as('cash_expected'),
      sql<number>`(SELECT coalesce(sum(s.cash_collected), 0)::int FROM delivery_stops s WHERE s.run_id = r.id AND s.outcome = 'delivered')`.as('cash_collected'),
      sql<number>`(SELECT count(*)::int FROM delivery_stops s WHERE s.run_id = r.id AND s.outcome = 'delivered' AND s.cash_collected <> s.cash_to_collect)`.as('stop_differences'),
    ]);
}

/** One page of runs (of one courier when `courierId` is given), the latest date first, and how many there are. */
export async function findRuns(db: Db, lang: Lang, page: { limit: number; offset: number }, filter: { courierId?: number } = {}): Promise<{ rows: DeliveryRunListRow[]; total: number }> {
  const { courierId } = filter;
  const [rows, count] = await Promise.all([
    runsQuery(db, lang)
      .$if(courierId !== undefined, (query) => query.where('r.courier_id', '=', courierId!))
      .orderBy('r.run_date', 'desc')
      .orderBy('r.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('delivery_runs')
      .$if(courierId !== undefined, (query) => query.where('courier_id', '=', courierId!))
      .select((eb) => eb.fn.countAll<string | number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** One run with its sums; undefined when there is none. */
export function findRun(db: Db, lang: Lang, id: number): Promise<DeliveryRunListRow | undefined> {
  return runsQuery(db, lang).where('r.id', '=', id).executeTakeFirst();
}

/** A stop with what the sheet shows of its order or refill request. */
export interface DeliveryStopListRow extends DeliveryStopRow {
  /** The order's or refill request's status. */
  order_status: string;
  order_total: number;
  order_method: string;
  order_paid: boolean;
  customer_name: string | null;
  customer_phone: string | null;
  address: string | null;
  notes: string | null;
  outcome_by_email: string | null;
}

/** The stops of a run in the courier's order; a refill request's stop reads its request where an order's reads the order. */
export function findStops(db: Db, runId: number): Promise<DeliveryStopListRow[]> {
  const either = <T>(column: string) => sql<T>`coalesce(${sql.ref(`orders.${column}`)}, ${sql.ref(`rr.${column}`)})`;
  return db
    .selectFrom('delivery_stops as s')
    .leftJoin('orders', 'orders.id', 's.order_id')
    .leftJoin('refill_requests as rr', 'rr.id', 's.refill_request_id')
    .leftJoin('users', (join) => join.on(sql<boolean>`users.id = coalesce(orders.user_id, rr.user_id)`))
    .leftJoin('users as staff', 'staff.id', 's.outcome_by')
    .selectAll('s')
    .select([
      either<string>('status').as('order_status'),
      either<number>('total').as('order_total'),
      either<string>('method').as('order_method'),
      either<boolean>('paid').as('order_paid'),
      either<string | null>('notes').as('notes'),
      'staff.email as outcome_by_email',
      sql<string | null>`coalesce(users.name, orders.guest_name, rr.guest_name)`.as('customer_name'),
      sql<string | null>`coalesce(users.phone, orders.guest_phone, rr.guest_phone)`.as('customer_phone'),
      sql<string | null>`coalesce(orders.address, orders.guest_address, rr.address, rr.guest_address)`.as('address'),
    ])
    .where('s.run_id', '=', runId)
    .orderBy('s.position')
    .execute();
}

/** One item line of a stop's order, named in one language. */
export interface StopLineRow {
  order_id: number;
  kind: 'product' | 'refill';
  title: string;
  size: string | null;
  color: string | null;
  scent: string | null;
  quantity: number;
}

/** A line's size, colour and scent named in `lang` (null where the line has none). */
const choiceNames = (lang: Lang) =>
  [sql<string | null>`${localized('sizes.title', lang)}`.as('size'), sql<string | null>`${localized('colors.title', lang)}`.as('color'), sql<string | null>`${localized('scents.title', lang)}`.as('scent')] as const;

/** The product and refill lines of orders, named in `lang`. */
export async function findStopLines(db: Db, lang: Lang, orderIds: readonly number[]): Promise<StopLineRow[]> {
  if (orderIds.length === 0) return [];
  const [products, refills] = await Promise.all([
    db
      .selectFrom('order_items as i')
      .innerJoin('products as p', 'p.id', 'i.product_id')
      .leftJoin('sizes', 'sizes.id', 'i.size_id')
      .leftJoin('colors', 'colors.id', 'i.color_id')
      .leftJoin('scents', 'scents.id', 'i.scent_id')
      .select(['i.order_id', 'i.quantity', sql<'product'>`'product'`.as('kind'), localized('p.title', lang).as('title'), ...choiceNames(lang)])
      .where('i.order_id', 'in', orderIds)
      .orderBy('i.order_id')
      .orderBy('i.id')
      .execute(),
    db
      .selectFrom('order_refills as i')
      .innerJoin('refill_containers as c', 'c.id', 'i.container_id')
      .innerJoin('sizes', 'sizes.id', 'i.size_id')
      .innerJoin('colors', 'colors.id', 'i.color_id')
      .innerJoin('scents', 'scents.id', 'i.scent_id')
      .select(['i.order_id', 'i.quantity', sql<'refill'>`'refill'`.as('kind'), localized('c.title', lang).as('title'), ...choiceNames(lang)])
      .where('i.order_id', 'in', orderIds)
      .orderBy('i.order_id')
      .orderBy('i.id')
      .execute(),
  ]);
  return [...products, ...refills];
}

/** What staff record of a stop. */
export interface StopOutcomeValues {
  outcome: StopOutcome;
  cashCollected: number | null;
  note: string | null;
  staffUserId: number;
}

/**
 * Records a stop's outcome only while it has none and its run is open (a conditional UPDATE: of
 * two calls at the same moment one writes, the other finds the outcome there and gets undefined).
 */
export function setStopOutcome(trx: Transaction<Database>, stopId: number, values: StopOutcomeValues): Promise<DeliveryStopRow | undefined> {
  return trx
    .updateTable('delivery_stops')
    .set({ outcome: values.outcome, cash_collected: values.cashCollected, outcome_note: values.note, outcome_by: values.staffUserId, outcome_at: sql<Date>`now()` })
    .where('id', '=', stopId)
    .where('outcome', 'is', null)
    .where('run_id', 'in', (eb) => eb.selectFrom('delivery_runs').select('id').where('status', '=', 'open'))
    .returningAll()
    .executeTakeFirst();
}

/** A stop by id. */
export function findStop(db: Db, stopId: number): Promise<DeliveryStopRow | undefined> {
  return db.selectFrom('delivery_stops').selectAll().where('id', '=', stopId).executeTakeFirst();
}

/** Locks a run for closing; undefined when there is none. */
export function lockRun(trx: Transaction<Database>, id: number): Promise<DeliveryRunRow | undefined> {
  return trx.selectFrom('delivery_runs').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** How many stops of a run wait for an outcome, and the cash its delivered stops collected. */
export async function runTally(trx: Transaction<Database>, runId: number): Promise<{ waiting: number; collected: number }> {
  const row = await trx
    .selectFrom('delivery_stops')
    .select([sql<number>`count(*) FILTER (WHERE outcome IS NULL)::int`.as('waiting'), sql<number>`coalesce(sum(cash_collected) FILTER (WHERE outcome = 'delivered'), 0)::int`.as('collected')])
    .where('run_id', '=', runId)
    .executeTakeFirstOrThrow();
  return { waiting: Number(row.waiting), collected: Number(row.collected) };
}

/** Closes an open run with the cash brought back and its difference. */
export function closeRunRow(trx: Transaction<Database>, id: number, values: { cashReturned: number; cashDifference: number; closedBy: number }): Promise<DeliveryRunRow | undefined> {
  return trx
    .updateTable('delivery_runs')
    .set({ status: 'closed', cash_returned: values.cashReturned, cash_difference: values.cashDifference, closed_by: values.closedBy, closed_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .returningAll()
    .executeTakeFirst();
}

/** Whether a city exists. */
export async function cityExists(db: Db, id: number): Promise<boolean> {
  return Boolean(await db.selectFrom('cities').select('id').where('id', '=', id).executeTakeFirst());
}

/** A run's status; undefined when there is none. */
export async function runStatus(db: Db, id: number): Promise<string | undefined> {
  return (await db.selectFrom('delivery_runs').select('status').where('id', '=', id).executeTakeFirst())?.status;
}
