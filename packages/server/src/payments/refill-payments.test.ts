import { beforeAll, describe, expect, it } from 'vitest';
import { places, refillChoice } from '../test/buying.js';
import { createCustomer, type TestCustomer } from '../test/customers.js';
import { testDatabases } from '../test/databases.js';
import { localGatewaysSuite, expectOnlyGenuineZainCashPays, visit } from '../test/payment-flows.js';
import { graphql } from '../test/shop.js';

// Refill requests paid through the real payments and their local gateways (SECURITY §2): the
// verifier alone marks a refill paid, a forged return marks nothing, the sweeper releases once.

const RESULT = `id uuid email token url fibToken { paymentId personalAppLink }`;
const REQUEST = `mutation R($container: ID!, $wick: ID!, $size: ID!, $color: ID!, $scent: ID!, $method: String!, $selling_point: ID) {
  refillRequest(container: $container, wick: $wick, size: $size, color: $color, scent: $scent, quantity: 2, method: $method,
    selling_point: $selling_point) { ${RESULT} } }`;
const REQUEST_GUEST = `mutation R($container: ID!, $wick: ID!, $size: ID!, $color: ID!, $scent: ID!, $method: String!, $selling_point: ID,
  $guest: GuestInput!) {
  refillRequestGuest(container: $container, wick: $wick, size: $size, color: $color, scent: $scent, quantity: 1, method: $method,
    selling_point: $selling_point, token: "local-unverified", guest: $guest) { ${RESULT} } }`;
const FIB_STATUS = `query S($paymentId: String!) { fibPaymentStatus(paymentId: $paymentId) { status orderPaid } }`;
const GUEST = { name: 'Shilan Ahmed', email: 'shilan@example.com', phone: '07501234567' };

describe.each(testDatabases())('refill requests with the local payment gateways on $name', (database) => {
  const suite = localGatewaysSuite(database);
  let customer: TestCustomer;
  let choice: Record<string, string>;
  const state = (id: string | number) => suite.shop.db.selectFrom('refill_requests').select(['paid', 'status']).where('id', '=', Number(id)).executeTakeFirstOrThrow();
  const paymentsOf = (id: string | number) => suite.shop.db.selectFrom('payments').select(['gateway', 'status', 'order_id', 'amount']).where('refill_request_id', '=', Number(id)).orderBy('id').execute();

  beforeAll(async () => {
    customer = await createCustomer(suite.shop.db, { phone: '07701234567' });
    choice = { ...(await refillChoice(suite.shop.db)).args, selling_point: (await places(suite.shop.db)).pickup };
  });

  it('a customer pays a refill with FIB: approved at the gateway, verified, the refill is paid (not an order)', async () => {
    const reply = await graphql(suite.app, REQUEST, { ...choice, method: 'fib' }, { headers: customer.headers });
    expect(reply.errors).toBeUndefined();
    const { id, fibToken } = reply.data!.refillRequest;
    const total = (await suite.shop.db.selectFrom('refill_requests').select('total').where('id', '=', Number(id)).executeTakeFirstOrThrow()).total;
    expect(await paymentsOf(id)).toEqual([{ gateway: 'fib', status: 'PENDING_PAYMENT', order_id: null, amount: total }]);
    await visit(suite.app, fibToken.personalAppLink, { id: fibToken.paymentId, decision: 'approve' });
    expect(await state(id)).toEqual({ paid: true, status: 'pending' });
    expect((await graphql(suite.app, FIB_STATUS, { paymentId: fibToken.paymentId })).data).toEqual({ fibPaymentStatus: { status: 'PAID', orderPaid: true } });
  });

  it('a forged ZainCash return marks no refill paid; the genuine one does, and the success page knows it is a refill', async () => {
    const reply = await graphql(suite.app, REQUEST_GUEST, { ...choice, method: 'zaincash', guest: GUEST });
    expect(reply.errors).toBeUndefined();
    const sale = reply.data!.refillRequestGuest;
    await expectOnlyGenuineZainCashPays(suite.app, sale, () => state(sale.id), 'refill');
  });

  it('an expired unpaid refill payment is released once by the sweeper', async () => {
    const reply = await graphql(suite.app, REQUEST, { ...choice, method: 'zaincash' }, { headers: customer.headers });
    const { id } = reply.data!.refillRequest;
    const later = new Date(Date.now() + 5 * 3600_000);
    await suite.payments.sweep({ now: later });
    expect(await state(id)).toEqual({ paid: false, status: 'cancelled' });
    expect((await paymentsOf(id)).map((payment) => payment.status)).toEqual(['EXPIRED']);
    await suite.payments.sweep({ now: later });
    const expired = suite.log.infos.filter((line) => line.includes('EXPIRED by the sweeper'));
    const txn = (await suite.shop.db.selectFrom('payments').select('gateway_txn_id').where('refill_request_id', '=', Number(id)).executeTakeFirstOrThrow()).gateway_txn_id;
    expect(expired.filter((line) => line.includes(txn))).toHaveLength(1);
    expect(await state(id)).toEqual({ paid: false, status: 'cancelled' });
    expect(suite.log.alerts).toEqual([]);
  });
});
