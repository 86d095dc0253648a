import { callProvider, endpoint, field, iqd, type FetchLike } from './outbound.js';
import type { NassPaySettings } from '../config.js';
import type { GatewayAdapter, ProviderStatus } from '../types.js';

const ID = /^[A-Za-z0-9_-]{1,100}$/;
/** How long the shop waits for a wallet payment before the sweeper asks and gives up. */
const PAYABLE_MS = 30 * 60_000;

/**
 * Nass Wallet, "NassPay" (SPEC §1: a wallet; SECURITY §2.5, third-party description to confirm at
 * onboarding): log in with the Basic token and merchant credentials, `initTransaction` gives
 * `{transactionId, token}` for the wallet checkout; the callback is unsigned and only names the
 * transaction: `checkTransaction` with our bearer token decides.
 */
export function createNassPay(settings: NassPaySettings, fetchImpl: FetchLike, timeoutMs: number): GatewayAdapter {
  let cached: { token: string; until: number } | undefined;

  let asking: Promise<string | undefined> | undefined;

  // One login for everyone: concurrent calls wait for the same request.
  function bearer(): Promise<string | undefined> {
    if (cached && cached.until > Date.now()) return Promise.resolve(cached.token);
    return (asking ??= login().finally(() => (asking = undefined)));
  }

  async function login(): Promise<string | undefined> {
    const reply = await callProvider(fetchImpl, endpoint(settings.baseUrl, '/login'), {
      method: 'POST',
      headers: { authorization: `Basic ${settings.basicToken}` },
      body: { data: { username: settings.username, password: settings.password, grantType: 'password' } },
      timeoutMs,
    });
    const token = reply.ok ? field(reply.body, 'data', 'access_token') : undefined;
    if (typeof token !== 'string' || !token) return undefined;
    const seconds = reply.ok ? field(reply.body, 'data', 'expires_in') : undefined;
    cached = { token, until: Date.now() + Math.max(0, (typeof seconds === 'number' ? seconds : 300) - 10) * 1000 };
    return token;
  }

  async function call(path: string, data: Record<string, unknown>) {
    const token = await bearer();
    if (!token) return { ok: false as const, reason: 'login failed' };
    const reply = await callProvider(fetchImpl, endpoint(settings.baseUrl, path), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: { data },
      timeoutMs,
    });
    // A login Nass no longer takes is made anew next time.
    if (!reply.ok && reply.reason === 'HTTP 401') cached = undefined;
    return reply;
  }

  return {
    async create(order) {
      const reply = await call('/initTransaction', {
        userIdentifier: settings.username,
        transactionPin: settings.pin,
        orderId: String(order.id),
        amount: order.total.toFixed(2),
        languageCode: order.lang,
      });
      if (!reply.ok) throw new Error(`nasspay initTransaction failed: ${reply.reason}`);
      const transactionId = field(reply.body, 'data', 'transactionId');
      const token = field(reply.body, 'data', 'token');
      if (reply.body.responseCode !== 0 || (typeof transactionId !== 'string' && typeof transactionId !== 'number') || typeof token !== 'string') {
        throw new Error(`nasspay initTransaction failed: responseCode ${String(reply.body.responseCode)}`);
      }
      const id = String(transactionId);
      return {
        txnId: id,
        orderRef: String(order.id),
        // SPEC §4: the client parses the token as {transactionId, token} for the wallet checkout.
        start: { token: JSON.stringify({ transactionId: id, token }) },
        expiresAt: new Date(Date.now() + PAYABLE_MS),
      };
    },

    async signal(request, kind) {
      if (kind === 'callback') {
        let body: unknown;
        try {
          body = await request.json();
        } catch {
          return { ok: false, reason: 'not JSON' };
        }
        const id = field(body, 'data', 'InitTransactionId') ?? field(body, 'data', 'transactionId');
        const text = typeof id === 'number' ? String(id) : id;
        return typeof text === 'string' && ID.test(text) ? { ok: true, txnId: text } : { ok: false, reason: 'no transaction id' };
      }
      const id = new URL(request.url).searchParams.get('transactionId');
      return id && ID.test(id) ? { ok: true, txnId: id } : { ok: false, reason: 'no transactionId' };
    },

    async status(txnId): Promise<ProviderStatus> {
      const reply = await call('/checkTransaction', { transactionId: txnId });
      if (!reply.ok) return reply;
      // Success is responseCode 0; errCode "1" can appear even then (SECURITY §2.5).
      if (reply.body.responseCode !== 0) return { ok: false, reason: `responseCode ${String(reply.body.responseCode)}` };
      const data = reply.body.data;
      const reported = field(data, 'transactionId');
      if (reported !== undefined && String(reported) !== txnId) return { ok: false, reason: 'answer about another transaction' };
      const orderId = field(data, 'orderId');
      const orderRef = orderId === undefined || orderId === null ? undefined : String(orderId);
      switch (field(data, 'transactionStatus')) {
        case 'SUCCESS':
          return { ok: true, status: 'PAID', amount: iqd(field(data, 'amount')), currency: 'IQD', orderRef };
        case 'FAILED':
          return { ok: true, status: 'FAILED', orderRef };
        default:
          return { ok: true, status: 'PENDING' };
      }
    },

    payPage(params) {
      const id = params.get('transactionId');
      const token = params.get('token');
      if (!id || !ID.test(id) || !token || token.length > 2048) return undefined;
      const url = new URL(endpoint(settings.checkoutUrl, '/payment-gateway'));
      url.searchParams.set('id', id);
      url.searchParams.set('token', token);
      url.searchParams.set('userIdentifier', settings.username);
      return url.href;
    },
  };
}
