import { randomBytes } from 'node:crypto';
import { findLocalTransaction, insertLocalTransaction, moveLocalTransaction, refundLocalOnce } from '../../db/repositories/sales/local-gateways.js';
import { iqd } from '../providers/outbound.js';
import { localGatewayUrl } from '../config.js';
import { isOurs, json, missing, notify, readForm, type LocalGatewayContext } from './context.js';
import { gatewayPage, pageLang, readDecision } from './page.js';

const API = '/api/v1/public/pgw/payment';
const ORDER_ID = /^[A-Za-z0-9]{8,32}$/;
/** The stand-in's payer, as its IPN and validate name them. */
const PAYER = '+9647500000000';

/**
 * FastPay stand-in (SECURITY §2.4): initiation answers a hosted page, the page posts the unsigned
 * IPN only on success and sends the customer to success_url or cancel_url, and `/payment/validate`
 * answers HTTP 200 with the real result in the body's `code` (200 paid, 404 not found, 422 bad
 * credentials). `/payment/refund` gives back part or all of a paid order to the payer's number
 * with the refund secret key (once per `Idempotency-Key`), `/payment/refund/validation` says whether
 * anything was refunded, and the payment's page shows what was refunded.
 */
export async function serveFastPayLocal(context: LocalGatewayContext, path: string, request: Request): Promise<Response> {
  const { db, config, publicUrl } = context;
  const settings = config.fastpay;
  const storeOk = (form: URLSearchParams) => form.get('store_id') === settings.storeId && form.get('store_password') === settings.storePassword;

  if (path === `${API}/initiation` && request.method === 'POST') {
    const form = await readForm(request);
    if (!storeOk(form)) return json(200, { code: 422, messages: ['Invalid store credentials'], data: null });
    const orderId = form.get('order_id') ?? '';
    const amount = iqd(form.get('bill_amount'));
    const urls = [form.get('success_url'), form.get('cancel_url'), form.get('callback_url')];
    if (!ORDER_ID.test(orderId) || amount === undefined || form.get('currency') !== 'IQD' || !urls.every((url) => isOurs(publicUrl, url))) {
      return json(200, { code: 422, messages: ['Invalid request'], data: null });
    }
    const existing = await findLocalTransaction(db, 'fastpay', orderId);
    if (existing && existing.amount !== amount) return json(200, { code: 422, messages: ['Duplicate order id'], data: null });
    if (!existing) {
      await insertLocalTransaction(db, {
        gateway: 'fastpay',
        id: orderId,
        amount,
        order_ref: orderId,
        status: 'Pending',
        return_url: urls[0],
        cancel_url: urls[1],
        callback_url: urls[2],
        expires_at: new Date(Date.now() + 3600_000),
      });
    }
    const redirect = `${localGatewayUrl(publicUrl, 'fastpay')}/pay?order_id=${orderId}`;
    return json(200, { code: 200, messages: ['Payment initiated'], data: { redirect_uri: redirect } });
  }

  if (path === `${API}/validate` && request.method === 'POST') {
    const form = await readForm(request);
    if (!storeOk(form)) return json(200, { code: 422, messages: ['Invalid store credentials'], data: null });
    const row = await findLocalTransaction(db, 'fastpay', form.get('order_id') ?? '');
    if (!row || row.status !== 'Success') return json(200, { code: 404, messages: ['Transaction not found'], data: null });
    return json(200, {
      code: 200,
      messages: ['Payment validated'],
      data: {
        gw_transaction_id: row.secret_token,
        merchant_order_id: row.id,
        received_amount: String(row.amount),
        currency: 'IQD',
        status: 'Success',
        customer_name: 'Local Tester',
        customer_mobile_number: PAYER,
        at: row.updated_at.toISOString(),
      },
    });
  }

  if (path === `${API}/refund` && request.method === 'POST') {
    const form = await readForm(request);
    if (!storeOk(form) || form.get('refund_secret_key') !== settings.refundSecretKey) return json(200, { code: 422, messages: ['Invalid store credentials'], data: null });
    const amount = iqd(form.get('amount'));
    const orderId = form.get('order_id') ?? '';
    if (amount === undefined || amount <= 0 || form.get('msisdn') !== PAYER) return json(200, { code: 422, messages: ['Invalid request'], data: null });
    // Only a paid order, and never more than it was paid in all; a repeated reference
    // (SECURITY-REVIEW-2 N5) answers the first refund and gives nothing back again.
    const reference = request.headers.get('idempotency-key') ?? randomBytes(16).toString('hex');
    const made = await refundLocalOnce(db, { gateway: 'fastpay', id: orderId, status: 'Success', amount, reference, invoiceId: `LOCALREFUND${randomBytes(4).toString('hex').toUpperCase()}` });
    if (!made) return json(200, { code: 422, messages: ['Refund not allowed'], data: null });
    return json(200, {
      code: 200,
      messages: ['messages.successfully_refund'],
      data: { summary: { recipient: { name: 'Local Tester', mobile_number: PAYER }, invoice_id: made.invoiceId } },
    });
  }

  // FastPay's refund validation: whether anything of the order was refunded.
  if (path === `${API}/refund/validation` && request.method === 'POST') {
    const form = await readForm(request);
    if (!storeOk(form)) return json(200, { code: 422, messages: ['Invalid store credentials'], data: null });
    const row = await findLocalTransaction(db, 'fastpay', form.get('order_id') ?? '');
    if (!row) return json(200, { code: 404, messages: ['Transaction not found'], data: null });
    return json(200, { code: 200, messages: ['Refund status'], data: { order_id: row.id, refund_status: row.refunded > 0, status_checked_at: new Date().toISOString() } });
  }

  if (path === '/pay') {
    const origin = new URL(publicUrl).origin;
    const form = request.method === 'POST' ? await readDecision(request) : undefined;
    const orderId = form ? (form.form.get('order_id') ?? '') : (new URL(request.url).searchParams.get('order_id') ?? '');
    const row = ORDER_ID.test(orderId) ? await findLocalTransaction(db, 'fastpay', orderId) : undefined;
    if (!row) return missing();
    const shown = { provider: 'FastPay', lang: pageLang(new URL(request.url).searchParams.get('lang')), amount: row.amount, orderRef: row.id, refunded: row.refunded };
    if (!form) return gatewayPage(row.status === 'Pending' ? { ...shown, form: { order_id: orderId } } : { ...shown, outcome: row.refunded > 0 ? 'refunded' : 'closed' }, origin);
    if (!form.decision) return missing();
    const approve = form.decision === 'approve';
    const txn = `LOCAL${randomBytes(8).toString('hex').toUpperCase()}`;
    if (!(await moveLocalTransaction(db, 'fastpay', orderId, 'Pending', approve ? 'Success' : 'Cancelled', approve ? txn : undefined))) {
      return gatewayPage({ ...shown, outcome: 'closed' }, origin);
    }
    // FastPay's IPN comes only on success, and is not signed.
    if (approve && row.callback_url) {
      await notify(context, row.callback_url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          gw_transaction_id: txn,
          merchant_order_id: orderId,
          received_amount: String(row.amount),
          currency: 'IQD',
          status: 'Success',
          customer_name: 'Local Tester',
          customer_mobile_number: PAYER,
          at: new Date().toISOString(),
        }).toString(),
      });
    }
    const next = approve ? row.return_url : row.cancel_url;
    return next ? new Response(null, { status: 303, headers: { location: next, 'cache-control': 'no-store' } }) : gatewayPage({ ...shown, outcome: 'closed' }, origin);
  }
  return missing();
}
