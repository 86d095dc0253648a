import { beforeAll, describe, expect, it } from 'vitest';
import { releaseUnpaid } from '../../services/sale-life/release-unpaid.js';
import { lastMailTo } from '../../test/accounts.js';
import { createCustomer, type TestCustomer } from '../../test/customers.js';
import { testDatabases } from '../../test/databases.js';
import { localGatewaysSuite, visit } from '../../test/payment-flows.js';
import { graphql, PUBLIC_URL } from '../../test/shop.js';
import { rowCount } from '../../test/row-count.js';
import { monthDates } from '../../services/subscriptions/subscriptions.js';
import { canMoveSubscription, SUBSCRIPTION_MOVES } from '../../services/subscriptions/subscription-status.js';

// Gift subscriptions (issue 12): the packages, a customer's purchase (a gift or for oneself,
// delivered or picked up) with its months, idempotent, paid through the payables' one path.

const PACKAGES = `query P { subscriptions { id title description image prices { id months price } } }`;
const BUY = `mutation B($subscription: ID!, $months: Int!, $method: String!, $address: String, $gift: GiftInput, $city: ID, $selling_point: ID, $idempotencyKey: String) {
  subscription(subscription: $subscription, months: $months, method: $method, address: $address, gift: $gift, city: $city, selling_point: $selling_point, idempotencyKey: $idempotencyKey) {
    id uuid token operation_type fibToken { paymentId personalAppLink } } }`;
const FIELDS = `id total method paid status pickup address date gift { name phone message } price { months price } package { id title }
  months { month date status } city { id price } sellingPoint { id }`;
const MINE = `query M { mySubscriptions { ${FIELDS} } }`;
const ONE = `query O($id: ID!) { mySubscription(id: $id) { ${FIELDS} } }`;
const GIFT = { name: 'Shilan Ahmed', phone: '07501234567', message: 'Happy birthday!' };

describe.each(testDatabases())('gift subscriptions on $name', (database) => {
  const suite = localGatewaysSuite(database);
  let customer: TestCustomer;
  let other: TestCustomer;
  let city: { id: string; price: number };
  let point: string;
  const as = (who?: TestCustomer) => (who ? { headers: who.headers } : {});
  const count = () => rowCount(suite.shop.db, 'subscriptions');
  const state = (id: string) => suite.shop.db.selectFrom('subscriptions').select(['status', 'paid']).where('id', '=', Number(id)).executeTakeFirstOrThrow();

  beforeAll(async () => {
    customer = await createCustomer(suite.shop.db, { phone: '07701234567' });
    other = await createCustomer(suite.shop.db, { phone: '07701234568' });
    const places = await graphql(suite.app, `{ cities { id price } sellingPoints { id } }`);
    city = places.data!.cities.find((item: { price: number }) => item.price > 0);
    point = places.data!.sellingPoints[0].id;
  });

  it('lists the packages with their pictures and a price for 1, 3, 6 and 12 months, in the asked language', async () => {
    const reply = await graphql(suite.app, PACKAGES, {}, { lang: 'ar' });
    expect(reply.errors).toBeUndefined();
    const packages = reply.data!.subscriptions;
    expect(packages).toHaveLength(3);
    expect(packages[0].title).toBe('شمعة الشهر');
    expect(packages[0].image).toBe(`${PUBLIC_URL}/media/subscriptions/1.svg`);
    expect(packages[0].prices.map((price: { months: number }) => price.months)).toEqual([1, 3, 6, 12]);
    expect((await suite.app.fetch(new Request(packages[0].image))).status).toBe(200);
  });

  it('a customer gives 3 months as a gift with cash: delivered, priced by the rule, with its months, listed and mailed', async () => {
    const reply = await graphql(suite.app, BUY, { subscription: '1', months: 3, method: 'cash', city: city.id, address: 'Erbil, 100m Street', gift: GIFT }, as(customer));
    expect(reply.errors).toBeUndefined();
    const { id } = reply.data!.subscription;
    expect(reply.data!.subscription.operation_type).toBe('subscription');
    const mine = (await graphql(suite.app, ONE, { id }, as(customer))).data!.mySubscription;
    expect(mine).toMatchObject({ total: 85000 + city.price * 3, method: 'cash', paid: false, status: 'pending', pickup: false, gift: { ...GIFT, phone: '+9647501234567' }, price: { months: 3, price: 85000 } });
    expect(mine.months).toEqual(monthDates(new Date(), 3).map((date, index) => ({ month: index + 1, date, status: 'scheduled' })));
    expect((await graphql(suite.app, MINE, {}, as(customer))).data!.mySubscriptions[0].id).toBe(id);
    const mail = await lastMailTo(suite.shop.db, customer.email);
    expect(mail?.subject).toBe(`Your subscription ${id}`);
    expect(mail?.body).toContain('It is a gift for Shilan Ahmed.');
  });

  it("picks up for oneself without delivery; never shows another customer's; refuses a guest", async () => {
    const reply = await graphql(suite.app, BUY, { subscription: '2', months: 6, method: 'cash', selling_point: point }, as(customer));
    expect(reply.errors).toBeUndefined();
    const { id } = reply.data!.subscription;
    expect((await graphql(suite.app, ONE, { id }, as(customer))).data!.mySubscription).toMatchObject({ total: 290000, pickup: true, gift: null });
    expect((await graphql(suite.app, ONE, { id }, as(other))).errors![0]!.message).toBe('not.found');
    expect((await graphql(suite.app, MINE, {}, as(other))).data!.mySubscriptions).toEqual([]);
    expect((await graphql(suite.app, BUY, { subscription: '2', months: 6, method: 'cash', selling_point: point })).errors![0]!.message).toBe('unauthorized');
  });

  it.each([
    ['months the package does not offer', { months: 2 }, 'months', 'input.months.invalid'],
    ['an unknown package', { subscription: '999' }, 'months', 'input.months.invalid'],
    ['a gift without a valid phone', { gift: { name: 'A', phone: '123' } }, 'gift', undefined],
    ['delivery without an address', { address: null }, 'address', 'input.address.required'],
    ['delivery and pickup at once', { selling_point: '1' }, 'shipping', 'input.shipping.invalid'],
  ] as const)('refuses %s and saves nothing', async (_, change, field, key) => {
    const before = await count();
    const reply = await graphql(suite.app, BUY, { subscription: '1', months: 3, method: 'cash', city: city.id, address: 'Erbil', ...change }, as(customer));
    expect(reply.errors![0]!.message).toBe('bad.request');
    if (key) expect(reply.errors![0]!.extensions).toMatchObject({ validation: { [field]: [key] } });
    expect(await count()).toBe(before);
  });

  it('a retry with the same key answers the first purchase', async () => {
    const before = await count();
    const variables = { subscription: '3', months: 1, method: 'cash', selling_point: point, idempotencyKey: 'sub-key-1' };
    const first = await graphql(suite.app, BUY, variables, as(customer));
    const again = await graphql(suite.app, BUY, variables, as(customer));
    expect(again.data).toEqual(first.data);
    expect(await count()).toBe(before + 1);
  });

  it('FIB pays through the verifier; an expired ZainCash payment cancels the subscription and its boxes once', async () => {
    const fib = await graphql(suite.app, BUY, { subscription: '1', months: 1, method: 'fib', selling_point: point }, as(customer));
    expect(fib.errors).toBeUndefined();
    const { id, fibToken } = fib.data!.subscription;
    await visit(suite.app, fibToken.personalAppLink, { id: fibToken.paymentId, decision: 'approve' });
    expect(await state(id)).toEqual({ status: 'pending', paid: true });

    const zain = await graphql(suite.app, BUY, { subscription: '1', months: 3, method: 'zaincash', selling_point: point }, as(customer));
    const unpaid = zain.data!.subscription.id;
    await suite.payments.sweep({ now: new Date(Date.now() + 5 * 3600_000) });
    expect(await state(unpaid)).toEqual({ status: 'cancelled', paid: false });
    const months = (await graphql(suite.app, ONE, { id: unpaid }, as(customer))).data!.mySubscription.months;
    expect(months.map((month: { status: string }) => month.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    expect(await releaseUnpaid(suite.shop.db, { kind: 'subscription', id: Number(unpaid) })).toBe(false);
    expect(suite.log.alerts).toEqual([]);
  });

  it('dates the boxes on the 1st of each month after the purchase, in Baghdad time', () => {
    expect(monthDates(new Date('2026-11-23T10:00:00Z'), 3)).toEqual(['2026-12-01', '2027-01-01', '2027-02-01']);
    // 22:30 UTC on 30 November is already 1 December in Baghdad.
    expect(monthDates(new Date('2026-11-30T22:30:00Z'), 1)).toEqual(['2027-01-01']);
    expect(SUBSCRIPTION_MOVES.pending).toContain('cancelled');
    expect(canMoveSubscription('cancelled', 'pending')).toBe(false);
  });
});
