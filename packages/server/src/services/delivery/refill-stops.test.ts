import { shopDate } from '@candleshop/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectedFor } from '../../db/repositories/sales/collected.js';
import { places, refillChoice } from '../../test/buying.js';
import { insertCourier } from '../../test/couriers.js';
import { createCustomer } from '../../test/customers.js';
import { testDatabases } from '../../test/databases.js';
import { cycleTokenOf, planSweeps } from '../../test/plan-sweeps.js';
import { graphql, openShop, type TestShop } from '../../test/shop.js';
import { insertOrder, verifiedStaff, type TestStaff } from '../../test/staff.js';
import { callUnansweredCycles, createCyclesDue } from '../refill-plans/plan-cycle-sweeper.js';
import { addDays } from '../refill-plans/plan-settings.js';
import { cycleTokenHash } from '../refill-plans/plan-tokens.js';

// Issue 37 item 1 on both databases: a refill plan's confirmed cycle places a refill request that
// goes on a delivery run like an order (migration 200): offered as a candidate of its city, put on
// a run with orders, never on two runs, its outcomes moving it as an order's move the order, and
// the cash the courier collected counted as the shop's (collected, the dashboard, the run's sums).

const PLAN = `mutation C($container: ID, $wick: ID, $size: ID, $color: ID, $scent: ID, $method: String, $address: String, $city: ID, $selling_point: ID, $firstDate: String) {
  createRefillPlan(container: $container, wick: $wick, size: $size, color: $color, scent: $scent, quantity: 2, method: $method, address: $address, city: $city,
    selling_point: $selling_point, everyWeeks: 4, firstDate: $firstDate) { id total } }`;
const ANSWER = `mutation A($token: String!) { answerRefillPlanCycle(token: $token, answer: "confirm") { status refillId total } }`;
const CANDIDATES = `query Q($city: ID!) { adminDeliveryCandidates(city: $city) { kind id customerName address total cashToCollect } }`;
const CREATE = `mutation C($input: AdminDeliveryRunInput!) { adminCreateDeliveryRun(input: $input) { id cashExpected stops { id position kind order refill cashToCollect } } }`;
const RUN = `query R($id: ID!) { adminDeliveryRun(id: $id) {
  id status waiting cashExpected cashCollected cashDifference
  stops { id kind order refill orderStatus method customerName address cashToCollect outcome cashCollected cashDifference lines { kind title size color scent quantity } }
  audit { action after } } }`;
const OUTCOME = `mutation O($stop: ID!, $outcome: String!, $cash: Int) { adminRecordStopOutcome(stop: $stop, outcome: $outcome, cashCollected: $cash) { id cashCollected } }`;
const CLOSE = `mutation X($id: ID!, $cash: Int!) { adminCloseDeliveryRun(id: $id, cashReturned: $cash) { status cashCollected cashDifference } }`;
const DASHBOARD = `query D { adminDashboard(period: "today") { money { cash cashWithCouriers } } }`;

describe.each(testDatabases())('refill plans on delivery runs on $name', (database) => {
  let shop: TestShop;
  let staff: TestStaff;
  let owner: TestStaff;
  let courier: string;
  let choice: Awaited<ReturnType<typeof refillChoice>>;
  let where: Awaited<ReturnType<typeof places>>;
  let otherCity: string;
  const { mails, sweep } = planSweeps();
  const today = shopDate(new Date());
  let phones = 0;

  beforeAll(async () => {
    shop = await openShop(database);
    staff = await verifiedStaff(shop, 'staff');
    owner = await verifiedStaff(shop, 'owner');
    courier = await insertCourier(shop.db);
    choice = await refillChoice(shop.db);
    where = await places(shop.db);
    otherCity = String((await shop.db.selectFrom('cities').select('id').where('id', '<>', Number(where.city)).orderBy('id').executeTakeFirstOrThrow()).id);
  });
  afterAll(() => shop?.close());

  const as = (query: string, variables: Record<string, unknown> = {}, who: TestStaff = staff) => graphql(shop.app, query, variables, { headers: who.headers });
  const candidates = async (city = where.city) => (await as(CANDIDATES, { city })).data!.adminDeliveryCandidates as Array<{ kind: string; id: string; cashToCollect: number }>;
  const refillsOffered = async (city = where.city) => (await candidates(city)).filter((c) => c.kind === 'refill').map((c) => Number(c.id));
  const build = (stops: Array<{ kind: string; id: number }>, courierId = courier) =>
    as(CREATE, { input: { date: '2027-03-01', courier: courierId, city: where.city, stops: stops.map((stop) => ({ kind: stop.kind, id: String(stop.id) })) } });
  const run = async (id: string) => (await as(RUN, { id })).data!.adminDeliveryRun;
  const refillRow = (id: number) => shop.db.selectFrom('refill_requests').select(['status', 'paid', 'total']).where('id', '=', id).executeTakeFirstOrThrow();

  /**
   * A new customer's plan (cash at the door to an address in the city, unless told otherwise), its
   * first cycle created at its notice, and confirmed from the link in its mail unless `answer` is false.
   * @returns the cycle's refill request's id (null while unanswered) and the plan's customer
   */
  async function planCycle(options: { method?: string; city?: string; pickup?: boolean; answer?: boolean } = {}) {
    phones += 1;
    const customer = await createCustomer(shop.db, { phone: `0770${String(1_000_000 + phones).slice(-7)}` });
    const place = options.pickup ? { selling_point: where.pickup } : { city: options.city ?? where.city, address: 'Street 60, house 7' };
    const made = await graphql(shop.app, PLAN, { ...choice.args, method: options.method ?? 'cash', ...place, firstDate: addDays(today, 10) }, { headers: customer.headers });
    expect(made.errors).toBeUndefined();
    expect(await createCyclesDue(shop.db, sweep(7))).toBe(1);
    const token = cycleTokenOf(mails.at(-1));
    if (options.answer === false) return { refillId: null, customer, token };
    const answered = await graphql(shop.app, ANSWER, { token });
    expect(answered.errors).toBeUndefined();
    return { refillId: Number(answered.data!.answerRefillPlanCycle.refillId), customer, token };
  }

  it('offers confirmed cycles delivered in the city, cash or paid, and no other refill request', async () => {
    const confirmed = await planCycle();
    const elsewhere = await planCycle({ city: otherCity });
    const pickup = await planCycle({ pickup: true });
    const unpaidOnline = await planCycle({ method: 'fib' });
    const unanswered = await planCycle({ answer: false });
    // Past its call time, the unanswered cycle's request is placed, awaiting the call: not yet offered.
    expect(await callUnansweredCycles(shop.db, sweep(7.9))).toBe(1);
    const waiting = await shop.db.selectFrom('refill_plan_cycles').select(['status', 'refill_request_id']).where('token_hash', '=', cycleTokenHash(unanswered.token)).executeTakeFirstOrThrow();
    expect(waiting).toMatchObject({ status: 'unanswered', refill_request_id: expect.any(Number) });
    // A refill request placed on its own (no plan) waits for staff's acceptance as before: not offered.
    const alone = await graphql(
      shop.app,
      `mutation R($container: ID!, $wick: ID!, $size: ID!, $color: ID!, $scent: ID!, $city: ID, $address: String) {
        refillRequest(container: $container, wick: $wick, size: $size, color: $color, scent: $scent, quantity: 1, method: "cash", city: $city, address: $address) { id } }`,
      { ...choice.args, city: where.city, address: 'Street 9' },
      { headers: unanswered.customer.headers },
    );
    expect(alone.errors).toBeUndefined();

    const offered = await candidates();
    const mine = offered.find((c) => c.kind === 'refill' && Number(c.id) === confirmed.refillId)!;
    const placed = await refillRow(confirmed.refillId!);
    expect(mine).toMatchObject({ address: 'Street 60, house 7', total: placed.total, cashToCollect: placed.total });
    expect(placed).toMatchObject({ status: 'pending', paid: false });
    const ids = await refillsOffered();
    for (const id of [pickup.refillId, unpaidOnline.refillId, waiting.refill_request_id, Number(alone.data!.refillRequest.id)]) expect(ids).not.toContain(id);
    expect(await refillsOffered(otherCity)).toContain(elsewhere.refillId);
    // An order and a refill request with the same id are two candidates, told apart by their kind.
    expect(new Set(offered.map((c) => `${c.kind}:${c.id}`)).size).toBe(offered.length);
  });

  it('puts a confirmed cycle on a run with an order, in the courier’s order, and never on two runs', async () => {
    const { refillId } = await planCycle();
    const refused = await build([
      { kind: 'refill', id: refillId! },
      { kind: 'refill', id: 999_999 },
    ]);
    expect(refused.errors![0]).toMatchObject({ message: 'delivery.notEligible', extensions: { orders: [], refills: ['999999'] } });

    const order = await insertOrder(shop.db, { status: 'accepted', total: 30_000 });
    await shop.db
      .updateTable('orders')
      .set({ city_id: Number(where.city), address: 'Street 2' })
      .where('id', '=', order.id)
      .execute();
    const built = await build([
      { kind: 'refill', id: refillId! },
      { kind: 'order', id: order.id },
    ]);
    expect(built.errors).toBeUndefined();
    const made = built.data!.adminCreateDeliveryRun;
    const { total } = await refillRow(refillId!);
    expect(made).toMatchObject({
      cashExpected: total + 30_000,
      stops: [
        { position: 1, kind: 'refill', order: null, refill: String(refillId), cashToCollect: total },
        { position: 2, kind: 'order', order: String(order.id), refill: null, cashToCollect: 30_000 },
      ],
    });
    const sheet = await run(made.id);
    expect(sheet.stops[1]).toMatchObject({ orderStatus: 'accepted', customerName: 'Guest Buyer', address: 'Street 2', lines: [] });
    expect(sheet.stops[0]).toMatchObject({ orderStatus: 'pending', method: 'cash', customerName: expect.stringMatching(/^Customer \d+$/), address: 'Street 60, house 7', outcome: null });
    expect(sheet.stops[0].lines).toEqual([{ kind: 'refill', title: expect.any(String), size: expect.any(String), color: expect.any(String), scent: expect.any(String), quantity: 2 }]);
    expect(JSON.parse(sheet.audit[0].after)).toMatchObject({ orders: [order.id], refills: [refillId] });

    // On a run: no longer offered, and refused by a second run, also by one built at the same moment.
    expect(await refillsOffered()).not.toContain(refillId);
    expect((await build([{ kind: 'refill', id: refillId! }])).errors![0]?.message).toBe('delivery.notEligible');
    const another = await planCycle();
    const racing = await Promise.all([build([{ kind: 'refill', id: another.refillId! }]), build([{ kind: 'refill', id: another.refillId! }], await insertCourier(shop.db))]);
    expect(racing.filter((reply) => !reply.errors)).toHaveLength(1);
    expect(racing.filter((reply) => reply.errors?.[0]?.message === 'delivery.notEligible')).toHaveLength(1);
    expect(await shop.db.selectFrom('delivery_stops').select('id').where('refill_request_id', '=', another.refillId!).execute()).toHaveLength(1);

    // The table itself: a stop names one sale, exactly, and a waiting refill request is on one stop.
    const runId = Number(made.id);
    await expect(shop.db.insertInto('delivery_stops').values({ run_id: runId, position: 9, cash_to_collect: 0 }).execute()).rejects.toThrow();
    const orderId = (await shop.db.selectFrom('orders').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    await expect(shop.db.insertInto('delivery_stops').values({ run_id: runId, order_id: orderId, refill_request_id: another.refillId!, position: 9, cash_to_collect: 0 }).execute()).rejects.toThrow();
    const otherRun = (await build([{ kind: 'refill', id: (await planCycle()).refillId! }])).data!.adminCreateDeliveryRun.id;
    await expect(
      shop.db
        .insertInto('delivery_stops')
        .values({ run_id: Number(otherRun), refill_request_id: refillId!, position: 9, cash_to_collect: 0 })
        .execute(),
    ).rejects.toThrow();
  });

  it('records outcomes: delivered completes and pays it, the courier’s cash counted; unreachable frees it; refused cancels it; each once', async () => {
    const delivered = await planCycle();
    const unreachable = await planCycle();
    const refused = await planCycle();
    const built = await build([delivered, unreachable, refused].map(({ refillId }) => ({ kind: 'refill', id: refillId! })));
    expect(built.errors).toBeUndefined();
    const runId = built.data!.adminCreateDeliveryRun.id;
    const stops = built.data!.adminCreateDeliveryRun.stops as Array<{ id: string; refill: string }>;
    const stopOf = (id: number | null) => stops.find((stop) => Number(stop.refill) === id)!.id;
    const { total } = await refillRow(delivered.refillId!);
    const before = (await as(DASHBOARD, {}, owner)).data!.adminDashboard.money;

    // Delivered, 1,000 short: completed and paid, the courier's count is what was collected.
    expect((await as(OUTCOME, { stop: stopOf(delivered.refillId), outcome: 'delivered', cash: total - 1000 })).errors).toBeUndefined();
    expect(await refillRow(delivered.refillId!)).toEqual({ status: 'completed', paid: true, total });
    expect(await collectedFor(shop.db, { kind: 'refill', id: delivered.refillId! })).toBe(total - 1000);
    const after = (await as(DASHBOARD, {}, owner)).data!.adminDashboard.money;
    expect(after.cash - before.cash).toBe(total - 1000);
    expect(after.cashWithCouriers - before.cashWithCouriers).toBe(total - 1000);
    const audit = await shop.db.selectFrom('audit_log').select(['action', 'after']).where('subject_type', '=', 'refill').where('subject_id', '=', delivered.refillId!).execute();
    expect(audit).toEqual([{ action: 'delivery.outcome', after: expect.objectContaining({ outcome: 'delivered', status: 'completed', paid: true, cashCollected: total - 1000 }) }]);
    const events = await shop.db.selectFrom('sale_events').select('type').where('kind', '=', 'refill').where('sale_id', '=', delivered.refillId!).execute();
    expect(events.map((event) => event.type)).toEqual(expect.arrayContaining(['paid', 'delivered', 'moved']));
    expect((await as(OUTCOME, { stop: stopOf(delivered.refillId), outcome: 'refused' })).errors![0]?.message).toBe('delivery.stopDone');

    // Not reachable: left pending, offered again; refused: cancelled.
    expect((await as(OUTCOME, { stop: stopOf(unreachable.refillId), outcome: 'unreachable' })).errors).toBeUndefined();
    expect(await refillRow(unreachable.refillId!)).toMatchObject({ status: 'pending', paid: false });
    expect(await refillsOffered()).toContain(unreachable.refillId);
    const replies = await Promise.all([as(OUTCOME, { stop: stopOf(refused.refillId), outcome: 'refused' }), as(OUTCOME, { stop: stopOf(refused.refillId), outcome: 'returned' })]);
    expect(replies.filter((reply) => !reply.errors)).toHaveLength(1);
    expect(await refillRow(refused.refillId!)).toMatchObject({ status: 'cancelled', paid: false });
    expect(await refillsOffered()).not.toContain(refused.refillId);

    // Closing reconciles the refill's cash as an order's; a staff move meanwhile stops an outcome.
    expect((await as(CLOSE, { id: runId, cash: total - 1000 })).data!.adminCloseDeliveryRun).toEqual({ status: 'closed', cashCollected: total - 1000, cashDifference: 0 });
    const later = (await build([{ kind: 'refill', id: unreachable.refillId! }])).data!.adminCreateDeliveryRun;
    await shop.db.updateTable('refill_requests').set({ status: 'rejected' }).where('id', '=', unreachable.refillId!).execute();
    expect((await as(OUTCOME, { stop: later.stops[0].id, outcome: 'delivered' })).errors![0]).toMatchObject({ message: 'delivery.orderMoved', extensions: { reason: 'rejected' } });
    expect((await run(later.id)).stops[0].outcome).toBeNull();
  });
});
