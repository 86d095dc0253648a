import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.js';
import { graphql, openShop, type TestShop } from '../../test/shop.js';
import { insertOrder, verifiedStaff, type TestStaff } from '../../test/staff.js';

// Issue 36: cash settled by hand (a pickup, a delivery completed without a run) is the shop's on
// the day it was collected, its completion, not on the day the sale was placed.

const DASHBOARD = `query D($period: String!) { adminDashboard(period: $period) { money { cash revenue } points { start revenue } } }`;
const MOVE = `mutation M($id: ID!, $status: String!, $version: Int!) { adminMoveOrder(id: $id, status: $status, version: $version) { order { status paid } } }`;
const DAY = 86_400_000;

describe.each(testDatabases())('collected cash by its day on $name', (database) => {
  let shop: TestShop;
  let owner: TestStaff;

  beforeAll(async () => {
    shop = await openShop(database);
    owner = await verifiedStaff(shop, 'owner');
  }, 120_000);
  afterAll(() => shop?.close());

  const as = async (query: string, variables: Record<string, unknown>) => {
    const reply = await graphql(shop.app, query, variables, { headers: owner.headers });
    expect(reply.errors).toBeUndefined();
    return reply.data!;
  };

  it('counts a cash sale placed on day 1 and collected on day 3 on day 3', async () => {
    const total = 41_000;
    const order = await insertOrder(shop.db, { status: 'accepted', total, method: 'cash' });
    // Placed two days before today (day 1); picked up and paid today (day 3).
    const placed = new Date(Date.now() - 2 * DAY);
    await sql`UPDATE orders SET created_at = ${placed}, pickup = true WHERE id = ${order.id}`.execute(shop.db);
    for (const status of ['being prepared', 'ready for pickup', 'completed']) {
      const { version } = await shop.db.selectFrom('orders').select('version').where('id', '=', order.id).executeTakeFirstOrThrow();
      await as(MOVE, { id: String(order.id), status, version });
    }
    const row = await shop.db.selectFrom('orders').select(['paid', 'completed_at']).where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(row.paid).toBe(true);
    expect(row.completed_at).not.toBeNull();

    const today = (await as(DASHBOARD, { period: 'today' })).adminDashboard;
    expect(today.money.cash).toBe(total);
    const week = (await as(DASHBOARD, { period: 'last7' })).adminDashboard;
    const points = week.points as Array<{ start: string; revenue: number }>;
    expect(points.at(-1)!.revenue).toBe(total);
    expect(points.at(-3)!.revenue).toBe(0);
    expect(week.money.cash).toBe(total);
  });
});
