import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDashboardMonth, type SeededMonth } from '../../test/dashboard-month.js';
import { testDatabases } from '../../test/databases.js';
import { graphql } from '../../test/shop.js';
import { backOfficeSuite, type TestStaff } from '../../test/staff.js';

// The owner's dashboard (issue 28 item 4): over a seeded month of mixed sales, every figure of
// every period equals a recount straight from the tables by a separate plain SQL query; staff who
// are not the owner get the operational figures and no money.

const DASHBOARD = `query D($period: String!) { adminDashboard(period: $period) {
  period firstDay lastDay bucket
  money { revenue online cash refunds cashWithCouriers runsOpen }
  points { start orders revenue }
  orders ordersByStatus { status count }
  confirmation { part of rate } refusal { part of rate }
  bestSellers { id title units revenue }
  runningOut { total items { id title stock threshold } }
  channels { partner sales total }
  workshops { id title startsAt seats sold }
} }`;

const DAY = 86_400_000;
const DAYS = { today: 1, last7: 7, last30: 30 } as const;
type Period = keyof typeof DAYS;

// The period's bounds from the Baghdad calendar as Intl tells it, not from the service's arithmetic.
function bounds(period: Period, now: Date) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Baghdad' }).format(now);
  const todayStart = new Date(`${today}T00:00:00+03:00`);
  return { from: new Date(todayStart.getTime() - (DAYS[period] - 1) * DAY), until: new Date(todayStart.getTime() + DAY), today };
}

const n = (value: unknown) => Number(value ?? 0);

describe.each(testDatabases())('the owner’s dashboard on $name', (database) => {
  const suite = backOfficeSuite(database);
  let month: SeededMonth;
  const now = new Date();

  beforeAll(async () => {
    month = await seedDashboardMonth(suite.shop.db, { now, days: 35, staffUserId: suite.owner.userId });
    // Two products at or below their own thresholds, one just above.
    const ids = (await suite.shop.db.selectFrom('products').select('id').orderBy('id').limit(3).execute()).map((row) => row.id);
    await suite.shop.db.updateTable('products').set({ stock: 2, low_stock_threshold: 3 }).where('id', '=', ids[0]!).execute();
    await suite.shop.db.updateTable('products').set({ stock: 0 }).where('id', '=', ids[1]!).execute();
    await suite.shop.db.updateTable('products').set({ stock: 11, low_stock_threshold: 10 }).where('id', '=', ids[2]!).execute();
  }, 120_000);

  const read = async (period: string, who: TestStaff = suite.owner) => {
    const reply = await graphql(suite.shop.app, DASHBOARD, { period }, { headers: who.headers });
    expect(reply.errors).toBeUndefined();
    return reply.data!.adminDashboard;
  };

  async function recountMoney(from: Date, until: Date) {
    const { rows } = await sql<Record<string, string>>`SELECT
      (SELECT sum(amount) FROM payments WHERE status IN ('PAID', 'REFUNDED') AND created_at >= ${from} AND created_at < ${until}) AS online,
      (SELECT sum(cash_collected) FROM delivery_stops WHERE outcome = 'delivered' AND outcome_at >= ${from} AND outcome_at < ${until}) AS courier,
      (SELECT sum(cash_taken) FROM ticket_check_ins WHERE created_at >= ${from} AND created_at < ${until}) AS door,
      (SELECT sum(total) FROM orders WHERE method = 'cash' AND paid AND coalesce(completed_at, created_at) >= ${from} AND coalesce(completed_at, created_at) < ${until}
         AND id NOT IN (SELECT order_id FROM delivery_stops WHERE outcome = 'delivered' AND order_id IS NOT NULL)) AS settled_orders,
      (SELECT sum(total) FROM refill_requests WHERE method = 'cash' AND paid AND coalesce(completed_at, created_at) >= ${from} AND coalesce(completed_at, created_at) < ${until}
         AND id NOT IN (SELECT refill_request_id FROM delivery_stops WHERE outcome = 'delivered' AND refill_request_id IS NOT NULL)) AS settled_refills,
      (SELECT sum(total) FROM tickets WHERE method = 'cash' AND paid AND coalesce(completed_at, created_at) >= ${from} AND coalesce(completed_at, created_at) < ${until}
         AND id NOT IN (SELECT ticket_id FROM ticket_check_ins WHERE cash_taken IS NOT NULL)) AS settled_tickets,
      (SELECT sum(amount) FROM refunds WHERE created_at >= ${from} AND created_at < ${until}) AS refunds`.execute(suite.shop.db);
    const row = rows[0]!;
    const online = n(row.online);
    const cash = n(row.courier) + n(row.door) + n(row.settled_orders) + n(row.settled_refills) + n(row.settled_tickets);
    return { online, cash, refunds: n(row.refunds), revenue: online + cash - n(row.refunds) };
  }

  it.each(['today', 'last7', 'last30'] as const)('counts %s exactly as the tables do', async (period) => {
    const { from, until, today } = bounds(period, now);
    const board = await read(period);
    expect(board).toMatchObject({ period, lastDay: today, bucket: period === 'today' ? 'hour' : 'day' });
    expect(board.points).toHaveLength(period === 'today' ? 24 : DAYS[period]);

    // Revenue: paid online + cash collected − refunds.
    const money = await recountMoney(from, until);
    expect(board.money).toMatchObject(money);
    if (period === 'last30') expect(money.online > 0 && money.cash > 0 && money.refunds > 0).toBe(true);
    const couriers = await sql<{ cash: string; runs: string }>`SELECT sum(s.cash_collected) AS cash, count(DISTINCT r.id) AS runs
      FROM delivery_stops s, delivery_runs r WHERE s.run_id = r.id AND r.status = 'open' AND s.outcome = 'delivered' AND s.cash_collected > 0`.execute(suite.shop.db);
    expect(board.money.cashWithCouriers).toBe(n(couriers.rows[0]!.cash));
    expect(board.money.runsOpen).toBe(n(couriers.rows[0]!.runs));

    // The chart's points add up to the period, day by day on the Baghdad calendar.
    const days = await sql<{ day: string; orders: string }>`SELECT to_char(created_at AT TIME ZONE 'Asia/Baghdad', 'YYYY-MM-DD') AS day, count(*) AS orders
      FROM orders WHERE created_at >= ${from} AND created_at < ${until} GROUP BY 1`.execute(suite.shop.db);
    const perDay = new Map<string, number>();
    for (const point of board.points) perDay.set(point.start.slice(0, 10), (perDay.get(point.start.slice(0, 10)) ?? 0) + point.orders);
    expect(Object.fromEntries([...perDay].filter(([, count]) => count > 0))).toEqual(Object.fromEntries(days.rows.map((row) => [row.day, n(row.orders)])));
    expect(board.points.reduce((sum: number, point: { revenue: number }) => sum + point.revenue, 0)).toBe(money.revenue);

    // Orders by status.
    const statuses = await sql<{ status: string; count: string }>`SELECT status, count(*) AS count FROM orders WHERE created_at >= ${from} AND created_at < ${until} GROUP BY status`.execute(suite.shop.db);
    expect(Object.fromEntries(board.ordersByStatus.map((row: { status: string; count: number }) => [row.status, row.count]))).toEqual(Object.fromEntries(statuses.rows.map((row) => [row.status, n(row.count)])));
    expect(board.orders).toBe(statuses.rows.reduce((sum, row) => sum + n(row.count), 0));

    // Confirmation: confirmed / (answered or past the call time); refusal: refused + returned / stops with an outcome.
    const confirmations = await sql<{ confirmed: string; answered: string; due: string }>`SELECT
      (SELECT count(*) FROM sale_confirmations WHERE status = 'confirmed' AND created_at >= ${from} AND created_at < ${until}) AS confirmed,
      (SELECT count(*) FROM sale_confirmations WHERE answered_at IS NOT NULL AND created_at >= ${from} AND created_at < ${until}) AS answered,
      (SELECT count(*) FROM sale_confirmations WHERE answered_at IS NULL AND call_after <= ${now} AND created_at >= ${from} AND created_at < ${until}) AS due`.execute(suite.shop.db);
    const c = confirmations.rows[0]!;
    const of = n(c.answered) + n(c.due);
    expect(board.confirmation).toEqual({ part: n(c.confirmed), of, rate: of ? n(c.confirmed) / of : null });
    const stops = await sql<{ refused: string; all: string }>`SELECT
      (SELECT count(*) FROM delivery_stops WHERE outcome IN ('refused', 'returned') AND outcome_at >= ${from} AND outcome_at < ${until}) AS refused,
      (SELECT count(*) FROM delivery_stops WHERE outcome IS NOT NULL AND outcome_at >= ${from} AND outcome_at < ${until}) AS all`.execute(suite.shop.db);
    const s = stops.rows[0]!;
    expect(board.refusal).toEqual({ part: n(s.refused), of: n(s.all), rate: n(s.all) ? n(s.refused) / n(s.all) : null });
    if (period === 'last30') expect(board.refusal.part > 0 && board.confirmation.part > 0).toBe(true);

    // Best sellers: units and takings per product, of orders not turned down.
    const sellers = await sql<{ id: number; units: string; revenue: string }>`SELECT i.product_id AS id, sum(i.quantity) AS units, sum(i.quantity * i.unit_price) AS revenue
      FROM order_items i, orders o WHERE o.id = i.order_id AND o.status <> 'cancelled' AND o.status <> 'rejected' AND o.created_at >= ${from} AND o.created_at < ${until}
      GROUP BY i.product_id ORDER BY 2 DESC, 3 DESC, 1 LIMIT 5`.execute(suite.shop.db);
    expect(board.bestSellers.map(({ id, units, revenue }: { id: string; units: number; revenue: number }) => ({ id: Number(id), units, revenue }))).toEqual(
      sellers.rows.map((row) => ({ id: Number(row.id), units: n(row.units), revenue: n(row.revenue) })),
    );

    // Sales by channel: the storefront and each partner, each sale for what was collected once
    // paid (a courier's or the door's count of cash; its total otherwise), net of its refunds.
    const worth = (table: string, column: string, record: string) =>
      sql`SELECT partner_id, greatest(CASE WHEN NOT paid THEN total ELSE greatest(
         (SELECT coalesce(sum(amount), 0) FROM payments p WHERE ${sql.raw(`p.${column}`)} = s.id AND p.status IN ('PAID', 'PAID_NEEDS_REFUND', 'REFUNDED')),
         CASE WHEN method = 'cash' AND (${sql.raw(record)}) IS NOT NULL THEN (${sql.raw(record)}) ELSE total END) END
         - (SELECT coalesce(sum(amount), 0) FROM refunds r WHERE ${sql.raw(`r.${column}`)} = s.id), 0) AS total
       FROM ${sql.raw(table)} s WHERE status NOT IN ('cancelled', 'rejected') AND created_at >= ${from} AND created_at < ${until}`;
    const channels = await sql<{ partner: string | null; sales: string; total: string }>`SELECT p.name AS partner, count(*) AS sales, sum(s.total) AS total FROM (
        ${worth('orders', 'order_id', "SELECT sum(cash_collected) FROM delivery_stops d WHERE d.order_id = s.id AND d.outcome = 'delivered'")}
        UNION ALL ${worth('refill_requests', 'refill_request_id', "SELECT sum(cash_collected) FROM delivery_stops d WHERE d.refill_request_id = s.id AND d.outcome = 'delivered'")}
        UNION ALL ${worth('tickets', 'ticket_id', 'SELECT sum(cash_taken) FROM ticket_check_ins c WHERE c.ticket_id = s.id')}
      ) s LEFT JOIN partners p ON p.id = s.partner_id GROUP BY p.name`.execute(suite.shop.db);
    const byName = (rows: Array<{ partner: string | null; sales: unknown; total: unknown }>) => Object.fromEntries(rows.map((row) => [row.partner ?? 'storefront', { sales: n(row.sales), total: n(row.total) }]));
    expect(byName(board.channels)).toEqual(byName(channels.rows));
    if (period === 'last30') expect(board.channels.map((row: { partner: string | null }) => row.partner)).toEqual(expect.arrayContaining([null, ...month.partners.map((p) => p.name)]));
  });

  it('lists the products at or below their own threshold and the next workshops with their seats', async () => {
    const board = await read('last7');
    const low = await sql<{ id: number; stock: number; threshold: number }>`SELECT id, stock, low_stock_threshold AS threshold FROM products
      WHERE stock <= low_stock_threshold ORDER BY stock, id`.execute(suite.shop.db);
    expect(board.runningOut.total).toBe(low.rows.length);
    expect(board.runningOut.items.map((item: { id: string; stock: number; threshold: number }) => ({ ...item, id: Number(item.id), title: undefined }))).toEqual(
      low.rows.slice(0, 10).map((row) => ({ id: Number(row.id), stock: Number(row.stock), threshold: Number(row.threshold), title: undefined })),
    );
    const above = await suite.shop.db.selectFrom('products').select('id').where('stock', '=', 11).where('low_stock_threshold', '=', 10).executeTakeFirstOrThrow();
    expect(board.runningOut.items.some((item: { id: string }) => Number(item.id) === above.id)).toBe(false);

    const next = await sql<{ id: number; seats: number; sold: string }>`SELECT w.id, w.seats,
        (SELECT coalesce(sum(people), 0) FROM tickets t WHERE t.workshop_id = w.id AND t.status NOT IN ('cancelled', 'rejected')) AS sold
      FROM workshops w WHERE w.starts_at >= ${now} ORDER BY w.starts_at, w.id LIMIT 5`.execute(suite.shop.db);
    expect(board.workshops.map((w: { id: string; seats: number; sold: number }) => ({ id: Number(w.id), seats: w.seats, sold: w.sold }))).toEqual(
      next.rows.map((row) => ({ id: Number(row.id), seats: Number(row.seats), sold: n(row.sold) })),
    );
    const seeded = board.workshops.filter((w: { id: string }) => month.workshops.includes(Number(w.id)));
    expect(seeded.length).toBe(3);
    expect(seeded.some((w: { sold: number }) => w.sold > 0)).toBe(true);
  });

  it('shows staff who are not the owner the same operations without any money', async () => {
    const [mine, theirs] = [await read('last30'), await read('last30', suite.staff)];
    expect(theirs.money).toBeNull();
    expect(theirs.points.every((point: { revenue: number | null }) => point.revenue === null)).toBe(true);
    expect(theirs.bestSellers.every((row: { revenue: number | null }) => row.revenue === null)).toBe(true);
    expect(theirs.channels.every((row: { total: number | null }) => row.total === null)).toBe(true);
    const operations = (board: typeof mine) => ({
      orders: board.ordersByStatus,
      confirmation: board.confirmation,
      refusal: board.refusal,
      workshops: board.workshops,
      units: board.bestSellers.map((row: { units: number }) => row.units),
    });
    expect(operations(theirs)).toEqual(operations(mine));
  });

  it('counts an order placed now in today’s figures', async () => {
    const before = await read('today');
    await suite.shop.db.insertInto('orders').values({ uuid: crypto.randomUUID(), status: 'pending', total: 9000, subtotal: 9000, guest_name: 'Now', guest_email: 'now@example.com', lang: 'en', method: 'cash' }).execute();
    const after = await read('today');
    expect(after.orders).toBe(before.orders + 1);
    expect(after.ordersByStatus.find((row: { status: string }) => row.status === 'pending').count).toBe((before.ordersByStatus.find((row: { status: string }) => row.status === 'pending')?.count ?? 0) + 1);
  });

  it('refuses a period it does not know', async () => {
    const reply = await graphql(suite.shop.app, DASHBOARD, { period: 'year' }, { headers: suite.owner.headers });
    expect(reply.errors![0]).toMatchObject({ message: 'bad.request', extensions: { validation: { period: ['input.period.invalid'] } } });
  });
});
