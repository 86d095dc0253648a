import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.js';
import { graphql } from '../../test/shop.js';
import { backOfficeSuite, type TestStaff } from '../../test/staff.js';

// Couriers as a list the owner keeps (issue 36) through the API on both databases: the shop's
// phone rule (every Iraqi network), one courier a name, changes at a version and audited, staff
// read the list and build runs with an active courier only, and each courier's runs with their cash.

const FIELDS = 'id name phone active version runCount';
const SAVE = `mutation S($input: AdminCourierInput!) { adminSaveCourier(input: $input) { ${FIELDS} } }`;
const ACTIVE = `mutation A($id: ID!, $version: Int!, $active: Boolean!) { adminSetCourierActive(id: $id, version: $version, active: $active) { ${FIELDS} } }`;
const LIST = `{ adminCouriers { ${FIELDS} } }`;
const ONE = `query C($id: ID!) { adminCourier(id: $id) { ${FIELDS}
  runs { items { id date courier courierId stopCount cashExpected cashCollected } pageInfo { total } } audit { action staff before after } } }`;
const RUN = `mutation R($input: AdminDeliveryRunInput!) { adminCreateDeliveryRun(input: $input) { id courier courierId stops { id } } }`;
const OUTCOME = `mutation O($stop: ID!, $cash: Int) { adminRecordStopOutcome(stop: $stop, outcome: "delivered", cashCollected: $cash) { id } }`;

describe.each(testDatabases())('couriers on $name', (database) => {
  const suite = backOfficeSuite(database);
  let cityId: number;

  beforeAll(async () => {
    cityId = (await suite.shop.db.selectFrom('cities').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  });

  const as = (who: TestStaff, query: string, variables: Record<string, unknown> = {}) => graphql(suite.shop.app, query, variables, { headers: who.headers });
  const save = async (input: Record<string, unknown>) => {
    const reply = await as(suite.owner, SAVE, { input });
    expect(reply.errors).toBeUndefined();
    return reply.data!.adminSaveCourier;
  };
  const cashOrder = async (total: number) =>
    (
      await suite.shop.db
        .insertInto('orders')
        .values({
          uuid: randomUUID(),
          status: 'accepted',
          total,
          subtotal: total,
          guest_name: 'Dara',
          guest_email: 'dara@example.com',
          guest_phone: '07501112233',
          lang: 'en',
          pickup: false,
          city_id: cityId,
          address: 'Street 60',
          method: 'cash',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  it('keeps a Zain courier’s number in one form and tells couriers apart by name', async () => {
    const zain = await save({ name: '  Karwan Aziz ', phone: '0780 111 0002' });
    expect(zain).toMatchObject({ name: 'Karwan Aziz', phone: '0780 111 0002', active: true, version: 1, runCount: 0 });
    expect((await suite.shop.db.selectFrom('couriers').select('phone').where('id', '=', Number(zain.id)).executeTakeFirstOrThrow()).phone).toBe('+9647801110002');
    expect(await save({ name: 'Dilan', phone: '+964 791 234 5678' })).toMatchObject({ phone: '0791 234 5678' });

    const wrong = await as(suite.owner, SAVE, { input: { name: 'Sara', phone: '0123' } });
    expect(wrong.errors![0]!.extensions!.validation).toMatchObject({ 'input.phone': ['input.courierPhone.invalid'] });
    const blank = await as(suite.owner, SAVE, { input: { name: ' ', phone: '' } });
    expect(blank.errors![0]!.extensions!.validation).toMatchObject({ 'input.name': ['input.courierName.required'], 'input.phone': ['input.courierPhone.required'] });
    const twice = await as(suite.owner, SAVE, { input: { name: 'karwan aziz', phone: '07701234567' } });
    expect(twice.errors![0]!.extensions!.validation).toMatchObject({ name: ['input.courier.taken'] });
  });

  it('lets the owner only change the list, at the version seen, audited; staff read it', async () => {
    const made = await save({ name: 'Hemin', phone: '07501234567' });
    const refused = await as(suite.staff, SAVE, { input: { name: 'Staff courier', phone: '07501234567' } });
    expect(refused.errors![0]!.message).toBe('forbidden');
    expect((await as(suite.staff, ACTIVE, { id: made.id, version: 1, active: false })).errors![0]!.message).toBe('forbidden');

    const renamed = await save({ id: made.id, version: 1, name: 'Hemin Ali', phone: '0790 000 1111' });
    expect(renamed).toMatchObject({ name: 'Hemin Ali', phone: '0790 000 1111', version: 2 });
    expect((await as(suite.owner, SAVE, { input: { id: made.id, version: 1, name: 'Old', phone: '07501234567' } })).errors![0]!.message).toBe('admin.changed');
    const off = (await as(suite.owner, ACTIVE, { id: made.id, version: 2, active: false })).data!.adminSetCourierActive;
    expect(off).toMatchObject({ active: false, version: 3 });

    const listed = (await as(suite.staff, LIST)).data!.adminCouriers as Array<{ id: string; active: boolean }>;
    expect(listed.find((row) => row.id === made.id)).toMatchObject({ active: false });
    // The active first.
    expect(listed.findIndex((row) => !row.active)).toBeGreaterThan(listed.findLastIndex((row) => row.active));
    const audit = (await as(suite.staff, ONE, { id: made.id })).data!.adminCourier.audit as Array<{ action: string; staff: string; after: string }>;
    expect(audit.map((entry) => entry.action).sort()).toEqual(['courier.create', 'courier.deactivate', 'courier.save']);
    expect(audit.every((entry) => entry.staff === suite.owner.email)).toBe(true);
    expect(JSON.parse(audit.find((entry) => entry.action === 'courier.save')!.after)).toMatchObject({ name: 'Hemin Ali', phone: '+9647900001111' });
  });

  it('builds runs with an active courier only, and shows each courier’s runs with their cash', async () => {
    const courier = await save({ name: 'Rebin', phone: '07801234567' });
    const first = await cashOrder(20_000);
    const second = await cashOrder(15_000);
    const build = (orders: number[], who = courier.id) => as(suite.staff, RUN, { input: { date: '2027-03-01', courier: who, city: String(cityId), orders: orders.map(String) } });

    const run = (await build([first, second])).data!.adminCreateDeliveryRun;
    expect(run).toMatchObject({ courier: 'Rebin', courierId: courier.id });
    await as(suite.staff, OUTCOME, { stop: run.stops[0].id, cash: 18_000 });

    // Renamed, the run shows the courier's name of today.
    await save({ id: courier.id, version: 1, name: 'Rebin Omar', phone: '07801234567' });
    const page = (await as(suite.staff, ONE, { id: courier.id })).data!.adminCourier;
    expect(page).toMatchObject({ runCount: 1, runs: { pageInfo: { total: 1 } } });
    expect(page.runs.items[0]).toMatchObject({ id: run.id, date: '2027-03-01', courier: 'Rebin Omar', stopCount: 2, cashExpected: 35_000, cashCollected: 18_000 });

    await as(suite.owner, ACTIVE, { id: courier.id, version: 2, active: false });
    const third = await cashOrder(9_000);
    expect((await build([third])).errors![0]!.message).toBe('delivery.noCourier');
    expect((await build([third], '999999')).errors![0]!.message).toBe('delivery.noCourier');
    expect(await suite.shop.db.selectFrom('delivery_stops').select('id').where('order_id', '=', third).execute()).toEqual([]);
    await as(suite.owner, ACTIVE, { id: courier.id, version: 3, active: true });
    expect((await build([third])).errors).toBeUndefined();
  });
});
