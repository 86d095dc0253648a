import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopApp } from '../../app.js';
import { readPaymentsConfig } from '../../payments/config.js';
import { releaseUnpaid } from '../sale-life/release-unpaid.js';
import { createPayments, type ShopPayments } from '../../payments/payments.js';
import { testDatabases } from '../../test/databases.js';
import { captureLog, decideOnLocalPage, placeTestOrder, redirectOf, visit } from '../../test/payment-flows.js';
import { graphql, openShop, PUBLIC_URL, type TestShop } from '../../test/shop.js';
import { verifiedStaff, type TestStaff } from '../../test/staff.js';
import { refundReconciler, RECONCILE_AFTER_MS } from './refund-reconciler.js';

// SECURITY-REVIEW-2 N5: a provider refund whose answer is lost is neither dropped (then refunded
// twice) nor left invisible: it stays pending with its amount held, is listed, and is settled once
// when FastPay's refund validation (its local stand-in here) says whether it was made.

const REFUND = `mutation R($id: ID!, $amount: Int!) {
  adminRefund(kind: "order", id: $id, amount: $amount, reason: "Broken in transit", method: "provider") {
    received refunded refundable items { id amount status reference } } }`;
const ORDER = `query O($id: ID!) { adminOrder(id: $id) { refunds { refunded refundable items { id amount status reference } } audit { action after } } }`;
const CHECK = `mutation C($id: ID!) { adminCheckRefund(id: $id) }`;

// What happens to the provider's answer of the next refund: kept, lost after it acted, or lost before it was sent.
type Loss = 'none' | 'after' | 'before';

describe.each(testDatabases())('refunds whose answer was lost on $name', (database) => {
  let shop: TestShop;
  let app: ShopApp;
  let payments: ShopPayments;
  let owner: TestStaff;
  let staff: TestStaff;
  let loss: Loss = 'none';

  beforeAll(async () => {
    shop = await openShop(database);
    payments = createPayments({
      db: shop.db,
      publicUrl: PUBLIC_URL,
      config: readPaymentsConfig({}, PUBLIC_URL),
      cancelOrder: releaseUnpaid,
      log: captureLog(),
      statusCheckIntervalMs: 0,
      fetch: async (url, init) => {
        const lost = url.endsWith('/payment/refund') ? loss : 'none';
        if (lost === 'before') throw new TypeError('fetch failed: connection reset');
        const response = await app.fetch(new Request(url, init));
        if (lost === 'after') throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
        return response;
      },
    });
    app = shop.appWith({ payments });
    owner = await verifiedStaff(shop, 'owner');
    staff = await verifiedStaff(shop, 'staff');
  });
  afterAll(() => shop?.close());

  async function paidByFastPay() {
    const placed = await placeTestOrder(shop.db, 'fastpay');
    const { url } = await payments.start({ id: placed.id, uuid: placed.uuid, total: placed.total, method: 'fastpay', lang: 'en', email: placed.guestEmail });
    await visit(app, redirectOf(await decideOnLocalPage(app, url!, 'approve')));
    const { gateway_txn_id: txn } = await shop.db.selectFrom('payments').select('gateway_txn_id').where('order_id', '=', placed.id).executeTakeFirstOrThrow();
    return { ...placed, txn };
  }
  async function refundLosing(id: number, amount: number, how: Loss) {
    loss = how;
    try {
      return await graphql(app, REFUND, { id: String(id), amount }, { headers: owner.headers });
    } finally {
      loss = 'none';
    }
  }
  const order = async (id: number) => (await graphql(app, ORDER, { id: String(id) }, { headers: owner.headers })).data!.adminOrder;
  const actions = async (id: number) => (await order(id)).audit.map((entry: { action: string }) => entry.action).filter((action: string) => action.startsWith('refund'));
  const givenBack = async (txn: string) => (await shop.db.selectFrom('local_gateway_transactions').select('refunded').where('gateway', '=', 'fastpay').where('id', '=', txn).executeTakeFirstOrThrow()).refunded;
  const later = () => new Date(Date.now() + RECONCILE_AFTER_MS + 60_000);

  it('keeps a refund whose answer was lost pending and its amount held, then settles it once, audited, though reconcilers run at once', async () => {
    const paid = await paidByFastPay();
    const lost = await refundLosing(paid.id, 5000, 'after');
    expect(lost.errors).toBeUndefined();
    expect(lost.data!.adminRefund).toMatchObject({ refunded: 0, refundable: paid.total - 5000, items: [{ amount: 5000, status: 'pending', reference: null }] });
    expect(await givenBack(paid.txn)).toBe(5000);
    // The amount stays held: it cannot be given back a second time meanwhile.
    expect((await graphql(app, REFUND, { id: String(paid.id), amount: paid.total - 4999 }, { headers: owner.headers })).errors![0]).toMatchObject({
      message: 'refund.tooMuch',
      extensions: { refundable: paid.total - 5000 },
    });
    expect(await actions(paid.id)).toEqual(['refund.asked']);
    const refundId = lost.data!.adminRefund.items[0].id;
    // Asked about within its own call's time, it is left alone; staff who are not the owner may not ask.
    expect((await graphql(app, CHECK, { id: refundId }, { headers: owner.headers })).data).toEqual({ adminCheckRefund: 'pending' });
    expect((await graphql(app, CHECK, { id: refundId }, { headers: staff.headers })).errors![0]).toMatchObject({ message: 'forbidden' });

    const reconciler = refundReconciler(shop.db, { payments });
    const now = later();
    await Promise.all([reconciler.sweep(now), reconciler.sweep(now), reconciler.reconcile(Number(refundId), { staffUserId: owner.userId, address: 'test' }, now)]);
    await reconciler.sweep(now);

    const after = await order(paid.id);
    expect(after.refunds).toMatchObject({ refunded: 5000, refundable: paid.total - 5000, items: [{ amount: 5000, status: 'done', reference: paid.txn }] });
    expect(await actions(paid.id)).toEqual(['refund.asked', 'refund']);
    expect(await givenBack(paid.txn)).toBe(5000);
    expect((await graphql(app, CHECK, { id: refundId }, { headers: owner.headers })).errors![0]).toMatchObject({ message: 'not.found' });
  });

  it('releases a refund the provider says it never made: the amount is refundable again, audited', async () => {
    const paid = await paidByFastPay();
    const lost = await refundLosing(paid.id, paid.total, 'before');
    expect(lost.data!.adminRefund).toMatchObject({ refundable: 0, items: [{ status: 'pending' }] });
    const refundId = lost.data!.adminRefund.items[0].id;
    const reconciler = refundReconciler(shop.db, { payments });
    expect(await reconciler.reconcile(Number(refundId), { staffUserId: owner.userId, address: 'test' }, later())).toBe('released');
    expect(await reconciler.reconcile(Number(refundId), { staffUserId: owner.userId, address: 'test' }, later())).toBeUndefined();
    expect((await order(paid.id)).refunds).toMatchObject({ refunded: 0, refundable: paid.total, items: [] });
    expect(await actions(paid.id)).toEqual(['refund.asked', 'refund.released']);
    expect(await givenBack(paid.txn)).toBe(0);
  });

  it("sends the refund's own reference, the same at every sending: the provider gives back once", async () => {
    const paid = await paidByFastPay();
    const again = () => payments.refund({ gateway: 'fastpay', txnId: paid.txn, amount: 1000, paid: paid.total, reference: '0d7c7c3e-1f7e-4b7a-9c1e-2b1c5e7d9a10' });
    const [first, second] = [await again(), await again()];
    expect(first).toMatchObject({ ok: true });
    expect(second).toEqual(first);
    expect(await givenBack(paid.txn)).toBe(1000);
  });
});
