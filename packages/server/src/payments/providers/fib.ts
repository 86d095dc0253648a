import { callProvider, endpoint, field, iqd, outcomeUnknown, type FetchLike } from './outbound.js';
import type { FibSettings } from '../config.js';
import type { FibToken, GatewayAdapter, ProviderStatus, RefundCheck } from '../types.js';

const TOKEN_PATH = '/auth/realms/fib-online-shop/protocol/openid-connect/token';
const PAYMENTS_PATH = '/protected/v1/payments';
/** SECURITY §2.3: how long a FIB payment may be paid. */
export const FIB_EXPIRES_IN = 'PT15M';
const FIFTEEN_MINUTES = 15 * 60_000;
const ID = /^[A-Za-z0-9_-]{1,100}$/;

const TOKEN_FIELDS = ['paymentId', 'readableCode', 'qrCode', 'validUntil', 'personalAppLink', 'businessAppLink', 'corporateAppLink'] as const;

/**
 * FIB (SECURITY §2.3): a client-credentials token, cached until shortly before it expires; create
 * a payment; the unsigned callback only names a payment: `/status` asked with our token is the
 * only thing that can say PAID, with the amount. Cancel and refund (whole) a payment.
 */
export function createFib(settings: FibSettings, fetchImpl: FetchLike, timeoutMs: number): GatewayAdapter {
  let cached: { token: string; until: number } | undefined;
  let asking: Promise<string | undefined> | undefined;

  async function askToken(): Promise<string | undefined> {
    const reply = await callProvider(fetchImpl, endpoint(settings.baseUrl, TOKEN_PATH), {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: settings.clientId, client_secret: settings.clientSecret }),
      timeoutMs,
    });
    const token = reply.ok ? reply.body.access_token : undefined;
    if (typeof token !== 'string' || !token) return undefined;
    const seconds = reply.ok && typeof reply.body.expires_in === 'number' ? reply.body.expires_in : 60;
    // Refreshed 10 s early so a token never expires on the way.
    cached = { token, until: Date.now() + Math.max(0, seconds - 10) * 1000 };
    return token;
  }

  // One token for everyone: concurrent calls wait for the same request.
  function accessToken(): Promise<string | undefined> {
    if (cached && cached.until > Date.now()) return Promise.resolve(cached.token);
    return (asking ??= askToken().finally(() => (asking = undefined)));
  }

  async function authorized(path: string, method: 'GET' | 'POST', body?: Record<string, unknown>) {
    const token = await accessToken();
    if (!token) return { ok: false as const, reason: 'no access token' };
    const reply = await callProvider(fetchImpl, endpoint(settings.baseUrl, path), { method, body, headers: { authorization: `Bearer ${token}` }, timeoutMs });
    // A token FIB no longer takes is asked for anew next time.
    if (!reply.ok && reply.reason === 'HTTP 401') cached = undefined;
    return reply;
  }

  // An action on a payment (cancel, refund): FIB answers 2xx with no body.
  async function postAction(txnId: string, action: 'cancel' | 'refund'): Promise<{ ok: true } | { ok: false; reason: string }> {
    const token = await accessToken();
    if (!token) return { ok: false, reason: 'no access token' };
    try {
      const response = await fetchImpl(endpoint(settings.baseUrl, `${PAYMENTS_PATH}/${encodeURIComponent(txnId)}/${action}`), {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      if (response.status === 401) cached = undefined;
      return response.status >= 200 && response.status < 300 ? { ok: true } : { ok: false, reason: `HTTP ${response.status}` };
    } catch (error) {
      return { ok: false, reason: `unreachable: ${error instanceof Error ? error.name : 'error'}` };
    }
  }

  return {
    async create(order, urls) {
      const reply = await authorized(PAYMENTS_PATH, 'POST', {
        monetaryValue: { amount: order.total, currency: 'IQD' },
        statusCallbackUrl: urls.callbackUrl,
        description: `candleshop order ${order.id}`.slice(0, 50),
        expiresIn: FIB_EXPIRES_IN,
        redirectUri: urls.returnUrl,
      });
      if (!reply.ok) throw new Error(`fib create failed: ${reply.reason}`);
      const fibToken = {} as FibToken;
      for (const name of TOKEN_FIELDS) {
        const value = reply.body[name];
        if (typeof value !== 'string' || !value) throw new Error(`fib create failed: no ${name}`);
        fibToken[name] = value;
      }
      // FIB sends the QR code as base64 PNG; the client shows it as a data: URL (schema FibToken).
      if (!fibToken.qrCode.startsWith('data:')) fibToken.qrCode = `data:image/png;base64,${fibToken.qrCode}`;
      const until = Date.parse(fibToken.validUntil);
      return {
        txnId: fibToken.paymentId,
        orderRef: String(order.id),
        start: { fibToken },
        expiresAt: new Date(Number.isFinite(until) ? until : Date.now() + FIFTEEN_MINUTES),
      };
    },

    async signal(request) {
      // The body's status is never read (SECURITY §2.3: do not copy the PHP SDK sample).
      if (request.method === 'POST') {
        let body: unknown;
        try {
          body = await request.json();
        } catch {
          return { ok: false, reason: 'not JSON' };
        }
        const id = field(body, 'id');
        return typeof id === 'string' && ID.test(id) ? { ok: true, txnId: id } : { ok: false, reason: 'no id' };
      }
      const id = new URL(request.url).searchParams.get('paymentId');
      return id && ID.test(id) ? { ok: true, txnId: id } : { ok: false, reason: 'no paymentId' };
    },

    async status(txnId): Promise<ProviderStatus> {
      const reply = await authorized(`${PAYMENTS_PATH}/${encodeURIComponent(txnId)}/status`, 'GET');
      if (!reply.ok) return reply;
      const { body } = reply;
      if (body.paymentId !== undefined && body.paymentId !== txnId) return { ok: false, reason: 'answer about another payment' };
      const amount = iqd(field(body, 'amount', 'amount'));
      const currency = field(body, 'amount', 'currency');
      switch (body.status) {
        case 'PAID':
          return { ok: true, status: 'PAID', amount, currency: typeof currency === 'string' ? currency : undefined };
        case 'UNPAID':
          return { ok: true, status: 'PENDING' };
        case 'DECLINED':
          if (body.decliningReason === 'PAYMENT_EXPIRATION') return { ok: true, status: 'EXPIRED' };
          return { ok: true, status: body.decliningReason === 'PAYMENT_CANCELLATION' ? 'CANCELLED' : 'FAILED' };
        default:
          // REFUND_REQUESTED / REFUNDED, or anything unknown: not a state this order can move to.
          return { ok: false, reason: `status ${String(body.status)}` };
      }
    },

    async cancel(txnId) {
      return (await postAction(txnId, 'cancel')).ok;
    },

    // FIB's `POST /protected/v1/payments/{paymentId}/refund` (202, no body) gives a paid payment
    // back whole; its status then reads REFUND_REQUESTED, then REFUNDED.
    async refund(txnId, amount, paid) {
      if (amount !== paid) return { ok: false, reason: 'FIB refunds a payment whole', whole: true };
      const reply = await postAction(txnId, 'refund');
      return reply.ok ? { ok: true, reference: txnId } : { ...reply, unknown: outcomeUnknown(reply) };
    },

    // SECURITY-REVIEW-2 N5: a whole refund shows on the payment's status.
    async refundStatus(txnId): Promise<RefundCheck> {
      const reply = await authorized(`${PAYMENTS_PATH}/${encodeURIComponent(txnId)}/status`, 'GET');
      if (!reply.ok) return { state: 'unknown', reason: reply.reason };
      if (reply.body.status === 'REFUND_REQUESTED' || reply.body.status === 'REFUNDED') return { state: 'done', reference: txnId };
      if (reply.body.status === 'PAID') return { state: 'none' };
      return { state: 'unknown', reason: `status ${String(reply.body.status)}` };
    },
  };
}
