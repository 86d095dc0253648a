import { shopDate } from '@candleshop/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { places, refillChoice } from '../../test/buying.js';
import { createCustomer, type TestCustomer } from '../../test/customers.js';
import { testDatabases } from '../../test/databases.js';
import { DAY, cycleTokenOf, planSweeps } from '../../test/plan-sweeps.js';
import { graphql, openShop, type TestShop } from '../../test/shop.js';
import { verifiedStaff } from '../../test/staff.js';
import { createConfirmations } from '../confirmations/confirmations.js';
import { createAdminPlans } from './admin-plans.js';
import { callUnansweredCycles, createCyclesDue } from './plan-cycle-sweeper.js';
import { addDays, MAX_OPEN_PLANS } from './plan-settings.js';

// Issue 37 item 1: a fake clock moves a plan through its cycles: created once with its message,
// confirmed at the price of that moment (a later price change leaves it), skipped, unanswered (on
// the call list), paused, resumed and ended.

const PLAN = `id status everyWeeks nextDate quantity total method pickup address cycles { id dueOn status refillId } wick { id } city { id } sellingPoint { id }`;
const CREATE = `mutation C($fromRefill: ID, $container: ID, $wick: ID, $size: ID, $color: ID, $scent: ID, $quantity: Int, $method: String, $address: String, $city: ID,
  $selling_point: ID, $everyWeeks: Int!, $firstDate: String) { createRefillPlan(fromRefill: $fromRefill, container: $container, wick: $wick, size: $size, color: $color,
  scent: $scent, quantity: $quantity, method: $method, address: $address, city: $city, selling_point: $selling_point, everyWeeks: $everyWeeks, firstDate: $firstDate) { ${PLAN} } }`;
const MINE = `query { myRefillPlans { ${PLAN} } }`;
const LINK = `query L($token: String!) { refillPlanCycle(token: $token) { status expired dueOn planId total refillId } }`;
const ANSWER = `mutation A($token: String!, $answer: String!) { answerRefillPlanCycle(token: $token, answer: $answer) { status total refillId } }`;
const MOVE = (name: string) => `mutation M($id: ID!) { ${name}(id: $id) { ${PLAN} } }`;
const REQUEST = `mutation R($container: ID!, $wick: ID!, $size: ID!, $color: ID!, $scent: ID!, $method: String!, $city: ID, $address: String) {
  refillRequest(container: $container, wick: $wick, size: $size, color: $color, scent: $scent, quantity: 2, method: $method, city: $city, address: $address) { id } }`;

describe.each(testDatabases())('refill plans on $name', (database) => {
  let shop: TestShop;
  let customer: TestCustomer;
  let choice: Awaited<ReturnType<typeof refillChoice>>;
  let where: Awaited<ReturnType<typeof places>>;
  const { mails, texts, sweep } = planSweeps();
  const today = shopDate(new Date());
  const call = (text: string, variables: Record<string, unknown> = {}, who: TestCustomer | null = customer, lang?: string) => graphql(shop.app, text, variables, { ...(who ? { headers: who.headers } : {}), lang });

  beforeAll(async () => {
    shop = await openShop(database);
    customer = await createCustomer(shop.db, { phone: '07701234599' });
    choice = await refillChoice(shop.db);
    where = await places(shop.db);
  });
  afterAll(() => shop?.close());

  it('moves a plan made from a past refill through confirm, price change, skip, no answer, pause, resume and end', async () => {
    const past = await call(REQUEST, { ...choice.args, method: 'cash', city: where.city, address: 'Street 60' });
    expect(past.errors).toBeUndefined();
    const made = await call(CREATE, { fromRefill: past.data!.refillRequest.id, everyWeeks: 2, firstDate: addDays(today, 10) }, customer, 'ar');
    expect(made.errors).toBeUndefined();
    const plan = made.data!.createRefillPlan;
    expect(plan).toMatchObject({ status: 'active', everyWeeks: 2, nextDate: addDays(today, 10), quantity: 2, total: 2 * choice.unitPrice, method: 'cash', pickup: false, address: 'Street 60', cycles: [] });

    // Not yet its notice: nothing; at its notice (3 days before), one cycle and one message, however often the sweeper runs.
    expect(await createCyclesDue(shop.db, sweep(6))).toBe(0);
    expect(await createCyclesDue(shop.db, sweep(7))).toBe(1);
    expect(await createCyclesDue(shop.db, sweep(7))).toBe(0);
    const first = mails.at(-1)!;
    expect(mails).toHaveLength(1);
    expect(first.to).toBe(customer.email);
    expect(first.subject).toContain('خطة إعادة التعبئة');
    expect(first.html).toContain('dir="rtl"');
    expect(texts.at(-1)).toMatchObject({ to: '07701234599', lang: 'ar', template: { name: 'plan_cycle' } });
    const token = cycleTokenOf(first);

    // Reading never answers; confirming places the request at this moment's price.
    const read = await call(LINK, { token }, null);
    expect(read.data!.refillPlanCycle).toMatchObject({ status: 'awaiting', expired: false, dueOn: addDays(today, 10), planId: plan.id, total: 2 * choice.unitPrice, refillId: null });
    await shop.db
      .updateTable('colors')
      .set({ refill_price: (eb) => eb('refill_price', '+', 1000) })
      .where('id', '=', Number(choice.args.color))
      .execute();
    const confirmed = await call(ANSWER, { token, answer: 'confirm' }, null);
    expect(confirmed.errors).toBeUndefined();
    const newTotal = 2 * (choice.unitPrice + 10 * Number((await shop.db.selectFrom('sizes').select('value').where('id', '=', Number(choice.args.size)).executeTakeFirstOrThrow()).value));
    const refillId = confirmed.data!.answerRefillPlanCycle.refillId;
    expect(confirmed.data!.answerRefillPlanCycle).toMatchObject({ status: 'confirmed' });
    const placed = await shop.db.selectFrom('refill_requests').selectAll().where('id', '=', Number(refillId)).executeTakeFirstOrThrow();
    expect(placed).toMatchObject({ user_id: customer.userId, quantity: 2, method: 'cash', status: 'pending', city_id: Number(where.city), address: 'Street 60', lang: 'ar' });
    expect(placed.total).toBe(Math.round(newTotal / 2) * 2);
    const saleLink = await shop.db.selectFrom('sale_confirmations').select('status').where('refill_request_id', '=', Number(refillId)).execute();
    expect(saleLink).toEqual([{ status: 'confirmed' }]);
    // One answer only; and a price change after confirming never alters the placed cycle.
    expect((await call(ANSWER, { token, answer: 'skip' }, null)).errors?.[0]?.message).toBe('confirmation.answered');
    await shop.db
      .updateTable('colors')
      .set({ refill_price: (eb) => eb('refill_price', '+', 5000) })
      .where('id', '=', Number(choice.args.color))
      .execute();
    expect((await shop.db.selectFrom('refill_requests').select('total').where('id', '=', Number(refillId)).executeTakeFirstOrThrow()).total).toBe(placed.total);

    // Skipping: the next cycle (two weeks on) places nothing.
    expect(await createCyclesDue(shop.db, sweep(21))).toBe(1);
    const skipped = await call(ANSWER, { token: cycleTokenOf(mails.at(-1)), answer: 'skip' }, null);
    expect(skipped.data!.answerRefillPlanCycle).toMatchObject({ status: 'skipped', refillId: null });

    // No answer by the call time: placed, awaiting, on the "call the customer" list.
    expect(await createCyclesDue(shop.db, sweep(35))).toBe(1);
    const silent = cycleTokenOf(mails.at(-1));
    expect(await callUnansweredCycles(shop.db, sweep(35.3))).toBe(0);
    expect(await callUnansweredCycles(shop.db, sweep(35.6))).toBe(1);
    const waiting = await call(LINK, { token: silent }, null);
    expect(waiting.data!.refillPlanCycle.status).toBe('unanswered');
    const callList = await createConfirmations(shop.db, { lang: 'en', clientAddress: '127.0.0.1', catalogueChanged: () => {}, now: () => new Date(Date.now() + 36 * DAY) }).callList();
    expect(callList).toContainEqual(expect.objectContaining({ kind: 'refill', id: Number(waiting.data!.refillPlanCycle.refillId), phone: '07701234599' }));
    // The customer's late yes still counts, as their request's confirmation.
    expect((await call(ANSWER, { token: silent, answer: 'confirm' }, null)).data!.answerRefillPlanCycle.status).toBe('confirmed');

    const mine = await call(MINE);
    expect(mine.data!.myRefillPlans[0].cycles.map((cycle: { status: string }) => cycle.status)).toEqual(['confirmed', 'skipped', 'confirmed']);
    const figures = await createAdminPlans(shop.db).figures();
    expect(figures.activePlans).toBeGreaterThanOrEqual(1);

    // Paused: its awaiting cycle is closed and no cycle is created; resumed from a day not past; ended.
    expect(await createCyclesDue(shop.db, sweep(49))).toBe(1);
    const paused = await call(MOVE('pauseRefillPlan'), { id: plan.id });
    expect(paused.data!.pauseRefillPlan.status).toBe('paused');
    expect(paused.data!.pauseRefillPlan.cycles[0].status).toBe('closed');
    expect((await call(ANSWER, { token: cycleTokenOf(mails.at(-1)), answer: 'confirm' }, null)).errors?.[0]?.message).toBe('confirmation.answered');
    expect(await createCyclesDue(shop.db, sweep(70))).toBe(0);
    const resumed = await call(MOVE('resumeRefillPlan'), { id: plan.id });
    expect(resumed.data!.resumeRefillPlan).toMatchObject({ status: 'active' });
    expect(resumed.data!.resumeRefillPlan.nextDate > today).toBe(true);
    const ended = await call(MOVE('endRefillPlan'), { id: plan.id });
    expect(ended.data!.endRefillPlan.status).toBe('ended');
    expect((await call(MOVE('resumeRefillPlan'), { id: plan.id })).errors?.[0]?.message).toBe('bad.request');
  });

  it('makes a plan from a configuration, announces a near first cycle at once, and keeps plans to their owner and limit', async () => {
    const someone = await createCustomer(shop.db);
    const made = await call(CREATE, { ...choice.args, quantity: 1, method: 'fib', selling_point: where.pickup, everyWeeks: 4, firstDate: addDays(today, 2) }, someone);
    expect(made.errors).toBeUndefined();
    expect(made.data!.createRefillPlan).toMatchObject({ pickup: true, sellingPoint: { id: where.pickup }, method: 'fib', nextDate: addDays(today, 30) });
    expect(made.data!.createRefillPlan.cycles).toMatchObject([{ dueOn: addDays(today, 2), status: 'awaiting' }]);
    const stranger = await createCustomer(shop.db);
    expect((await call(MOVE('pauseRefillPlan'), { id: made.data!.createRefillPlan.id }, stranger)).errors?.[0]?.message).toBe('not.found');
    expect((await call(CREATE, { ...choice.args, quantity: 1, method: 'cash', selling_point: where.pickup, everyWeeks: 3 }, someone)).errors?.[0]?.message).toBe('bad.request');
    expect((await call(CREATE, { ...choice.args, quantity: 1, method: 'cash', selling_point: where.pickup, everyWeeks: 2, firstDate: today }, someone)).errors?.[0]?.message).toBe('bad.request');
    expect((await call(CREATE, { everyWeeks: 2 }, null)).errors?.[0]?.message).toBe('unauthorized');
    for (let n = 1; n < MAX_OPEN_PLANS; n += 1) {
      expect((await call(CREATE, { ...choice.args, quantity: 1, method: 'cash', selling_point: where.pickup, everyWeeks: 8 }, someone)).errors).toBeUndefined();
    }
    expect((await call(CREATE, { ...choice.args, quantity: 1, method: 'cash', selling_point: where.pickup, everyWeeks: 8 }, someone)).errors?.[0]?.message).toBe('plan.limit');
    const coming = await createAdminPlans(shop.db).comingCycles();
    expect(coming).toContainEqual(expect.objectContaining({ dueOn: addDays(today, 2), status: 'awaiting', pickup: true }));
    expect(coming).toContainEqual(expect.objectContaining({ dueOn: addDays(today, 30), status: 'planned' }));
  });

  it('confirms a cycle placed for a call when staff confirm its refill on the call list', async () => {
    const someone = await createCustomer(shop.db, { phone: '07701234598' });
    const made = await call(CREATE, { ...choice.args, quantity: 1, method: 'cash', selling_point: where.pickup, everyWeeks: 8, firstDate: addDays(today, 12) }, someone);
    expect(made.errors).toBeUndefined();
    expect(await createCyclesDue(shop.db, sweep(9))).toBeGreaterThanOrEqual(1);
    expect(await callUnansweredCycles(shop.db, sweep(9.6))).toBeGreaterThanOrEqual(1);
    const cycleOf = async () => (await call(MINE, {}, someone)).data!.myRefillPlans[0].cycles[0] as { status: string; refillId: string };
    const placed = await cycleOf();
    expect(placed.status).toBe('unanswered');
    const staff = await verifiedStaff(shop);
    const answered = await graphql(shop.app, `mutation { adminAnswerConfirmation(kind: "refill", id: "${placed.refillId}", answer: "confirm") { __typename } }`, {}, { headers: staff.headers });
    expect(answered.errors).toBeUndefined();
    expect(await cycleOf()).toMatchObject({ status: 'confirmed', refillId: placed.refillId });
  });

  it('refuses unknown tokens as the sales’ links do', async () => {
    const reply = await call(LINK, { token: 'no-such-token-aaaaaaaaaaaa' }, null);
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.refillPlanCycle).toBeNull();
    expect((await call(ANSWER, { token: 'no-such-token-aaaaaaaaaaaa', answer: 'confirm' }, null)).errors?.[0]?.message).toBe('confirmation.unknown');
  });
});
