import { signHs256, verifyHs256 } from './jwt.js';
import { callProvider, endpoint, field, iqd, type FetchLike } from './outbound.js';
import type { ZainCashSettings } from '../config.js';
import type { GatewayAdapter, ProviderStatus } from '../types.js';

/** How ZainCash v1 statuses map to ours (SECURITY §2.1). */
const STATUSES: Record<string, 'PAID' | 'PENDING' | 'FAILED' | 'CANCELLED'> = {
  completed: 'PAID',
  pending: 'PENDING',
  pending_otp: 'PENDING',
  failed: 'FAILED',
  cancel: 'CANCELLED',
};

/**
 * How long the shop holds the order for a ZainCash payment: the init token's `exp` too, so the
 * transaction is not payable after the sweeper gave the stock back.
 */
const PAYABLE_SECONDS = 3600;

/**
 * ZainCash v1 (SECURITY §2.1): init with an HS256 JWT signed with the merchant secret; the
 * customer returns with a JWT that is verified with HS256 pinned and `exp` checked, and
 * `/transaction/get` (our own signed call) is the only thing that can say "completed".
 */
export function createZainCash(settings: ZainCashSettings, fetchImpl: FetchLike, timeoutMs: number): GatewayAdapter {
  const now = () => Math.floor(Date.now() / 1000);
  return {
    async create(order, urls) {
      const iat = now();
      const token = signHs256(
        {
          amount: order.total,
          serviceType: 'candleshop order',
          msisdn: settings.msisdn,
          orderId: String(order.id),
          redirectUrl: urls.returnUrl,
          iat,
          exp: iat + PAYABLE_SECONDS,
        },
        settings.secret,
      );
      const reply = await callProvider(fetchImpl, endpoint(settings.baseUrl, '/transaction/init'), {
        method: 'POST',
        body: new URLSearchParams({ token, merchantId: settings.merchantId, lang: order.lang === 'en' ? 'en' : 'ar' }),
        timeoutMs,
      });
      const id = reply.ok ? reply.body.id : undefined;
      if (!reply.ok || typeof id !== 'string' || !id) throw new Error(`zaincash init failed: ${reply.ok ? 'no id' : reply.reason}`);
      return { txnId: id, orderRef: String(order.id), start: { token: id }, expiresAt: new Date((iat + PAYABLE_SECONDS) * 1000) };
    },

    async signal(request) {
      const url = new URL(request.url);
      let token = url.searchParams.get('token');
      if (!token && request.method === 'POST') token = new URLSearchParams(await request.text()).get('token');
      if (!token || token.length > 4096) return { ok: false, reason: 'no token' };
      const verified = verifyHs256(token, settings.secret);
      if (!verified.ok) return { ok: false, reason: `token refused: ${verified.reason}` };
      const { id, orderid } = verified.claims;
      if (typeof id !== 'string' || !id) return { ok: false, reason: 'token without id' };
      return { ok: true, txnId: id, orderRef: orderid === undefined ? undefined : String(orderid) };
    },

    async status(txnId): Promise<ProviderStatus> {
      const iat = now();
      const token = signHs256({ id: txnId, msisdn: settings.msisdn, iat, exp: iat + 600 }, settings.secret);
      const reply = await callProvider(fetchImpl, endpoint(settings.baseUrl, '/transaction/get'), {
        method: 'POST',
        body: new URLSearchParams({ token, merchantId: settings.merchantId }),
        timeoutMs,
      });
      if (!reply.ok) return reply;
      const status = STATUSES[String(reply.body.status)];
      if (!status) return { ok: false, reason: `unknown status ${String(reply.body.status)}` };
      if (reply.body.id !== undefined && reply.body.id !== txnId) return { ok: false, reason: 'answer about another transaction' };
      const orderRef = reply.body.orderId ?? reply.body.orderid ?? field(reply.body, 'order', 'orderId');
      return {
        ok: true,
        status,
        amount: iqd(reply.body.amount),
        currency: 'IQD',
        orderRef: orderRef === undefined ? undefined : String(orderRef),
      };
    },

    payPage(params) {
      const id = params.get('id');
      if (!id || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) return undefined;
      return `${endpoint(settings.baseUrl, '/transaction/pay')}?id=${encodeURIComponent(id)}`;
    },
  };
}
