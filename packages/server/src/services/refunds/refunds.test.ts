import { beforeAll, describe, expect, it } from 'vitest';
import type { ShopApp } from '../../app.js';
import { readPaymentsConfig } from '../../payments/config.js';
import type { ShopPayments } from '../../payments/payments.js';
import { createCustomer } from '../../test/customers.js';
import { createProduct, stockOf } from '../../test/buying.js';
import { mailNumber } from '../../adapters/mail/render.js';
import { testDatabases } from '../../test/databases.js';
import { appWithPayments, captureLog, decideOnLocalPage, placeTestOrder, redirectOf, type TestOrder, visit } from '../../test/payment-flows.js';
import { graphql, PUBLIC_URL } from '../../test/shop.js';
import { backOfficeSuite, insertOrder, insertRequest, type TestStaff } from '../../test/staff.js';
import { createPartnerCommission, baghdadMonth } from '../partners/commission.js';

// Refunds (issue 28 item 3): the owner gives back at most what was paid less what was given back,
// in cash or through the provider (FIB's refund API through its local gateway), audited; a
// payment owed back is settled by it; reports count paid − refunded.

const REFUND = `mutation R($kind: String!, $id: ID!, $amount: Int!, $reason: String!, $method: String!) {
  adminRefund(kind: $kind, id: $id, amount: $amount, reason: $reason, method: $method) {
    received refunded refundable items { amount reason method provider reference byHand staff date } } }`;
const ORDER = `query O($id: ID!) { adminOrder(id: $id) { version refundsDue { amount } refunds { received refunded refundable items { amount method } } audit { action staff before after note } } }`;
const CANCEL = `mutation M($id: ID!, $version: Int!) { adminMoveOrder(id: $id, status: "cancelled", version: $version) { order { status } } }`;

describe.each(testDatabases())('refunds on $name', (database) => {
  const suite = backOfficeSuite(database);
  let app: ShopApp;
  let payments: ShopPayments;

  beforeAll(() => {
    ({ app, payments } = appWithPayments(suite.shop, { config: readPaymentsConfig({}, PUBLIC_URL), log: captureLog() }));
  });

  const refund = (id: number, amount: number, method: 'cash' | 'provider', who: TestStaff = suite.owner, reason = 'A candle arrived broken') =>
    graphql(app, REFUND, { kind: 'order', id: String(id), amount, reason, method }, { headers: who.headers });
  const mailsTo = (email: string) => suite.shop.db.selectFrom('outbox').select(['subject', 'body']).where('recipient', '=', email).orderBy('id').execute();
  const order = async (id: number) => (await graphql(app, ORDER, { id: String(id) }, { headers: suite.owner.headers })).data!.adminOrder;
  const paidCashOrder = async (total = 30_000) => {
    const placed = await insertOrder(suite.shop.db, { total, status: 'completed' });
    await suite.shop.db.updateTable('orders').set({ paid: true }).where('id', '=', placed.id).execute();
    return placed;
  };
  // An order paid through the local FIB gateway: started, approved on its page, verified.
  async function paidByFib(): Promise<TestOrder & { paymentId: string }> {
    const placed = await placeTestOrder(suite.shop.db, 'fib');
    const { fibToken } = await payments.start({ id: placed.id, uuid: placed.uuid, total: placed.total, method: 'fib', lang: 'en', email: placed.guestEmail });
    await visit(app, fibToken!.personalAppLink, { id: fibToken!.paymentId, decision: 'approve' });
    expect((await suite.shop.db.selectFrom('orders').select('paid').where('id', '=', placed.id).executeTakeFirstOrThrow()).paid).toBe(true);
    return { ...placed, paymentId: fibToken!.paymentId };
  }

  it('records a cash refund, audited, and a second partial one up to the total; more is refused and nothing is written', async () => {
    const { id } = await paidCashOrder(30_000);
    const first = await refund(id, 10_000, 'cash');
    expect(first.errors).toBeUndefined();
    expect(first.data!.adminRefund).toMatchObject({ received: 30_000, refunded: 10_000, refundable: 20_000 });
    expect(first.data!.adminRefund.items).toEqual([
      { amount: 10_000, reason: 'A candle arrived broken', method: 'cash', provider: null, reference: null, byHand: false, staff: suite.owner.email, date: expect.any(String) },
    ]);

    const over = await refund(id, 20_001, 'cash');
    expect(over.errors![0]).toMatchObject({ message: 'refund.tooMuch', extensions: { refundable: 20_000 } });

    const second = await refund(id, 20_000, 'cash', suite.owner, 'Customer changed their mind');
    expect(second.data!.adminRefund).toMatchObject({ refunded: 30_000, refundable: 0 });
    expect((await refund(id, 1, 'cash')).errors![0]).toMatchObject({ message: 'refund.tooMuch', extensions: { refundable: 0 } });

    const after = await order(id);
    expect(after.refunds.items.map((item: { amount: number }) => item.amount)).toEqual([10_000, 20_000]);
    const audits = after.audit.filter((entry: { action: string }) => entry.action === 'refund');
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({ staff: suite.owner.email, note: 'A candle arrived broken' });
    expect(JSON.parse(audits[0].before)).toEqual({ refunded: 0 });
    expect(JSON.parse(audits[0].after)).toEqual({ refunded: 10_000, amount: 10_000, method: 'cash' });
    expect(JSON.parse(audits[1].after)).toMatchObject({ refunded: 30_000, amount: 20_000 });
  });

  it('mails the customer each refund in their language, a partial one and then the rest: the amount, how, and what is left paid', async () => {
    const email = `refund-mail-${Date.now()}@example.com`;
    const placed = await insertOrder(suite.shop.db, { total: 30_000, status: 'completed', lang: 'ar', guestEmail: email, guestName: 'سارا' });
    await suite.shop.db.updateTable('orders').set({ paid: true }).where('id', '=', placed.id).execute();
    expect((await refund(placed.id, 10_000, 'cash')).errors).toBeUndefined();
    expect((await refund(placed.id, 20_000, 'cash')).errors).toBeUndefined();
    const mails = await mailsTo(email);
    const id = mailNumber('ar', placed.id, { grouping: false });
    expect(mails.map((mail) => mail.subject)).toEqual([`استرداد ١٠٬٠٠٠ دينار من الطلب رقم ${id}`, `استرداد ٢٠٬٠٠٠ دينار من الطلب رقم ${id}`]);
    expect(mails[0]!.body).toContain('مرحباً سارا،');
    expect(mails[0]!.body).toContain(`أعاد المتجر إليك ١٠٬٠٠٠ دينار من الطلب رقم ${id}، نقدًا.`);
    expect(mails[0]!.body).toContain('أصبح ما دفعته مقابله الآن ٢٠٬٠٠٠ دينار.');
    expect(mails[1]!.body).toContain('أُعيد إليك كل ما دفعته مقابله.');
    // Each refund is its own event, dispatched once: the sale's events hold one per refund, all dispatched.
    const events = await suite.shop.db.selectFrom('sale_events').select(['ref', 'dispatched_at']).where('kind', '=', 'order').where('sale_id', '=', placed.id).where('type', '=', 'refunded').execute();
    expect(events).toHaveLength(2);
    expect(events.every((event) => event.dispatched_at !== null)).toBe(true);
  });

  it('gives back no more than was paid when two refunds are recorded at the same moment', async () => {
    const { id } = await paidCashOrder(30_000);
    const replies = await Promise.all([refund(id, 20_000, 'cash'), refund(id, 20_000, 'cash'), refund(id, 20_000, 'cash')]);
    expect(replies.filter((reply) => !reply.errors)).toHaveLength(1);
    expect(replies.filter((reply) => reply.errors?.[0]?.message === 'refund.tooMuch')).toHaveLength(2);
    expect((await order(id)).refunds).toMatchObject({ refunded: 20_000, refundable: 10_000 });
  });

  it('refuses an unpaid sale, bad values, a non-staff caller and staff who are not the owner', async () => {
    const unpaid = await insertOrder(suite.shop.db, { total: 5000 });
    expect((await refund(unpaid.id, 100, 'cash')).errors![0]).toMatchObject({ message: 'refund.tooMuch', extensions: { refundable: 0 } });
    expect((await refund(unpaid.id, 100, 'provider')).errors![0]?.message).toBe('refund.tooMuch');

    const { id } = await paidCashOrder(5000);
    expect((await refund(id, 0, 'cash')).errors![0]).toMatchObject({ message: 'bad.request', extensions: { validation: { amount: ['input.amount.min'] } } });
    expect((await refund(id, 100, 'cash', suite.owner, '   ')).errors![0]).toMatchObject({ message: 'bad.request', extensions: { validation: { reason: ['input.reason.required'] } } });
    expect((await refund(id, 100, 'provider')).errors![0]?.message).toBe('refund.noPayment');
    expect((await refund(id, 100, 'cash', suite.staff)).errors![0]).toMatchObject({ message: 'forbidden', extensions: { reason: 'role' } });
    const customer = await createCustomer(suite.shop.db, { phone: '07701110099' });
    expect((await graphql(app, REFUND, { kind: 'order', id: String(id), amount: 100, reason: 'x', method: 'cash' }, { headers: customer.headers })).errors![0]?.message).toBe('forbidden');
    expect((await graphql(app, REFUND, { kind: 'order', id: String(id), amount: 100, reason: 'x', method: 'cash' })).errors![0]?.message).toMatch(/forbidden|unauthorized/);
    expect((await order(id)).refunds).toMatchObject({ refunded: 0, refundable: 5000, items: [] });
    expect(await suite.shop.db.selectFrom('refunds').select('id').where('order_id', '=', id).execute()).toEqual([]);
  });

  it('gives a FIB payment back through its refund API: the local gateway records it and its page shows it; a part is refused (FIB refunds whole)', async () => {
    const paid = await paidByFib();
    const part = await refund(paid.id, 1000, 'provider');
    expect(part.errors![0]).toMatchObject({ message: 'refund.whole', extensions: { refundable: paid.total } });
    expect(await suite.shop.db.selectFrom('refunds').select('id').where('order_id', '=', paid.id).execute()).toEqual([]);

    const whole = await refund(paid.id, paid.total, 'provider');
    expect(whole.errors).toBeUndefined();
    expect(whole.data!.adminRefund.items).toEqual([
      { amount: paid.total, reason: 'A candle arrived broken', method: 'provider', provider: 'fib', reference: paid.paymentId, byHand: false, staff: suite.owner.email, date: expect.any(String) },
    ]);
    const local = await suite.shop.db.selectFrom('local_gateway_transactions').select('status').where('gateway', '=', 'fib').where('id', '=', paid.paymentId).executeTakeFirstOrThrow();
    expect(local.status).toBe('REFUNDED');
    const page = await visit(app, `${PUBLIC_URL}/payments/local/fib/pay/${paid.paymentId}`);
    expect(await page.text()).toContain('Payment refunded to the customer');
    const audit = (await order(paid.id)).audit.find((entry: { action: string }) => entry.action === 'refund');
    expect(JSON.parse(audit.after)).toMatchObject({ method: 'provider', provider: 'fib', reference: paid.paymentId, byHand: false });
  });

  it('gives part of a FastPay payment back through its refund API, then the rest; the local gateway keeps and shows what it gave back', async () => {
    const placed = await placeTestOrder(suite.shop.db, 'fastpay', { guestEmail: `fastpay-refunds-${Date.now()}@example.com` });
    const { url } = await payments.start({ id: placed.id, uuid: placed.uuid, total: placed.total, method: 'fastpay', lang: 'en', email: placed.guestEmail });
    await visit(app, redirectOf(await decideOnLocalPage(app, url!, 'approve')));
    const txn = await suite.shop.db.selectFrom('payments').select(['gateway_txn_id', 'status']).where('order_id', '=', placed.id).executeTakeFirstOrThrow();
    expect(txn.status).toBe('PAID');
    const local = () => suite.shop.db.selectFrom('local_gateway_transactions').select('refunded').where('gateway', '=', 'fastpay').where('id', '=', txn.gateway_txn_id).executeTakeFirstOrThrow();

    const part = await refund(placed.id, 5000, 'provider');
    expect(part.errors).toBeUndefined();
    expect(part.data!.adminRefund).toMatchObject({ refunded: 5000, refundable: placed.total - 5000 });
    expect(part.data!.adminRefund.items[0]).toMatchObject({ method: 'provider', provider: 'fastpay', reference: expect.stringMatching(/^LOCALREFUND/), byHand: false });
    expect((await local()).refunded).toBe(5000);
    expect((await refund(placed.id, placed.total - 4999, 'provider')).errors![0]).toMatchObject({ message: 'refund.tooMuch', extensions: { refundable: placed.total - 5000 } });
    expect((await refund(placed.id, placed.total - 5000, 'provider')).errors).toBeUndefined();
    expect((await local()).refunded).toBe(placed.total);
    const mails = await mailsTo(placed.guestEmail!);
    expect(mails.filter((mail) => mail.subject.startsWith('A refund')).map((mail) => mail.subject)).toEqual([
      `A refund of 5,000 IQD for your order ${placed.id}`,
      `A refund of ${(placed.total - 5000).toLocaleString('en-US')} IQD for your order ${placed.id}`,
    ]);
    expect(mails.find((mail) => mail.subject.startsWith('A refund'))!.body).toContain(`The shop has refunded 5,000 IQD of your order ${placed.id}, to the FastPay account you paid with.`);
    const page = await (await visit(app, `${PUBLIC_URL}/payments/local/fastpay/pay?order_id=${txn.gateway_txn_id}`)).text();
    expect(page).toContain('Refunded');
    expect(page).toContain('Payment refunded to the customer');
  });

  it('settles a payment owed back (paid_needs_refund): recorded through a provider without a refund API, paid back by hand, it leaves the refunds due', async () => {
    const placed = await placeTestOrder(suite.shop.db, 'zaincash');
    const { token } = await payments.start({ id: placed.id, uuid: placed.uuid, total: placed.total, method: 'zaincash', lang: 'en', email: placed.guestEmail });
    const back = await decideOnLocalPage(app, redirectOf(await visit(app, `/payments/zaincash/pay?id=${token}`)), 'approve');
    await visit(app, redirectOf(back));
    const { version } = await order(placed.id);
    expect((await graphql(app, CANCEL, { id: String(placed.id), version }, { headers: suite.owner.headers })).errors).toBeUndefined();
    expect((await order(placed.id)).refundsDue).toEqual([{ amount: placed.total }]);

    const half = await refund(placed.id, placed.total / 2, 'provider');
    expect(half.data!.adminRefund.items[0]).toMatchObject({ method: 'provider', provider: 'zaincash', reference: null, byHand: true });
    // Half given back: still owed.
    expect((await order(placed.id)).refundsDue).toEqual([{ amount: placed.total }]);
    expect((await refund(placed.id, placed.total / 2, 'cash')).errors).toBeUndefined();
    expect((await order(placed.id)).refundsDue).toEqual([]);
    const statuses = await suite.shop.db.selectFrom('payments').select('status').where('order_id', '=', placed.id).execute();
    expect(statuses).toEqual([{ status: 'REFUNDED' }]);
  });

  it('refunds a paid ticket and refill request with the same service, listed on the request', async () => {
    const customer = await createCustomer(suite.shop.db, { phone: '07701110088' });
    for (const kind of ['ticket', 'refill'] as const) {
      const id = await insertRequest(suite.shop.db, kind, customer.userId);
      const table = kind === 'ticket' ? 'tickets' : 'refill_requests';
      await suite.shop.db.updateTable(table).set({ paid: true }).where('id', '=', id).execute();
      const { total } = await suite.shop.db.selectFrom(table).select('total').where('id', '=', id).executeTakeFirstOrThrow();
      const reply = await graphql(app, REFUND, { kind, id: String(id), amount: 1000, reason: 'Workshop moved', method: 'cash' }, { headers: suite.owner.headers });
      expect(reply.errors, kind).toBeUndefined();
      expect(reply.data!.adminRefund).toMatchObject({ received: total, refunded: 1000, refundable: total - 1000 });
      const request = await graphql(
        app,
        `query Q($kind: String!, $id: ID!) { adminRequest(kind: $kind, id: $id) { refunds { refunded items { amount } } audit { action } } }`,
        { kind, id: String(id) },
        { headers: suite.owner.headers },
      );
      expect(request.data!.adminRequest.refunds).toEqual({ refunded: 1000, items: [{ amount: 1000 }] });
      expect(request.data!.adminRequest.audit.map((entry: { action: string }) => entry.action)).toContain('refund');
    }
  });

  it('puts the units a refund names back into stock, once, and refuses more than the order sold (issue 36 item 1)', async () => {
    const RETURN = `mutation R($id: ID!, $amount: Int!, $lines: [ReturnedLineInput!]) {
      adminRefund(kind: "order", id: $id, amount: $amount, reason: "Two jars came back", method: "cash", lines: $lines) { refunded returned { line quantity } } }`;
    const product = await createProduct(suite.shop.db, { stock: 10, sizePrices: [12_000], colors: 1, scents: 1 });
    const { id } = await paidCashOrder(36_000);
    const item = await suite.shop.db
      .insertInto('order_items')
      .values({
        order_id: id,
        product_id: product.id,
        size_id: product.sizes[0]!.sizeId,
        product_size_id: product.sizes[0]!.id,
        color_id: product.colors[0]!,
        scent_id: product.scents[0]!,
        quantity: 3,
        unit_price: 12_000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const send = (amount: number, lines: Array<{ line: string; quantity: number }>) => graphql(app, RETURN, { id: String(id), amount, lines }, { headers: suite.owner.headers });
    const line = String(item.id);

    const two = await send(24_000, [{ line, quantity: 2 }]);
    expect(two.errors).toBeUndefined();
    expect(two.data!.adminRefund).toEqual({ refunded: 24_000, returned: [{ line, quantity: 2 }] });
    expect(await stockOf(suite.shop.db, product.id)).toBe(12);
    // Two more would be four of three sold: refused, and neither money nor stock moves.
    expect((await send(12_000, [{ line, quantity: 2 }])).errors![0]!.message).toBe('refund.lines');
    expect((await send(1000, [{ line: '999999', quantity: 1 }])).errors![0]!.message).toBe('refund.lines');
    expect(await stockOf(suite.shop.db, product.id)).toBe(12);
    // A refund refused for its amount returns nothing either.
    expect((await send(50_000, [{ line, quantity: 1 }])).errors![0]!.message).toBe('refund.tooMuch');
    expect(await stockOf(suite.shop.db, product.id)).toBe(12);
    const last = await send(12_000, [{ line, quantity: 1 }]);
    expect(last.data!.adminRefund).toEqual({ refunded: 36_000, returned: [{ line, quantity: 3 }] });
    expect(await stockOf(suite.shop.db, product.id)).toBe(13);
    const audit = (await order(id)).audit.filter((entry: { action: string }) => entry.action === 'refund');
    expect(JSON.parse(audit.at(-1).after)).toMatchObject({ amount: 12_000, lines: [{ line: item.id, quantity: 1 }] });
    // Lines belong to orders only.
    const buyer = await createCustomer(suite.shop.db, { phone: '07701110077' });
    const ticket = await insertRequest(suite.shop.db, 'ticket', buyer.userId);
    await suite.shop.db.updateTable('tickets').set({ paid: true }).where('id', '=', ticket).execute();
    const onTicket = await graphql(app, RETURN.replace('kind: "order"', 'kind: "ticket"'), { id: String(ticket), amount: 1000, lines: [{ line, quantity: 1 }] }, { headers: suite.owner.headers });
    expect(onTicket.errors![0]!.message).toBe('refund.lines');
  });

  it('counts a partner sale for paid − refunded in the commission statement', async () => {
    const partner = await suite.shop.db
      .insertInto('partners')
      .values({ name: 'Refund Partner', contact: 'refund@example.com', origins: JSON.stringify(['https://refund.example']), commission_percent: 10, status: 'active', key: 'refund-partner-key' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id } = await paidCashOrder(40_000);
    await suite.shop.db.updateTable('orders').set({ partner_id: partner.id, partner_commission_percent: '10' }).where('id', '=', id).execute();
    const month = baghdadMonth(new Date());
    const commission = createPartnerCommission(suite.shop.db);
    expect(await commission.statement(partner, month)).toMatchObject({ sales: 1, total: 40_000, commission: 4000 });
    expect((await refund(id, 15_000, 'cash')).errors).toBeUndefined();
    expect(await commission.statement(partner, month)).toMatchObject({ sales: 1, total: 25_000, commission: 2500 });
    expect((await refund(id, 25_000, 'cash')).errors).toBeUndefined();
    expect(await commission.statement(partner, month)).toMatchObject({ sales: 0, total: 0, commission: 0, notEarning: 1 });
  });
});
