import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, type TestCustomer } from '../test/customers.js';
import { testDatabases } from '../test/databases.js';
import { decideOnLocalPage, localGatewaysSuite, orderState, placeTestOrder, redirectOf, stockOf, type TestOrder, visit } from '../test/payment-flows.js';
import { graphql, PUBLIC_URL } from '../test/shop.js';
import { insertOrder, verifiedStaff, type TestStaff } from '../test/staff.js';

// SECURITY-REVIEW M5 (money for a closed sale is owed back, never applied), L10 (one live
// payment per sale) and L11 (no email in a return redirect), through the local gateways.

const ONE = `query O($id: ID!) { adminOrder(id: $id) { version } }`;
const MOVE = `mutation M($id: ID!, $version: Int!) { adminMoveOrder(id: $id, status: "cancelled", version: $version) { order { status } } }`;
const LIST = `{ adminOrders(first: 5) { items { order { id status paid } refundsDue { amount provider transaction date } } } }`;
const PAY_LATER = `mutation P($id: ID!, $method: String!) { payLater(id: $id, type: "order", method: $method) { id token url } }`;

describe.each(testDatabases())('payments for closed sales on $name', (database) => {
  const suite = localGatewaysSuite(database);
  let staff: TestStaff;

  beforeAll(async () => {
    staff = await verifiedStaff(suite.shop);
  });

  const start = (order: TestOrder, method: 'zaincash' | 'fib' | 'fastpay') => suite.payments.start({ id: order.id, uuid: order.uuid, total: order.total, method, lang: 'en', email: order.guestEmail });

  async function staffCancel(orderId: number) {
    const { version } = (await graphql(suite.app, ONE, { id: String(orderId) }, { headers: staff.headers })).data!.adminOrder;
    const moved = await graphql(suite.app, MOVE, { id: String(orderId), version }, { headers: staff.headers });
    expect(moved.errors).toBeUndefined();
  }

  const paymentsOf = (orderId: number) => suite.shop.db.selectFrom('payments').select(['id', 'gateway', 'gateway_txn_id', 'status']).where('order_id', '=', orderId).orderBy('id').execute();

  it('a ZainCash payment completed after a staff cancel is owed back: order stays cancelled and unpaid, stock back once, the return says so without the email', async () => {
    const order = await placeTestOrder(suite.shop.db, 'zaincash', { guestEmail: 'late@example.com' });
    const stock = await stockOf(suite.shop.db, order.productId);
    const { token } = await start(order, 'zaincash');
    await staffCancel(order.id);
    expect(await stockOf(suite.shop.db, order.productId)).toBe(stock + order.quantity);
    expect((await paymentsOf(order.id)).map((p) => p.status)).toEqual(['CANCELLED']);

    const back = await decideOnLocalPage(suite.app, redirectOf(await visit(suite.app, `/payments/zaincash/pay?id=${token}`)), 'approve');
    const done = await visit(suite.app, redirectOf(back));
    expect(redirectOf(done)).toBe(`${PUBLIC_URL}/payment/fail?id=${order.id}&uuid=${order.uuid}&refund=1`);
    expect(redirectOf(done)).not.toContain('late');
    expect(await orderState(suite.shop.db, order.id)).toEqual({ paid: false, status: 'cancelled' });
    expect(await stockOf(suite.shop.db, order.productId)).toBe(stock + order.quantity);
    expect((await paymentsOf(order.id)).map((p) => p.status)).toEqual(['PAID_NEEDS_REFUND']);
    expect(suite.log.alerts.some((line) => line.includes('PAID_NEEDS_REFUND') && line.includes(`order ${order.id}`))).toBe(true);

    // The back office lists it before a newer order, with what to give back.
    const newer = await insertOrder(suite.shop.db);
    const items = (await graphql(suite.app, LIST, {}, { headers: staff.headers })).data!.adminOrders.items;
    expect(Number(items[0].order.id)).toBe(order.id);
    expect(items[0].refundsDue).toEqual([{ amount: order.total, provider: 'zaincash', transaction: token, date: expect.any(String) }]);
    expect(Number(items[1].order.id)).toBe(newer.id);
    expect(items[1].refundsDue).toEqual([]);
  });

  it('a payment completing for an order cancelled while it was pending is owed back, not applied', async () => {
    const order = await placeTestOrder(suite.shop.db, 'fastpay');
    const { url } = await start(order, 'fastpay');
    await suite.shop.db.updateTable('orders').set({ status: 'rejected' }).where('id', '=', order.id).execute();
    const done = await visit(suite.app, redirectOf(await decideOnLocalPage(suite.app, url!, 'approve')));
    expect(redirectOf(done)).toBe(`${PUBLIC_URL}/payment/fail?id=${order.id}&uuid=${order.uuid}&refund=1`);
    expect(await orderState(suite.shop.db, order.id)).toEqual({ paid: false, status: 'rejected' });
    expect((await paymentsOf(order.id)).map((p) => p.status)).toEqual(['PAID_NEEDS_REFUND']);
  });

  it('a staff cancel of a FIB payment in progress cancels it on the local gateway, whose page then shows it closed', async () => {
    const order = await placeTestOrder(suite.shop.db, 'fib');
    const { fibToken } = await start(order, 'fib');
    await staffCancel(order.id);
    const local = await suite.shop.db.selectFrom('local_gateway_transactions').select('status').where('gateway', '=', 'fib').where('id', '=', fibToken!.paymentId).executeTakeFirstOrThrow();
    expect(local.status).toBe('DECLINED:PAYMENT_CANCELLATION');
    expect((await paymentsOf(order.id)).map((p) => p.status)).toEqual(['CANCELLED']);
    expect(await (await visit(suite.app, fibToken!.personalAppLink)).text()).toContain('This payment is no longer open.');
    expect(await orderState(suite.shop.db, order.id)).toEqual({ paid: false, status: 'cancelled' });
  });

  describe('pay later', () => {
    let customer: TestCustomer;
    beforeAll(async () => {
      customer = await createCustomer(suite.shop.db);
    });

    async function customersCashOrder(): Promise<TestOrder> {
      const order = await placeTestOrder(suite.shop.db, 'zaincash', { guestEmail: null });
      await suite.shop.db.updateTable('orders').set({ user_id: customer.userId, method: 'cash', payment_start: '{}' }).where('id', '=', order.id).execute();
      return order;
    }
    const payLater = (order: TestOrder, method: string) => graphql(suite.app, PAY_LATER, { id: String(order.id), method }, { headers: customer.headers });
    const live = async (order: TestOrder) => (await paymentsOf(order.id)).filter((p) => p.status === 'PENDING_PAYMENT');

    it('two parallel calls start one payment; the other is refused', async () => {
      const order = await customersCashOrder();
      // The first call is held inside its payment start, so the second surely comes while it runs
      // (two calls let run freely may not overlap at all, and then the later one rightly wins).
      const start = suite.payments.start;
      let entered!: () => void;
      let release!: () => void;
      const inside = new Promise<void>((resolve) => (entered = resolve));
      const held = new Promise<void>((resolve) => (release = resolve));
      suite.payments.start = async (...args) => {
        entered();
        await held;
        return start.apply(suite.payments, args);
      };
      let replies: Awaited<ReturnType<typeof payLater>>[];
      try {
        const first = payLater(order, 'zaincash');
        await inside;
        const second = await payLater(order, 'zaincash');
        release();
        replies = [await first, second];
      } finally {
        suite.payments.start = start;
      }
      expect(replies.filter((reply) => !reply.errors)).toHaveLength(1);
      expect(replies.find((reply) => reply.errors)!.errors![0]).toMatchObject({ message: 'bad.request', extensions: { reason: 'order.paying' } });
      expect(await live(order)).toHaveLength(1);
    });

    it('a later call gives up the payment before it, so only the newest is live', async () => {
      const order = await customersCashOrder();
      expect((await payLater(order, 'zaincash')).errors).toBeUndefined();
      expect((await payLater(order, 'fib')).errors).toBeUndefined();
      const rows = await paymentsOf(order.id);
      expect(rows.map((p) => [p.gateway, p.status])).toEqual([
        ['zaincash', 'CANCELLED'],
        ['fib', 'PENDING_PAYMENT'],
      ]);
    });

    it('FastPay after a failed FastPay payment reopens its row, so money paid through it pays the order', async () => {
      const order = await customersCashOrder();
      const first = await payLater(order, 'fastpay');
      expect(first.errors).toBeUndefined();
      await suite.shop.db.updateTable('payments').set({ status: 'FAILED' }).where('order_id', '=', order.id).execute();
      const again = await payLater(order, 'fastpay');
      expect(again.errors).toBeUndefined();
      expect((await paymentsOf(order.id)).map((p) => p.status)).toEqual(['PENDING_PAYMENT']);
      await decideOnLocalPage(suite.app, again.data!.payLater.url, 'approve');
      expect(await orderState(suite.shop.db, order.id)).toEqual({ paid: true, status: 'pending' });
    });
  });
});
