import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo } from '../../test/accounts.js';
import { createCustomer, type TestCustomer } from '../../test/customers.js';
import { testDatabases } from '../../test/databases.js';
import { insertOrder, verifiedStaff, type TestStaff } from '../../test/staff.js';
import { expectNotFound, graphql, openShop, type TestShop } from '../../test/shop.js';

const LIST = `query L($filter: AdminOrderFilter, $page: Int, $first: Int) {
  adminOrders(filter: $filter, page: $page, first: $first) { items { order { id status } version moves customer { name email lang guest } } pageInfo { current pages total } } }`;
const ONE = `query O($id: ID!) { adminOrder(id: $id) { order { id status uuid } version moves customer { email guest lang } audit { staff action address before after note date } } }`;
const MOVE = `mutation M($id: ID!, $status: String!, $version: Int!, $note: String) {
  adminMoveOrder(id: $id, status: $status, version: $version, note: $note) { order { id status paid } version moves audit { action before after note staff } } }`;

describe.each(testDatabases())('the back office orders on $name', (database) => {
  let shop: TestShop;
  let staff: TestStaff;
  let kurdish: TestCustomer;
  const call = (query: string, variables: Record<string, unknown> = {}) => graphql(shop.app, query, variables, { headers: staff.headers });

  beforeAll(async () => {
    shop = await openShop(database);
    staff = await verifiedStaff(shop, 'staff');
    kurdish = await createCustomer(shop.db, { name: 'Hêmin Kurdî', lang: 'ku', phone: '+9647709998877' });
  });
  afterAll(() => shop.close());

  it('lists orders newest first, 20 a page, with their customers', async () => {
    const mine = await insertOrder(shop.db, { userId: kurdish.userId });
    const guest = await insertOrder(shop.db, { guestName: 'Zara Guest', guestEmail: 'zara@example.com', lang: 'ar' });
    const reply = await call(LIST, { first: 2 });
    expect(reply.data!.adminOrders.items.map((item: any) => Number(item.order.id))).toEqual([guest.id, mine.id]);
    expect(reply.data!.adminOrders.items[0].customer).toEqual({ name: 'Zara Guest', email: 'zara@example.com', lang: 'ar', guest: true });
    expect(reply.data!.adminOrders.items[1]).toMatchObject({ version: 0, moves: ['accepted', 'rejected', 'cancelled'], customer: { name: 'Hêmin Kurdî', lang: 'ku', guest: false } });
    expect(reply.data!.adminOrders.pageInfo).toMatchObject({ current: 1 });
  });

  it('filters by status, method, paid and dates, and searches names, phones, emails, uuids and numbers', async () => {
    const target = await insertOrder(shop.db, { guestName: 'Needle Haystack', guestEmail: 'needle@example.com', status: 'accepted' });
    const ids = async (filter: Record<string, unknown>) => (await call(LIST, { filter, first: 100 })).data!.adminOrders.items.map((item: any) => Number(item.order.id));
    expect(await ids({ search: 'needle hay' })).toEqual([target.id]);
    expect(await ids({ search: 'NEEDLE@example' })).toEqual([target.id]);
    expect(await ids({ search: target.uuid })).toEqual([target.id]);
    expect(await ids({ search: String(target.id) })).toContain(target.id);
    expect(await ids({ search: '0770999' })).not.toContain(target.id);
    expect(await ids({ search: 'Hêmin' })).toHaveLength(1);
    // Issue 36 item 3: a whole phone, typed as people type it, finds its stored E.164 form.
    expect(await ids({ search: '0770 999 8877' })).toHaveLength(1);
    expect(await ids({ search: '٠٧٧٠٩٩٩٨٨٧٧' })).toHaveLength(1);
    expect(await ids({ status: 'accepted' })).toContain(target.id);
    expect(await ids({ status: 'pending' })).not.toContain(target.id);
    expect(await ids({ method: 'fib' })).toEqual([]);
    expect(await ids({ paid: true })).not.toContain(target.id);
    expect(await ids({ paid: false })).toContain(target.id);
    const today = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);
    expect(await ids({ from: today, to: today })).toContain(target.id);
    expect(await ids({ to: '2020-01-01' })).toEqual([]);
    const bad = await call(LIST, { filter: { status: 'lost' } });
    expect(bad.errors![0]).toMatchObject({ message: 'bad.request', extensions: { validation: { 'filter.status': ['input.status.invalid'] } } });
  });

  it('moves an order along the table, mails the customer in their language and writes the audit', async () => {
    const order = await insertOrder(shop.db, { userId: kurdish.userId });
    const moved = await call(MOVE, { id: String(order.id), status: 'accepted', version: 0, note: 'called the customer' });
    expect(moved.data!.adminMoveOrder).toMatchObject({ order: { status: 'accepted' }, version: 1, moves: ['being prepared', 'cancelled'] });
    const [entry] = moved.data!.adminMoveOrder.audit;
    expect(entry).toMatchObject({ action: 'move', note: 'called the customer', staff: staff.email });
    expect(JSON.parse(entry.before)).toEqual({ status: 'pending', version: 0 });
    expect(JSON.parse(entry.after)).toEqual({ status: 'accepted', version: 1 });
    const mail = await lastMailTo(shop.db, kurdish.email);
    expect(mail!.subject).toContain('پەسەندکرا');
    expect(mail!.body).toContain('سڵاو \u2068Hêmin Kurdî\u2069');
    expect(mail!.body).toContain(`/orders/${order.id}`);
    const row = await shop.db.selectFrom('audit_log').selectAll().where('subject_type', '=', 'order').where('subject_id', '=', order.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ staff_user_id: staff.userId, address: expect.any(String) });
  });

  it('mails a guest in the order language with their order link', async () => {
    const order = await insertOrder(shop.db, { guestEmail: 'arabic.guest@example.com', lang: 'ar' });
    await call(MOVE, { id: String(order.id), status: 'rejected', version: 0 });
    const mail = await lastMailTo(shop.db, 'arabic.guest@example.com');
    expect(mail!.subject).toContain('مرفوض');
    expect(mail!.body).toContain(`/orders/${order.uuid}?email=arabic.guest%40example.com`);
  });

  it('refuses a stale version with admin.changed and a move off the table with admin.moveNotAllowed, writing nothing', async () => {
    const order = await insertOrder(shop.db);
    expect((await call(MOVE, { id: String(order.id), status: 'accepted', version: 0 })).data!.adminMoveOrder.version).toBe(1);
    const stale = await call(MOVE, { id: String(order.id), status: 'cancelled', version: 0 });
    expect(stale.errors![0]).toMatchObject({ message: 'admin.changed' });
    const off = await call(MOVE, { id: String(order.id), status: 'completed', version: 1 });
    expect(off.errors![0]).toMatchObject({ message: 'admin.moveNotAllowed', extensions: { reason: 'accepted' } });
    const one = await call(ONE, { id: String(order.id) });
    expect(one.data!.adminOrder).toMatchObject({ order: { status: 'accepted' }, version: 1 });
    expect(one.data!.adminOrder.audit).toHaveLength(1);
    expectNotFound(await call(ONE, { id: '999999' }));
  });

  it('counts a cash order as paid once it is completed, with the audit saying so; an unpaid online one stays unpaid (issue 28 item 5)', async () => {
    const paidOf = async (id: number) => (await shop.db.selectFrom('orders').select('paid').where('id', '=', id).executeTakeFirstOrThrow()).paid;
    const delivered = await insertOrder(shop.db, { status: 'being delivered', method: 'cash' });
    const pickedUp = await insertOrder(shop.db, { status: 'ready for pickup', method: 'cash' });
    const online = await insertOrder(shop.db, { status: 'being delivered', method: 'zaincash' });
    expect(await paidOf(delivered.id)).toBe(false);
    const moved = await call(MOVE, { id: String(delivered.id), status: 'completed', version: 0 });
    expect(moved.data!.adminMoveOrder).toMatchObject({ order: { status: 'completed', paid: true }, version: 1 });
    expect(JSON.parse(moved.data!.adminMoveOrder.audit[0].after)).toEqual({ status: 'completed', version: 1, paid: true });
    expect(await paidOf(delivered.id)).toBe(true);
    await call(MOVE, { id: String(pickedUp.id), status: 'completed', version: 0 });
    expect(await paidOf(pickedUp.id)).toBe(true);
    const unpaid = await call(MOVE, { id: String(online.id), status: 'completed', version: 0 });
    expect(unpaid.data!.adminMoveOrder.order).toMatchObject({ status: 'completed', paid: false });
    expect(JSON.parse(unpaid.data!.adminMoveOrder.audit[0].after)).toEqual({ status: 'completed', version: 1 });
    const listed = await call(LIST, { filter: { paid: true }, first: 100 });
    const paidIds = listed.data!.adminOrders.items.map((item: any) => Number(item.order.id));
    expect(paidIds).toEqual(expect.arrayContaining([pickedUp.id, delivered.id]));
    expect(paidIds).not.toContain(online.id);
  });

  it('keeps the audit log append-only', async () => {
    await expect(shop.db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
    await expect(shop.db.updateTable('audit_log').set({ note: 'changed' }).execute()).rejects.toThrow(/append-only/);
  });
});
