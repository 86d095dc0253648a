import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProduct, stockOf, type TestProduct } from '../../test/buying.js';
import { createCustomer } from '../../test/customers.js';
import { testDatabases } from '../../test/databases.js';
import { graphql, PUBLIC_URL } from '../../test/shop.js';
import { insertCourier } from '../../test/couriers.js';
import { backOfficeSuite } from '../../test/staff.js';

// Delivery runs (issue 28 item 2) through the API on both databases: only eligible orders go on a
// run, the server decides the cash to collect, outcomes move orders and give stock back once,
// unreachable orders go on a later run, closing reconciles the cash and needs every outcome.

const CREATE = `mutation C($input: AdminDeliveryRunInput!) { adminCreateDeliveryRun(input: $input) {
  id date courier courierId status city { id } cashExpected stops { id position order cashToCollect outcome } } }`;
const RUN = `query R($id: ID!) { adminDeliveryRun(id: $id) {
  id status waiting cashExpected cashCollected cashReturned cashDifference stopDifferences closedBy
  stops { id position order orderStatus customerName phone address cashToCollect outcome cashCollected cashDifference outcomeBy
    lines { kind title size color scent quantity } }
  audit { action staff after } } }`;
const OUTCOME = `mutation O($stop: ID!, $outcome: String!, $cash: Int, $note: String) {
  adminRecordStopOutcome(stop: $stop, outcome: $outcome, cashCollected: $cash, note: $note) { id waiting cashCollected stops { id outcome cashCollected } } }`;
const CLOSE = `mutation X($id: ID!, $cash: Int!) { adminCloseDeliveryRun(id: $id, cashReturned: $cash) { status cashReturned cashDifference cashCollected stopDifferences } }`;
const CANDIDATES = `query Q($city: ID!) { adminDeliveryCandidates(city: $city) { id cashToCollect customerName } }`;

describe.each(testDatabases())('delivery runs on $name', (database) => {
  // Staff who are not the owner build and run deliveries.
  const suite = backOfficeSuite(database);
  let product: TestProduct;
  let cityId: number;
  let otherCityId: number;
  let karwan: string;

  beforeAll(async () => {
    product = await createProduct(suite.shop.db, { stock: 50, sizePrices: [12_000], colors: 1, scents: 1 });
    const cities = await suite.shop.db.selectFrom('cities').select('id').orderBy('id').limit(2).execute();
    cityId = cities[0]!.id;
    otherCityId = cities[1]!.id;
    karwan = await insertCourier(suite.shop.db, 'Karwan');
  });

  const as = (query: string, variables: Record<string, unknown>, lang = 'en') => graphql(suite.shop.app, query, variables, { headers: suite.staff.headers, lang });

  // An order as checkout leaves it (its units taken out of stock), then moved to `status`.
  async function order(options: { status?: 'accepted' | 'pending' | 'completed'; method?: 'cash' | 'fib'; paid?: boolean; pickup?: boolean; city?: number; units?: number } = {}) {
    const units = options.units ?? 2;
    const total = 12_000 * units + 5000;
    const row = await suite.shop.db
      .insertInto('orders')
      .values({
        uuid: randomUUID(),
        status: options.status ?? 'accepted',
        total,
        subtotal: total - 5000,
        delivery_price: 5000,
        paid: options.paid ?? false,
        guest_name: 'Dara Ahmed',
        guest_email: `dara-${randomUUID().slice(0, 6)}@example.com`,
        guest_phone: '07501112233',
        lang: 'ar',
        pickup: options.pickup ?? false,
        city_id: options.pickup ? null : (options.city ?? cityId),
        address: 'Street 60, house 12',
        method: options.method ?? 'cash',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await suite.shop.db
      .insertInto('order_items')
      .values({
        order_id: row.id,
        product_id: product.id,
        size_id: product.sizes[0]!.sizeId,
        product_size_id: product.sizes[0]!.id,
        color_id: product.colors[0]!,
        scent_id: product.scents[0]!,
        quantity: units,
        unit_price: 12_000,
      })
      .execute();
    await suite.shop.db
      .updateTable('products')
      .set((eb) => ({ stock: eb('stock', '-', units) }))
      .where('id', '=', product.id)
      .execute();
    return { id: row.id, total };
  }
  const orderRow = (id: number) => suite.shop.db.selectFrom('orders').select(['status', 'paid']).where('id', '=', id).executeTakeFirstOrThrow();
  const build = (orders: number[], city = cityId, courier = karwan) => as(CREATE, { input: { date: '2027-03-01', courier, city: String(city), orders: orders.map(String) } });
  const run = async (id: string, lang = 'en') => (await as(RUN, { id }, lang)).data!.adminDeliveryRun;
  const outcome = (stop: string, value: string, cash?: number | null) => as(OUTCOME, { stop, outcome: value, cash });

  it('builds a run of eligible orders only, the server deciding the cash to collect', async () => {
    const cash = await order();
    const online = await order({ method: 'fib', paid: true });
    const pending = await order({ status: 'pending' });
    const pickup = await order({ pickup: true });
    const elsewhere = await order({ city: otherCityId });

    const offered = (await as(CANDIDATES, { city: String(cityId) })).data!.adminDeliveryCandidates.map((c: { id: string }) => Number(c.id));
    expect(offered).toEqual(expect.arrayContaining([cash.id, online.id]));
    for (const id of [pending.id, pickup.id, elsewhere.id]) expect(offered).not.toContain(id);

    const refused = await build([cash.id, pending.id, pickup.id, elsewhere.id]);
    expect(refused.errors![0]).toMatchObject({ message: 'delivery.notEligible', extensions: { orders: [String(pending.id), String(pickup.id), String(elsewhere.id)] } });
    expect(await suite.shop.db.selectFrom('delivery_stops').select('id').where('order_id', '=', cash.id).execute()).toEqual([]);

    const built = await build([online.id, cash.id]);
    expect(built.errors).toBeUndefined();
    const made = built.data!.adminCreateDeliveryRun;
    expect(made).toMatchObject({ date: '2027-03-01', courier: 'Karwan', courierId: karwan, status: 'open', city: { id: String(cityId) }, cashExpected: cash.total });
    expect(made.stops.map((s: { order: string; position: number; cashToCollect: number }) => [Number(s.order), s.position, s.cashToCollect])).toEqual([
      [online.id, 1, 0],
      [cash.id, 2, cash.total],
    ]);

    // On a run already: neither offered nor taken by another run.
    expect((await as(CANDIDATES, { city: String(cityId) })).data!.adminDeliveryCandidates.map((c: { id: string }) => Number(c.id))).not.toContain(cash.id);
    expect((await build([cash.id])).errors![0]?.message).toBe('delivery.notEligible');
    const audit = (await run(made.id)).audit;
    expect(audit[0]).toMatchObject({ action: 'delivery.create', staff: suite.staff.email });
    expect(JSON.parse(audit[0].after)).toMatchObject({ courier: Number(karwan), courierName: 'Karwan', orders: [online.id, cash.id], cashExpected: cash.total });
  });

  it('refuses bad input', async () => {
    const one = await order();
    const bad = await as(CREATE, { input: { date: '2027-02-30', courier: 'Karwan', city: String(cityId), orders: [String(one.id), String(one.id)] } });
    expect(bad.errors![0]).toMatchObject({ message: 'bad.request' });
    expect(bad.errors![0]!.extensions!.validation).toMatchObject({ 'input.date': ['input.date.invalid'], 'input.courier': ['input.courier.invalid'], 'input.orders': ['input.orders.duplicate'] });
    expect((await build([])).errors![0]!.extensions!.validation).toMatchObject({ 'input.orders': ['input.orders.required'] });
  });

  it('lists the sheet: customer, phone, address, items named in the language asked', async () => {
    const placed = await order({ units: 3 });
    const id = (await build([placed.id])).data!.adminCreateDeliveryRun.id;
    const [stop] = (await run(id, 'ar')).stops;
    expect(stop).toMatchObject({ customerName: 'Dara Ahmed', phone: '07501112233', address: 'Street 60, house 12', cashToCollect: placed.total, outcome: null });
    expect(stop.lines).toEqual([{ kind: 'product', title: 'Test candle (ar)', size: expect.any(String), color: expect.any(String), scent: expect.any(String), quantity: 3 }]);
  });

  it('records outcomes: delivered completes and pays a cash order; refused and returned cancel and give stock back; each once', async () => {
    const delivered = await order({ units: 1 });
    const refusedOrder = await order({ units: 2 });
    const returnedOrder = await order({ units: 3, method: 'fib', paid: true });
    const id = (await build([delivered.id, refusedOrder.id, returnedOrder.id])).data!.adminCreateDeliveryRun.id;
    const stops = (await run(id)).stops as Array<{ id: string; order: string }>;
    const stopOf = (orderId: number) => stops.find((s) => Number(s.order) === orderId)!.id;

    const before = await stockOf(suite.shop.db, product.id);
    const done = await outcome(stopOf(delivered.id), 'delivered');
    expect(done.errors).toBeUndefined();
    expect(await orderRow(delivered.id)).toEqual({ status: 'completed', paid: true });
    expect(await stockOf(suite.shop.db, product.id)).toBe(before);

    expect((await outcome(stopOf(refusedOrder.id), 'refused', 100)).errors![0]!.extensions!.validation).toEqual({ cashCollected: ['input.cashCollected.notDelivered'] });
    expect((await outcome(stopOf(refusedOrder.id), 'refused')).errors).toBeUndefined();
    expect(await orderRow(refusedOrder.id)).toEqual({ status: 'cancelled', paid: false });
    expect(await stockOf(suite.shop.db, product.id)).toBe(before + 2);

    expect((await outcome(stopOf(returnedOrder.id), 'returned')).errors).toBeUndefined();
    expect(await stockOf(suite.shop.db, product.id)).toBe(before + 5);

    // A second outcome for the same stop changes nothing.
    expect((await outcome(stopOf(refusedOrder.id), 'returned')).errors![0]?.message).toBe('delivery.stopDone');
    expect(await stockOf(suite.shop.db, product.id)).toBe(before + 5);

    const after = await run(id);
    expect(after).toMatchObject({ waiting: 0, cashCollected: delivered.total });
    expect(after.stops.map((s: { outcome: string; cashCollected: number | null; outcomeBy: string }) => [s.outcome, s.cashCollected, s.outcomeBy])).toEqual([
      ['delivered', delivered.total, suite.staff.email],
      ['refused', null, suite.staff.email],
      ['returned', null, suite.staff.email],
    ]);
    const orderAudit = await suite.shop.db.selectFrom('audit_log').select(['action', 'after']).where('subject_type', '=', 'order').where('subject_id', '=', refusedOrder.id).execute();
    expect(orderAudit).toEqual([{ action: 'delivery.outcome', after: expect.objectContaining({ outcome: 'refused', status: 'cancelled' }) }]);
  });

  it('gives stock back once when two staff record the same refusal at the same moment', async () => {
    const parcel = await order({ units: 4 });
    const id = (await build([parcel.id])).data!.adminCreateDeliveryRun.id;
    const [stop] = (await run(id)).stops;
    const before = await stockOf(suite.shop.db, product.id);
    const replies = await Promise.all([outcome(stop.id, 'refused'), outcome(stop.id, 'returned'), outcome(stop.id, 'refused')]);
    expect(replies.filter((reply) => !reply.errors)).toHaveLength(1);
    expect(replies.filter((reply) => reply.errors?.[0]?.message === 'delivery.stopDone')).toHaveLength(2);
    expect(await stockOf(suite.shop.db, product.id)).toBe(before + 4);
    const audits = await suite.shop.db.selectFrom('audit_log').select('id').where('subject_type', '=', 'order').where('subject_id', '=', parcel.id).execute();
    expect(audits).toHaveLength(1);
  });

  it('keeps an unreachable order accepted, and it goes on a later run', async () => {
    const parcel = await order();
    const first = (await build([parcel.id])).data!.adminCreateDeliveryRun.id;
    const [stop] = (await run(first)).stops;
    expect((await outcome(stop.id, 'unreachable')).errors).toBeUndefined();
    expect(await orderRow(parcel.id)).toEqual({ status: 'accepted', paid: false });
    expect((await as(CANDIDATES, { city: String(cityId) })).data!.adminDeliveryCandidates.map((c: { id: string }) => Number(c.id))).toContain(parcel.id);
    const second = await build([parcel.id], cityId, await insertCourier(suite.shop.db, 'Shvan'));
    expect(second.errors).toBeUndefined();
    const [again] = (await run(second.data!.adminCreateDeliveryRun.id)).stops;
    expect((await outcome(again.id, 'delivered')).errors).toBeUndefined();
    expect(await orderRow(parcel.id)).toEqual({ status: 'completed', paid: true });
    // Delivered: never offered again.
    expect((await build([parcel.id])).errors![0]?.message).toBe('delivery.notEligible');
  });

  it('refuses to close a run with stops waiting, then reconciles the cash and flags each difference', async () => {
    const a = await order({ units: 1 });
    const b = await order({ units: 2 });
    const online = await order({ method: 'fib', paid: true });
    const id = (await build([a.id, b.id, online.id])).data!.adminCreateDeliveryRun.id;
    const [sa, sb, so] = (await run(id)).stops;
    await outcome(sa.id, 'delivered', a.total - 1000);

    const early = await as(CLOSE, { id, cash: 0 });
    expect(early.errors![0]).toMatchObject({ message: 'delivery.stopsWaiting', extensions: { waiting: 2 } });
    expect((await run(id)).status).toBe('open');

    await outcome(sb.id, 'delivered');
    await outcome(so.id, 'delivered');
    const collected = a.total - 1000 + b.total;
    const closed = await as(CLOSE, { id, cash: collected - 500 });
    expect(closed.errors).toBeUndefined();
    expect(closed.data!.adminCloseDeliveryRun).toEqual({ status: 'closed', cashReturned: collected - 500, cashDifference: -500, cashCollected: collected, stopDifferences: 1 });
    const after = await run(id);
    expect(after.stops.map((s: { cashDifference: number | null }) => s.cashDifference)).toEqual([-1000, 0, 0]);
    expect(after.closedBy).toBe(suite.staff.email);
    expect(after.audit.map((entry: { action: string }) => entry.action)).toEqual(['delivery.create', 'delivery.outcome', 'delivery.outcome', 'delivery.outcome', 'delivery.close']);
    expect(JSON.parse(after.audit.at(-1).after)).toEqual({ status: 'closed', cashReturned: collected - 500, cashDifference: -500 });

    expect((await as(CLOSE, { id, cash: 1 })).errors![0]?.message).toBe('delivery.runClosed');
    const row = await suite.shop.db.selectFrom('delivery_runs').select(['cash_returned', 'cash_difference', 'status']).where('id', '=', Number(id)).executeTakeFirstOrThrow();
    expect(row).toEqual({ cash_returned: collected - 500, cash_difference: -500, status: 'closed' });
  });

  it('downloads the sheet as CSV in the language asked, formulas guarded, audited', async () => {
    const placed = await order({ units: 2 });
    await suite.shop.db.updateTable('orders').set({ guest_name: '=HYPERLINK("http://evil.example")' }).where('id', '=', placed.id).execute();
    const id = (await build([placed.id])).data!.adminCreateDeliveryRun.id;
    const get = (lang: string, headers: Record<string, string> = suite.staff.headers) => suite.shop.app.fetch(new Request(`${PUBLIC_URL}/admin/csv/delivery-runs/${id}?lang=${lang}`, { headers }));
    const response = await get('ar');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="delivery-run-${id}.csv"`);
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('المحطة,الطلب,الزبون,الهاتف,العنوان,المدينة,المنتجات,المبلغ المطلوب تحصيله,النتيجة,المبلغ المحصّل');
    expect(lines[1]).toMatch(new RegExp(`^1,${placed.id},"'=HYPERLINK\\(""http://evil.example""\\)","07501112233","Street 60, house 12","[^"]+","2 × Test candle \\(ar\\) \\(`));
    expect(lines[1]).toMatch(new RegExp(`,${placed.total},,$`));
    expect(lines[2]).toBe(`"إجمالي النقد المتوقع",,,,,,,${placed.total},,0`);
    expect((await (await get('en')).text()).replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Stop,Order,Customer,Phone,Address,City,Items,Cash to collect,Outcome,Cash collected');
    expect((await get('en', {})).status).toBe(403);
    const exported = await suite.shop.db.selectFrom('audit_log').select('after').where('action', '=', 'csv.export').where('subject_id', '=', suite.staff.userId).execute();
    expect(exported.map((row) => (row.after as { file: string }).file)).toContain(`delivery-run-${id}.csv`);
  });

  it('keeps runs from customers and anonymous callers', async () => {
    const customer = await createCustomer(suite.shop.db, { phone: '07701110077' });
    const reply = await graphql(suite.shop.app, `{ adminDeliveryRuns { items { id } } }`, {}, { headers: customer.headers });
    expect(reply.errors![0]?.message).toBe('forbidden');
    const listed = await as(`{ adminDeliveryRuns { items { id courier } pageInfo { total } } }`, {});
    expect(listed.data!.adminDeliveryRuns.pageInfo.total).toBeGreaterThan(0);
  });
});
