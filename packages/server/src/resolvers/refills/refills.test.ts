import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLocalHumanCheck } from '../../adapters/human-check/local-human-check.js';
import { lastMailTo } from '../../test/accounts.js';
import { places, refillChoice } from '../../test/buying.js';
import { createCustomer, type TestCustomer } from '../../test/customers.js';
import { testDatabases } from '../../test/databases.js';
import { createTestPayments, type TestPayments } from '../../test/payments.js';
import { expectNotFound, graphql, openShop, type TestShop } from '../../test/shop.js';
import { mailCount, rowCount } from '../../test/row-count.js';

const RESULT = `id uuid email operation_type token url fibToken { paymentId }`;
const GUEST = { name: 'Shilan Ahmed', email: 'shilan.refill@example.com', phone: '07501234567' };
const TOKEN = 'local-unverified';
const VARS = `$container: ID!, $wick: ID!, $size: ID!, $color: ID!, $scent: ID!, $quantity: Int!, $notes: String, $method: String!,
  $address: String, $city: ID, $selling_point: ID, $idempotencyKey: String`;
const ARGS = `container: $container, wick: $wick, size: $size, color: $color, scent: $scent, quantity: $quantity, notes: $notes,
  method: $method, address: $address, city: $city, selling_point: $selling_point, idempotencyKey: $idempotencyKey`;
const REQUEST = `mutation R(${VARS}) { refillRequest(${ARGS}) { ${RESULT} } }`;
const REQUEST_GUEST = `mutation R(${VARS}, $token: String!, $guest: GuestInput!) {
  refillRequestGuest(${ARGS}, token: $token, guest: $guest) { ${RESULT} } }`;
const FIELDS = `id uuid total price quantity status date method paid pickup address notes wick { id price } container { id }
  color { id refill } size { id value } scent { id } city { id } sellingPoint { id drop }`;
const REFILL = `query Q($id: ID!) { refill(id: $id) { ${FIELDS} } }`;
const REFILLS = `query Q { refills { id total } }`;
const PAY_LATER = `mutation P($id: ID!, $type: String!, $method: String) { payLater(id: $id, type: $type, method: $method) { ${RESULT} } }`;

describe.each(testDatabases())('refill requests on $name', (database) => {
  let shop: TestShop;
  let payments: TestPayments;
  let where: Awaited<ReturnType<typeof places>>;
  let choice: Awaited<ReturnType<typeof refillChoice>>;
  let customer: TestCustomer;
  let other: TestCustomer;
  const call = (text: string, variables: Record<string, unknown>, who?: TestCustomer, lang?: string) => graphql(shop.app, text, variables, { ...(who ? { headers: who.headers } : {}), lang });
  const delivery = () => ({ city: where.city, address: 'Street 60, house 12' });
  const count = () => rowCount(shop.db, 'refill_requests');

  beforeAll(async () => {
    payments = createTestPayments();
    shop = await openShop(database, { payments, humanCheck: createLocalHumanCheck(() => {}) });
    where = await places(shop.db);
    choice = await refillChoice(shop.db);
    customer = await createCustomer(shop.db, { phone: '07701234567' });
    other = await createCustomer(shop.db, { phone: '07701234568' });
  });
  afterAll(() => shop?.close());
  beforeEach(() => {
    payments.failing = false;
  });

  it('a customer requests a cash refill with delivery: server price, saved, listed, mailed', async () => {
    const reply = await call(REQUEST, { ...choice.args, quantity: 3, method: 'cash', ...delivery(), notes: ' Blue ribbon ' }, customer);
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.refillRequest).toMatchObject({ operation_type: 'refill', email: null, token: null, url: null, fibToken: null });
    const id = reply.data!.refillRequest.id;
    const read = await call(REFILL, { id }, customer);
    expect(read.errors).toBeUndefined();
    expect(read.data!.refill).toMatchObject({
      id,
      total: 3 * choice.unitPrice,
      price: choice.unitPrice,
      quantity: 3,
      status: 'pending',
      method: 'cash',
      paid: false,
      pickup: false,
      address: 'Street 60, house 12',
      notes: 'Blue ribbon',
      container: { id: choice.args.container },
      size: { id: choice.args.size },
      color: { id: choice.args.color },
      wick: { id: choice.args.wick },
      scent: { id: choice.args.scent },
      city: { id: where.city },
      sellingPoint: null,
    });
    expect(read.data!.refill.date).toMatch(/\+03:00$/);
    expect((await call(REFILLS, {}, customer)).data!.refills).toContainEqual({ id, total: 3 * choice.unitPrice });
    const mail = await lastMailTo(shop.db, customer.email);
    expect(mail?.subject).toBe(`Your refill request ${id}`);
    expect(mail?.body ?? '').toContain(`/refills/${id}`);
  });

  it("a guest requests a refill with pickup, after the human check; the mail is in the guest's language", async () => {
    const before = await count();
    const reply = await call(REQUEST_GUEST, { ...choice.args, quantity: 1, method: 'cash', selling_point: where.pickup, token: TOKEN, guest: GUEST }, undefined, 'ar');
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.refillRequestGuest).toMatchObject({ operation_type: 'refill', email: GUEST.email });
    expect(await count()).toBe(before + 1);
    const row = await shop.db.selectFrom('refill_requests').selectAll().where('id', '=', Number(reply.data!.refillRequestGuest.id)).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: null, guest_name: GUEST.name, guest_phone: '+9647501234567', pickup: true, total: choice.unitPrice, lang: 'ar' });
    const mail = await lastMailTo(shop.db, GUEST.email);
    expect(mail?.subject).toContain('طلب إعادة التعبئة');
  });

  it('a guest who fails the human check or gives a bad email saves nothing', async () => {
    const before = await count();
    const failed = await call(REQUEST_GUEST, { ...choice.args, quantity: 1, method: 'cash', ...delivery(), token: 'local-fail', guest: GUEST });
    expect(failed.errors![0]!.message).toBe('bad.request');
    const badMail = await call(REQUEST_GUEST, { ...choice.args, quantity: 1, method: 'cash', ...delivery(), token: TOKEN, guest: { ...GUEST, email: 'nope' } });
    expect(badMail.errors![0]).toMatchObject({ message: 'bad.request', extensions: { validation: { 'guest.email': ['input.email.invalid'] } } });
    expect(await count()).toBe(before);
  });

  it.each([
    ['an unoffered size', () => ({ size: choice.unofferedSize ?? '999999' }), 'size', 'input.size.invalid'],
    ['an unknown container', () => ({ container: '999999' }), 'container', 'input.container.invalid'],
    ['an unknown colour', () => ({ color: '999999' }), 'color', 'input.color.invalid'],
    ['an unknown wick', () => ({ wick: '999999' }), 'wick', 'input.wick.invalid'],
    ['an unknown scent', () => ({ scent: '999999' }), 'scent', 'input.scent.invalid'],
    ['quantity 0', () => ({ quantity: 0 }), 'quantity', 'input.quantity.min'],
    ['quantity 1001', () => ({ quantity: 1001 }), 'quantity', 'input.quantity.max'],
    ['delivery without an address', () => ({ address: ' ' }), 'address', 'input.address.required'],
    ['an unknown city', () => ({ city: '999999' }), 'city', 'input.city.invalid'],
    ['an unknown method', () => ({ method: 'bitcoin' }), 'method', 'input.method.invalid'],
  ] as Array<[string, () => Record<string, unknown>, string, string]>)('%s is refused and saves nothing', async (_, change, field, key) => {
    const before = await count();
    const reply = await call(REQUEST, { ...choice.args, quantity: 1, method: 'cash', ...delivery(), ...change() }, customer);
    expect(reply.errors![0]).toMatchObject({ message: 'bad.request', extensions: { validation: { [field]: [key] } } });
    expect(await count()).toBe(before);
  });

  it('pickup needs a selling point that takes pickups; delivery and pickup together are refused', async () => {
    if (where.noPickup) {
      const reply = await call(REQUEST, { ...choice.args, quantity: 1, method: 'cash', selling_point: where.noPickup }, customer);
      expect(reply.errors![0]).toMatchObject({ extensions: { validation: { selling_point: ['input.selling_point.invalid'] } } });
    }
    const both = await call(REQUEST, { ...choice.args, quantity: 1, method: 'cash', ...delivery(), selling_point: where.pickup }, customer);
    expect(both.errors![0]).toMatchObject({ extensions: { validation: { shipping: ['input.shipping.invalid'] } } });
  });

  it('a customer without a phone ordering delivery gets Unauthorized.phone; pickup works', async () => {
    const phoneless = await createCustomer(shop.db, { phone: null });
    const reply = await call(REQUEST, { ...choice.args, quantity: 1, method: 'cash', ...delivery() }, phoneless);
    expect(reply.errors![0]).toMatchObject({ message: 'unauthorized', extensions: { debugMessage: 'Unauthorized.phone' } });
    const pickup = await call(REQUEST, { ...choice.args, quantity: 1, method: 'cash', selling_point: where.pickup }, phoneless);
    expect(pickup.errors).toBeUndefined();
  });

  it("signed-out calls are refused; a customer never sees another's refill", async () => {
    const reply = await call(REQUEST, { ...choice.args, quantity: 1, method: 'cash', ...delivery() });
    expect(reply.errors![0]!.message).toBe('unauthorized');
    const mine = await call(REQUEST, { ...choice.args, quantity: 1, method: 'cash', ...delivery() }, customer);
    const id = mine.data!.refillRequest.id;
    expectNotFound(await call(REFILL, { id }, other));
    expect((await call(REFILLS, {}, other)).data!.refills.map((refill: { id: string }) => refill.id)).not.toContain(id);
    expectNotFound(await call(PAY_LATER, { id, type: 'refill', method: 'zaincash' }, other));
  });

  it('an online method starts the payment for the server total; a provider failure cancels the request', async () => {
    const reply = await call(REQUEST, { ...choice.args, quantity: 2, method: 'zaincash', ...delivery() }, customer);
    expect(reply.errors).toBeUndefined();
    const { id } = reply.data!.refillRequest;
    expect(reply.data!.refillRequest.token).toBe(`zaincash-${id}-${2 * choice.unitPrice}`);
    expect(payments.started.at(-1)).toMatchObject({ kind: 'refill', id: Number(id), total: 2 * choice.unitPrice });
    payments.failing = true;
    const failed = await call(REQUEST, { ...choice.args, quantity: 1, method: 'fib', ...delivery() }, customer);
    expect(failed.errors![0]!.message).toBe('payment.unavailable');
    const last = await shop.db.selectFrom('refill_requests').select('status').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(last.status).toBe('cancelled');
  });

  it('payLater type refill starts a new payment for a pending unpaid refill; a cancelled one is refused', async () => {
    const cash = await call(REQUEST, { ...choice.args, quantity: 1, method: 'cash', ...delivery() }, customer);
    const id = cash.data!.refillRequest.id;
    const later = await call(PAY_LATER, { id, type: 'refill', method: 'fastpay' }, customer);
    expect(later.errors).toBeUndefined();
    expect(later.data!.payLater).toMatchObject({ id, operation_type: 'refill', url: `https://fastpay.example/pay/${id}` });
    await shop.db.updateTable('refill_requests').set({ status: 'cancelled' }).where('id', '=', Number(id)).execute();
    const refused = await call(PAY_LATER, { id, type: 'refill', method: 'fastpay' }, customer);
    expect(refused.errors![0]!.message).toBe('bad.request');
    const badType = await call(PAY_LATER, { id, type: 'gift-card', method: 'fastpay' }, customer);
    expect(badType.errors![0]).toMatchObject({ extensions: { validation: { type: ['input.type.invalid'] } } });
  });

  it('a retry with the same idempotency key answers the first request; another request with it is refused', async () => {
    const before = await count();
    const variables = { ...choice.args, quantity: 2, method: 'nasspay', ...delivery(), idempotencyKey: 'refill-key-1' };
    const first = await call(REQUEST, variables, customer);
    const again = await call(REQUEST, variables, customer);
    expect(again.data!.refillRequest).toEqual(first.data!.refillRequest);
    expect(await count()).toBe(before + 1);
    const changed = await call(REQUEST, { ...variables, quantity: 3 }, customer);
    expect(changed.errors![0]).toMatchObject({ message: 'bad.request', extensions: { reason: 'idempotency' } });
    const guest = { ...choice.args, quantity: 1, method: 'cash', ...delivery(), guest: GUEST, idempotencyKey: 'refill-key-2' };
    const mails = () => mailCount(shop.db, GUEST.email);
    const one = await call(REQUEST_GUEST, { ...guest, token: TOKEN });
    const mailed = await mails();
    const two = await call(REQUEST_GUEST, { ...guest, token: 'another-fresh-token' });
    expect(two.data!.refillRequestGuest).toEqual(one.data!.refillRequestGuest);
    // The retry is an answer, not a second request: no second confirmation.
    expect(await mails()).toBe(mailed);
    expect(await count()).toBe(before + 2);
  });
});
