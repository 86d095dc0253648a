import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.js';
import { hiddenFields, localGatewaysSuite, orderState, placeTestOrder, redirectOf, stockOf, type TestOrder, visit } from '../../test/payment-flows.js';
import { graphql, PUBLIC_URL } from '../../test/shop.js';
import { LOCAL_BANNER } from './page.js';

// The production adapters against the local stand-ins, through app.fetch end to end (DESIGN §4).

describe.each(testDatabases())('local payment gateways on $name', (database) => {
  const suite = localGatewaysSuite(database);

  const start = (order: TestOrder, method: 'zaincash' | 'fib' | 'fastpay' | 'nasspay', lang: 'en' | 'ku' | 'ar' = 'en') =>
    suite.payments.start({ id: order.id, uuid: order.uuid, total: order.total, method, lang, email: order.guestEmail });

  /** Opens a gateway page, checks the warning and submits a decision; answers the page's redirect. */
  async function decide(pageUrl: string, decision: 'approve' | 'decline'): Promise<Response> {
    const page = await visit(suite.app, pageUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const banner of Object.values(LOCAL_BANNER)) expect(html).toContain(banner);
    expect(html).toContain('name="decision" value="approve"');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const action = new URL(pageUrl, PUBLIC_URL);
    return visit(suite.app, `${action.pathname}${action.search}`, { ...hiddenFields(html), decision });
  }

  async function expectReleased(order: TestOrder, stockBefore: number) {
    expect(await orderState(suite.shop.db, order.id)).toEqual({ paid: false, status: 'cancelled' });
    expect(await stockOf(suite.shop.db, order.productId)).toBe(stockBefore + order.quantity);
  }

  it('ZainCash: init, approve on the local page, the signed return is verified with /transaction/get, order paid', async () => {
    const order = await placeTestOrder(suite.shop.db, 'zaincash');
    const { token } = await start(order, 'zaincash');
    expect(token).toMatch(/^[a-f0-9]{24}$/);
    const pay = await visit(suite.app, `/payments/zaincash/pay?id=${token}`);
    expect(pay.status).toBe(302);
    expect(redirectOf(pay)).toBe(`${PUBLIC_URL}/payments/local/zaincash/transaction/pay?id=${token}`);
    const back = await decide(redirectOf(pay), 'approve');
    expect(back.status).toBe(303);
    expect(redirectOf(back)).toMatch(new RegExp(`^${PUBLIC_URL}/payments/zaincash/return\\?token=`));
    const done = await visit(suite.app, redirectOf(back));
    expect(redirectOf(done)).toBe(`${PUBLIC_URL}/payment/success?id=${order.id}&uuid=${order.uuid}`);
    expect(await orderState(suite.shop.db, order.id)).toEqual({ paid: true, status: 'pending' });
  });

  it('ZainCash: decline → fail page, order cancelled, stock back', async () => {
    const order = await placeTestOrder(suite.shop.db, 'zaincash');
    const stock = await stockOf(suite.shop.db, order.productId);
    const { token } = await start(order, 'zaincash', 'ar');
    const back = await decide(redirectOf(await visit(suite.app, `/payments/zaincash/pay?id=${token}`)), 'decline');
    const done = await visit(suite.app, redirectOf(back));
    expect(redirectOf(done)).toBe(`${PUBLIC_URL}/payment/fail?id=${order.id}&uuid=${order.uuid}`);
    await expectReleased(order, stock);
  });

  it('FIB: QR code and app links, approve sends the callback, fibPaymentStatus answers PAID', async () => {
    const order = await placeTestOrder(suite.shop.db, 'fib', { guestEmail: null });
    const { fibToken } = await start(order, 'fib');
    expect(fibToken!.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(fibToken!.personalAppLink).toMatch(new RegExp(`^${PUBLIC_URL}/payments/local/fib/pay/`));
    expect(Date.parse(fibToken!.validUntil)).toBeGreaterThan(Date.now() + 10 * 60_000);
    expect(fibToken!.readableCode).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/);
    const query = `query ($id: String!) { fibPaymentStatus(paymentId: $id) { status orderPaid } }`;
    const before = await graphql(suite.app, query, { id: fibToken!.paymentId });
    expect(before.data).toEqual({ fibPaymentStatus: { status: 'UNPAID', orderPaid: false } });

    const back = await decide(fibToken!.personalAppLink, 'approve');
    // The callback already made the order paid before the customer came back.
    expect(await orderState(suite.shop.db, order.id)).toEqual({ paid: true, status: 'pending' });
    const done = await visit(suite.app, redirectOf(back));
    expect(redirectOf(done)).toBe(`${PUBLIC_URL}/payment/success?id=${order.id}&uuid=${order.uuid}`);
    const after = await graphql(suite.app, query, { id: fibToken!.paymentId });
    expect(after.data).toEqual({ fibPaymentStatus: { status: 'PAID', orderPaid: true } });
  });

  it('FIB: decline → DECLINED, order cancelled, stock back; unknown payment ids are not found', async () => {
    const order = await placeTestOrder(suite.shop.db, 'fib');
    const stock = await stockOf(suite.shop.db, order.productId);
    const { fibToken } = await start(order, 'fib');
    const done = await visit(suite.app, redirectOf(await decide(fibToken!.businessAppLink, 'decline')));
    expect(redirectOf(done)).toMatch(new RegExp(`^${PUBLIC_URL}/payment/fail\\?id=${order.id}&`));
    await expectReleased(order, stock);
    const query = `query ($id: String!) { fibPaymentStatus(paymentId: $id) { status orderPaid } }`;
    expect((await graphql(suite.app, query, { id: fibToken!.paymentId })).data).toEqual({ fibPaymentStatus: { status: 'DECLINED', orderPaid: false } });
    const unknown = await graphql(suite.app, query, { id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.errors?.[0]?.message).toBe('not.found');
  });

  it('FastPay: approve sends the IPN, validated with /payment/validate; the return shows success', async () => {
    const order = await placeTestOrder(suite.shop.db, 'fastpay');
    const { url } = await start(order, 'fastpay');
    expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/payments/local/fastpay/pay\\?order_id=[a-f0-9]{32}$`));
    const back = await decide(url!, 'approve');
    expect(await orderState(suite.shop.db, order.id)).toEqual({ paid: true, status: 'pending' });
    const done = await visit(suite.app, redirectOf(back));
    expect(redirectOf(done)).toBe(`${PUBLIC_URL}/payment/success?id=${order.id}&uuid=${order.uuid}`);
    // A retried start is the same FastPay payment (deterministic order_id).
    expect((await start(order, 'fastpay')).url).toBe(url);
  });

  it('FastPay: decline → fail page; with no IPN on failure, the sweeper expires it and gives the stock back', async () => {
    const order = await placeTestOrder(suite.shop.db, 'fastpay');
    const stock = await stockOf(suite.shop.db, order.productId);
    const { url } = await start(order, 'fastpay');
    const done = await visit(suite.app, redirectOf(await decide(url!, 'decline')));
    expect(redirectOf(done)).toMatch(new RegExp(`^${PUBLIC_URL}/payment/fail\\?id=${order.id}&`));
    expect(await orderState(suite.shop.db, order.id)).toEqual({ paid: false, status: 'pending' });
    await suite.payments.sweep({ now: new Date(Date.now() + 2 * 3600_000) });
    await expectReleased(order, stock);
  });

  it('NassPay: wallet checkout through our redirect, approve sends the callback, checkTransaction verifies', async () => {
    const order = await placeTestOrder(suite.shop.db, 'nasspay');
    const { token } = await start(order, 'nasspay', 'ku');
    const parsed = JSON.parse(token!) as { transactionId: string; token: string };
    const checkout = await visit(suite.app, `/payments/nasspay/checkout?transactionId=${parsed.transactionId}&token=${parsed.token}`);
    expect(checkout.status).toBe(302);
    const page = new URL(redirectOf(checkout));
    expect(page.pathname).toBe('/payments/local/nasspay/checkout/payment-gateway');
    expect(page.searchParams.get('id')).toBe(parsed.transactionId);
    const html = await (await visit(suite.app, `${page.pathname}${page.search}`)).text();
    expect(html).toContain('<html lang="ku" dir="rtl">');
    expect(html).toContain('٢٥٬٠٠٠');
    const done = await visit(suite.app, redirectOf(await decide(page.href, 'approve')));
    expect(redirectOf(done)).toBe(`${PUBLIC_URL}/payment/success?id=${order.id}&uuid=${order.uuid}`);
    expect(await orderState(suite.shop.db, order.id)).toEqual({ paid: true, status: 'pending' });
  });

  it('NassPay: decline → fail page, order cancelled, stock back; a wrong checkout token shows nothing', async () => {
    const order = await placeTestOrder(suite.shop.db, 'nasspay');
    const stock = await stockOf(suite.shop.db, order.productId);
    const parsed = JSON.parse((await start(order, 'nasspay')).token!) as { transactionId: string; token: string };
    const wrong = await visit(suite.app, `/payments/local/nasspay/checkout/payment-gateway?id=${parsed.transactionId}&token=${'0'.repeat(32)}`);
    expect(wrong.status).toBe(404);
    const page = redirectOf(await visit(suite.app, `/payments/nasspay/checkout?transactionId=${parsed.transactionId}&token=${parsed.token}`));
    const done = await visit(suite.app, redirectOf(await decide(page, 'decline')));
    expect(redirectOf(done)).toMatch(new RegExp(`^${PUBLIC_URL}/payment/fail\\?id=${order.id}&`));
    await expectReleased(order, stock);
  });

  it('a decided payment cannot be decided again on the local page', async () => {
    const order = await placeTestOrder(suite.shop.db, 'zaincash');
    const stock = await stockOf(suite.shop.db, order.productId);
    const { token } = await start(order, 'zaincash');
    const page = `/payments/local/zaincash/transaction/pay?id=${token}`;
    await visit(suite.app, redirectOf(await decide(page, 'decline')));
    const again = await visit(suite.app, page, { id: token!, decision: 'approve' });
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('This payment is no longer open.');
    await expectReleased(order, stock);
  });

  it('logs no alert for honest flows', () => {
    expect(suite.log.alerts).toEqual([]);
  });
});
