import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCourier } from '../../test/couriers.js';
import { testDatabases } from '../../test/databases.js';
import { graphql, openShop, type TestShop } from '../../test/shop.js';
import { verifiedStaff, type TestStaff } from '../../test/staff.js';
import { baghdadMonth } from '../partners/commission.js';

// Money collected is defined once (issue 36 item 1, db/repositories/sales/collected.ts): a partner's
// order of 20,000 IQD of goods and 3,000 of delivery, delivered by a courier who brought back
// 20,000 of the 23,000, reads collected 20,000 on the order page, in the refunds panel (which
// gives back no more), on the owner's dashboard and in the partner's report.

const RUN = `mutation C($input: AdminDeliveryRunInput!) { adminCreateDeliveryRun(input: $input) { id stops { id order } } }`;
const OUTCOME = `mutation O($stop: ID!, $cash: Int) { adminRecordStopOutcome(stop: $stop, outcome: "delivered", cashCollected: $cash) { id } }`;
const ORDER_PAGE = `query G($uuid: String!, $email: String!) { guestOrder(uuid: $uuid, email: $email) { status paid total collected } }`;
const ADMIN_ORDER = `query O($id: ID!) { adminOrder(id: $id) { order { collected completedAt } refunds { received refunded refundable } } }`;
const REFUND = `mutation R($id: ID!, $amount: Int!) { adminRefund(kind: "order", id: $id, amount: $amount, reason: "Short at the door", method: "cash") { received refunded refundable } }`;
const DASHBOARD = `query D { adminDashboard(period: "today") { money { revenue cash refunds } channels { partner sales total } } }`;
const REPORT = `query P($month: String!) { adminPartnerReport(month: $month) { partners { partner { name } statement { sales total commission lines { total commission } } } } }`;

describe.each(testDatabases())('money collected on $name', (database) => {
  let shop: TestShop;
  let owner: TestStaff;
  const partnerName = `Short Cash ${randomUUID().slice(0, 6)}`;

  beforeAll(async () => {
    shop = await openShop(database);
    owner = await verifiedStaff(shop, 'owner');
  });
  afterAll(() => shop?.close());

  const as = async (query: string, variables: Record<string, unknown> = {}) => {
    const reply = await graphql(shop.app, query, variables, { headers: owner.headers });
    expect(reply.errors).toBeUndefined();
    return reply.data!;
  };
  const dashboard = async () => {
    const board = (await as(DASHBOARD)).adminDashboard;
    return { cash: board.money.cash as number, refunds: board.money.refunds as number, channel: board.channels.find((row: { partner: string | null }) => row.partner === partnerName) };
  };
  const partnerMonth = async () => {
    const report = (await as(REPORT, { month: baghdadMonth(new Date()) })).adminPartnerReport;
    return report.partners.find((row: { partner: { name: string } }) => row.partner.name === partnerName).statement;
  };

  it('reads 20,000 of 23,000 collected in the four places, and refunds no more', async () => {
    const city = await shop.db.selectFrom('cities').select('id').orderBy('id').executeTakeFirstOrThrow();
    const partner = await shop.db
      .insertInto('partners')
      .values({ name: partnerName, contact: 'short@example.com', origins: JSON.stringify(['https://short.example']), commission_percent: 10, status: 'active', key: `short-${randomUUID()}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const email = `short-${randomUUID().slice(0, 6)}@example.com`;
    const order = await shop.db
      .insertInto('orders')
      .values({
        uuid: randomUUID(),
        status: 'accepted',
        subtotal: 20_000,
        delivery_price: 3000,
        total: 23_000,
        method: 'cash',
        paid: false,
        guest_name: 'Dara Ahmed',
        guest_email: email,
        guest_phone: '07501112233',
        lang: 'en',
        pickup: false,
        city_id: city.id,
        address: 'Street 60, house 12',
        partner_id: partner.id,
        partner_commission_percent: '10',
      })
      .returning(['id', 'uuid'])
      .executeTakeFirstOrThrow();
    const before = await dashboard();
    expect(before.channel).toMatchObject({ sales: 1, total: 23_000 });

    const run = (await as(RUN, { input: { date: '2027-03-01', courier: await insertCourier(shop.db), city: String(city.id), orders: [String(order.id)] } })).adminCreateDeliveryRun;
    const delivering = Date.now();
    await as(OUTCOME, { stop: run.stops[0].id, cash: 20_000 });
    // Issue 36 item 1: the order records when it was completed.
    const { completed_at } = await shop.db.selectFrom('orders').select('completed_at').where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(completed_at!.getTime()).toBeGreaterThanOrEqual(delivering - 60_000);

    // The order page (host site /orders/…), the customer's view.
    expect((await graphql(shop.app, ORDER_PAGE, { uuid: order.uuid, email })).data!.guestOrder).toEqual({ status: 'completed', paid: true, total: 23_000, collected: 20_000 });
    // The back office's order and its refunds panel.
    expect((await as(ADMIN_ORDER, { id: String(order.id) })).adminOrder).toEqual({
      order: { collected: 20_000, completedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+03:00$/) },
      refunds: { received: 20_000, refunded: 0, refundable: 20_000 },
    });
    // The owner's dashboard: the courier's cash, and the partner's channel.
    const after = await dashboard();
    expect(after.cash - before.cash).toBe(20_000);
    expect(after.channel).toMatchObject({ sales: 1, total: 20_000 });
    // The partner's report: the sale counts for what came, its commission on that.
    expect(await partnerMonth()).toMatchObject({ sales: 1, total: 20_000, commission: 2000, lines: [{ total: 20_000, commission: 2000 }] });

    // Refunds give back at most what was collected.
    const tooMuch = await graphql(shop.app, REFUND, { id: String(order.id), amount: 20_001 }, { headers: owner.headers });
    expect(tooMuch.errors![0]).toMatchObject({ message: 'refund.tooMuch', extensions: { refundable: 20_000 } });
    expect((await as(REFUND, { id: String(order.id), amount: 5000 })).adminRefund).toEqual({ received: 20_000, refunded: 5000, refundable: 15_000 });
    // Net of the refund in the channel (as revenue is) and in the report.
    const refunded = await dashboard();
    expect(refunded.refunds - after.refunds).toBe(5000);
    expect(refunded.channel).toMatchObject({ sales: 1, total: 15_000 });
    expect(await partnerMonth()).toMatchObject({ sales: 1, total: 15_000, commission: 1500 });
  });
});
