import { callProvider, endpoint, field, iqd, outcomeUnknown, type FetchLike } from './outbound.js';
import type { FastPaySettings } from '../config.js';
import type { GatewayAdapter, PaymentOrder, ProviderRefund, ProviderStatus, RefundCheck } from '../types.js';

const API = '/api/v1/public/pgw/payment';
const ORDER_ID = /^[A-Za-z0-9]{8,32}$/;
/** How long the shop waits for a FastPay payment before the sweeper asks and gives up. */
const PAYABLE_MS = 30 * 60_000;

/**
 * FastPay's order_id for one of our orders (SECURITY §2.4): 8 to 32 letters and digits, the same
 * for every attempt so a retried initiation is the same payment. It is the order's uuid, not its
 * id, so nobody can guess another order's return address.
 */
export function fastPayOrderId(order: Pick<PaymentOrder, 'uuid'>): string {
  return order.uuid.replace(/-/g, '').toLowerCase();
}

/**
 * FastPay hosted checkout (SECURITY §2.4): initiation with a deterministic order_id; the IPN is
 * unsigned and only names the order: `/payment/validate` with our store credentials decides, and
 * its body `code` (FastPay answers HTTP 200 for errors) is what counts. Refunds (issue 28 item 3):
 * `/payment/refund` gives back part or all of a paid order to the payer's FastPay number (read from
 * `/payment/validate`), with the merchant panel's refund secret key; without the key, by hand.
 * `/payment/refund/validation` tells whether a refund whose answer was lost was made.
 */
export function createFastPay(settings: FastPaySettings, fetchImpl: FetchLike, timeoutMs: number): GatewayAdapter {
  const credentials = { store_id: settings.storeId, store_password: settings.storePassword };
  return {
    async create(order: PaymentOrder, urls) {
      if (!settings.enabled) throw new Error('fastpay is not enabled');
      const orderId = fastPayOrderId(order);
      const reply = await callProvider(fetchImpl, endpoint(settings.baseUrl, `${API}/initiation`), {
        method: 'POST',
        body: new URLSearchParams({
          ...credentials,
          order_id: orderId,
          bill_amount: String(order.total),
          currency: 'IQD',
          cart: JSON.stringify([{ name: `candleshop order ${order.id}`, qty: 1, unit_price: order.total, sub_total: order.total }]),
          success_url: `${urls.returnUrl}?order_id=${orderId}`,
          cancel_url: `${urls.returnUrl}?order_id=${orderId}`,
          callback_url: urls.callbackUrl,
        }),
        timeoutMs,
      });
      if (!reply.ok) throw new Error(`fastpay initiation failed: ${reply.reason}`);
      const uri = field(reply.body, 'data', 'redirect_uri');
      if (reply.body.code !== 200 || typeof uri !== 'string' || !/^https?:\/\//.test(uri)) {
        throw new Error(`fastpay initiation failed: code ${String(reply.body.code)}`);
      }
      return { txnId: orderId, orderRef: orderId, start: { url: uri }, expiresAt: new Date(Date.now() + PAYABLE_MS) };
    },

    async signal(request, kind) {
      let orderId: string | null;
      if (kind === 'callback') {
        const text = await request.text();
        const type = request.headers.get('content-type') ?? '';
        if (type.includes('json')) {
          try {
            orderId = String(field(JSON.parse(text), 'merchant_order_id') ?? '');
          } catch {
            return { ok: false, reason: 'not JSON' };
          }
        } else {
          orderId = new URLSearchParams(text).get('merchant_order_id');
        }
      } else {
        orderId = new URL(request.url).searchParams.get('order_id');
      }
      return orderId && ORDER_ID.test(orderId) ? { ok: true, txnId: orderId } : { ok: false, reason: 'no order id' };
    },

    async refund(txnId, amount, _paid, reference): Promise<ProviderRefund> {
      if (!settings.refundSecretKey) return { ok: true, reference: null };
      const paid = await callProvider(fetchImpl, endpoint(settings.baseUrl, `${API}/validate`), {
        method: 'POST',
        body: new URLSearchParams({ ...credentials, order_id: txnId }),
        timeoutMs,
      });
      if (!paid.ok) return paid;
      const msisdn = field(paid.body.data, 'customer_mobile_number');
      if (paid.body.code !== 200 || typeof msisdn !== 'string' || !/^\+?\d{8,15}$/.test(msisdn)) return { ok: false, reason: 'no payer number' };
      // SECURITY-REVIEW-2 N5: the refund's own reference goes with it, the same at every sending.
      const reply = await callProvider(fetchImpl, endpoint(settings.baseUrl, `${API}/refund`), {
        method: 'POST',
        headers: { 'idempotency-key': reference },
        body: new URLSearchParams({ ...credentials, order_id: txnId, amount: String(amount), msisdn, refund_secret_key: settings.refundSecretKey }),
        timeoutMs,
      });
      if (!reply.ok) return { ...reply, unknown: outcomeUnknown(reply) };
      // HTTP 200 with the outcome in the body's code, like validate.
      if (reply.body.code !== 200) return { ok: false, reason: `code ${String(reply.body.code)}` };
      const invoice = field(reply.body.data, 'summary', 'invoice_id');
      return { ok: true, reference: typeof invoice === 'string' && invoice ? invoice : txnId };
    },

    // FastPay's refund validation tells only whether anything of the order was refunded: "no"
    // means this refund was never made; "yes" settles it only when no other refund went through.
    async refundStatus(txnId, _reference, sole): Promise<RefundCheck> {
      const reply = await callProvider(fetchImpl, endpoint(settings.baseUrl, `${API}/refund/validation`), {
        method: 'POST',
        body: new URLSearchParams({ ...credentials, order_id: txnId }),
        timeoutMs,
      });
      if (!reply.ok) return { state: 'unknown', reason: reply.reason };
      if (reply.body.code !== 200) return { state: 'unknown', reason: `code ${String(reply.body.code)}` };
      const refunded = field(reply.body.data, 'refund_status');
      if (refunded === false) return { state: 'none' };
      if (refunded === true && sole) return { state: 'done', reference: txnId };
      return { state: 'unknown', reason: refunded === true ? 'refunded, but another refund went through this payment' : 'no refund_status' };
    },

    async status(txnId): Promise<ProviderStatus> {
      const reply = await callProvider(fetchImpl, endpoint(settings.baseUrl, `${API}/validate`), {
        method: 'POST',
        body: new URLSearchParams({ ...credentials, order_id: txnId }),
        timeoutMs,
      });
      if (!reply.ok) return reply;
      const { code } = reply.body;
      // Not found: nothing was paid for this order (yet).
      if (code === 404) return { ok: true, status: 'PENDING' };
      if (code !== 200) return { ok: false, reason: `code ${String(code)}` };
      const data = reply.body.data;
      const status = field(data, 'status');
      if (status !== 'Success') return { ok: true, status: 'PENDING' };
      const currency = field(data, 'currency');
      const ref = field(data, 'merchant_order_id') ?? field(data, 'order_id');
      return {
        ok: true,
        status: 'PAID',
        amount: iqd(field(data, 'received_amount') ?? field(data, 'bill_amount')),
        currency: typeof currency === 'string' ? currency : undefined,
        orderRef: ref === undefined || ref === null ? undefined : String(ref),
      };
    },
  };
}
