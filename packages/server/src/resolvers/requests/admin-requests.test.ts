import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestKind } from '../../db/repositories/requests/admin-requests.js';
import { lastMailTo } from '../../test/accounts.js';
import { createCustomer, type TestCustomer } from '../../test/customers.js';
import { testDatabases } from '../../test/databases.js';
import { insertRequest, verifiedStaff, type TestStaff } from '../../test/staff.js';
import { graphql, openShop, type TestShop } from '../../test/shop.js';

const FIELDS = `kind id status version moves date total paid customer { name email lang guest }
  audit { action before after note staff address }
  refill { id status } ticket { id status workshop { id } } whiteLabel { request { id status } container { id } size { id } sticker }
  personalized { id status price } subscription { id status months { month status } }`;
const LIST = `query L($kind: String!, $status: String, $search: String) { adminRequests(kind: $kind, status: $status, search: $search) { items { ${FIELDS} } pageInfo { total } } }`;
const ONE = `query O($kind: String!, $id: ID!) { adminRequest(kind: $kind, id: $id) { ${FIELDS} } }`;
const MOVE = `mutation M($kind: String!, $id: ID!, $status: String!, $version: Int!, $note: String) {
  adminMoveRequest(kind: $kind, id: $id, status: $status, version: $version, note: $note) { ${FIELDS} } }`;
const QUOTE = `mutation Q($id: ID!, $price: Int!, $version: Int!) { adminQuotePersonalized(id: $id, price: $price, version: $version) { ${FIELDS} } }`;
const MONTH = `mutation M($id: ID!, $month: Int!, $status: String!, $version: Int!) {
  adminMoveSubscriptionMonth(id: $id, month: $month, status: $status, version: $version) { ${FIELDS} } }`;

// Each kind, a move its table allows from pending, the customer's language and what the mail says.
const MOVES: Array<[RequestKind, string, 'en' | 'ku' | 'ar', string, string | null]> = [
  ['refill', 'accepted', 'ar', 'مقبول', '/refills/'],
  ['ticket', 'accepted', 'ku', 'پەسەندکرا', '/tickets/'],
  ['whitelabel', 'quoted', 'en', 'Your white-label request', null],
  ['personalized', 'rejected', 'ar', 'مرفوض', '/personalized/'],
  ['subscription', 'accepted', 'en', 'Your subscription', '/subscriptions/'],
];

describe.each(testDatabases())('the back office requests on $name', (database) => {
  let shop: TestShop;
  let staff: TestStaff;
  const customers: Record<string, TestCustomer> = {};
  const call = (query: string, variables: Record<string, unknown> = {}) => graphql(shop.app, query, variables, { headers: staff.headers });

  beforeAll(async () => {
    shop = await openShop(database);
    staff = await verifiedStaff(shop, 'staff');
    for (const lang of ['en', 'ku', 'ar'] as const) customers[lang] = await createCustomer(shop.db, { lang, name: `Customer ${lang}` });
  });
  afterAll(() => shop.close());

  it.each(MOVES)('moves a %s request to %s and mails its customer in %s', async (kind, to, lang, says, link) => {
    const customer = customers[lang]!;
    const id = await insertRequest(shop.db, kind, customer.userId, lang);
    const listed = await call(LIST, { kind, status: 'pending', search: customer.email });
    expect(listed.data!.adminRequests.items.map((item: any) => Number(item.id))).toEqual([id]);
    const before = (await call(ONE, { kind, id: String(id) })).data!.adminRequest;
    expect(before).toMatchObject({ kind, status: 'pending', version: 0, customer: { email: customer.email, lang, guest: false } });
    expect(before.moves).toContain(to);
    // Exactly the field of its kind is set.
    const set = ['refill', 'ticket', 'whiteLabel', 'personalized', 'subscription'].filter((field) => before[field] !== null);
    expect(set).toEqual([kind === 'whitelabel' ? 'whiteLabel' : kind]);
    const moved = await call(MOVE, { kind, id: String(id), status: to, version: 0, note: 'ok' });
    expect(moved.errors).toBeUndefined();
    expect(moved.data!.adminMoveRequest).toMatchObject({ status: to, version: 1 });
    expect(moved.data!.adminMoveRequest.audit).toEqual([
      expect.objectContaining({ action: 'move', note: 'ok', staff: staff.email, before: JSON.stringify({ status: 'pending', version: 0 }), after: JSON.stringify({ status: to, version: 1 }) }),
    ]);
    const mail = await lastMailTo(shop.db, customer.email);
    expect(`${mail!.subject}\n${mail!.body}`).toContain(says);
    if (link) expect(mail!.body).toContain(`${link}${id}`);
    const stale = await call(MOVE, { kind, id: String(id), status: 'cancelled', version: 0 });
    expect(stale.errors![0]!.message).toBe('admin.changed');
  });

  it('refuses moves off each table, and the quote and acceptance of a personalized request by hand', async () => {
    const refill = await insertRequest(shop.db, 'refill', customers.en!.userId);
    const off = await call(MOVE, { kind: 'refill', id: String(refill), status: 'completed', version: 0 });
    expect(off.errors![0]).toMatchObject({ message: 'admin.moveNotAllowed', extensions: { reason: 'pending' } });
    const personalized = await insertRequest(shop.db, 'personalized', customers.en!.userId);
    expect((await call(ONE, { kind: 'personalized', id: String(personalized) })).data!.adminRequest.moves).toEqual(['rejected', 'cancelled']);
    expect((await call(MOVE, { kind: 'personalized', id: String(personalized), status: 'quoted', version: 0 })).errors![0]!.message).toBe('admin.moveNotAllowed');
    expect((await call(LIST, { kind: 'parcel' })).errors![0]!.message).toBe('bad.request');
  });

  it.each(['refill', 'ticket'] as const)('a cash %s completed reads paid, with one paid event (issue 36 item 1)', async (kind) => {
    const id = await insertRequest(shop.db, kind, customers.en!.userId);
    let version = 0;
    for (const to of ['accepted', 'being prepared', 'ready for pickup', 'completed']) {
      const moved = await call(MOVE, { kind, id: String(id), status: to, version });
      expect(moved.errors).toBeUndefined();
      expect(moved.data!.adminMoveRequest.paid).toBe(to === 'completed');
      version += 1;
    }
    const table = kind === 'refill' ? 'refill_requests' : 'tickets';
    expect((await shop.db.selectFrom(table).select('paid').where('id', '=', id).executeTakeFirstOrThrow()).paid).toBe(true);
    const events = await shop.db.selectFrom('sale_events').select('type').where('kind', '=', kind).where('sale_id', '=', id).where('type', '=', 'paid').execute();
    expect(events).toHaveLength(1);
  });

  it('frees the seats of a ticket it rejects', async () => {
    const id = await insertRequest(shop.db, 'ticket', customers.en!.userId);
    const { workshop_id } = await shop.db.selectFrom('tickets').select('workshop_id').where('id', '=', id).executeTakeFirstOrThrow();
    await call(MOVE, { kind: 'ticket', id: String(id), status: 'rejected', version: 0 });
    const workshop = await shop.db.selectFrom('workshops').select('seats_taken').where('id', '=', workshop_id).executeTakeFirstOrThrow();
    expect(workshop.seats_taken).toBe(0);
  });

  it('quotes a personalized request and mails the customer a link to accept and pay', async () => {
    const customer = customers.ku!;
    const id = await insertRequest(shop.db, 'personalized', customer.userId, 'ku');
    const quoted = await call(QUOTE, { id: String(id), price: 45_000, version: 0 });
    expect(quoted.data!.adminQuotePersonalized).toMatchObject({ status: 'quoted', version: 1, total: 45_000, personalized: { price: 45_000 } });
    const [entry] = quoted.data!.adminQuotePersonalized.audit;
    expect(JSON.parse(entry.before)).toEqual({ status: 'pending', price: null, version: 0 });
    expect(JSON.parse(entry.after)).toEqual({ status: 'quoted', price: 45_000, version: 1 });
    const mail = await lastMailTo(shop.db, customer.email);
    expect(mail!.subject).toContain('مۆمی تایبەتی');
    expect(mail!.body).toContain(`/personalized/${id}`);
    expect((await call(QUOTE, { id: String(id), price: 50_000, version: 0 })).errors![0]!.message).toBe('admin.changed');
    expect((await call(QUOTE, { id: String(id), price: 50_000, version: 1 })).data!.adminQuotePersonalized.total).toBe(50_000);
  });

  it('moves one month of a subscription and mails the customer', async () => {
    const customer = customers.en!;
    const id = await insertRequest(shop.db, 'subscription', customer.userId);
    const prepared = await call(MONTH, { id: String(id), month: 1, status: 'being prepared', version: 0 });
    expect(prepared.data!.adminMoveSubscriptionMonth).toMatchObject({ version: 1, subscription: { months: expect.arrayContaining([{ month: 1, status: 'being prepared' }]) } });
    expect(prepared.data!.adminMoveSubscriptionMonth.audit[0]).toMatchObject({ action: 'month' });
    expect((await lastMailTo(shop.db, customer.email))!.body).toContain('The box of month 1 of your subscription');
    const skip = await call(MONTH, { id: String(id), month: 1, status: 'cancelled', version: 1 });
    expect(skip.errors![0]).toMatchObject({ message: 'admin.moveNotAllowed', extensions: { reason: 'being prepared' } });
    expect((await call(MONTH, { id: String(id), month: 1, status: 'delivered', version: 0 })).errors![0]!.message).toBe('admin.changed');
  });
});
