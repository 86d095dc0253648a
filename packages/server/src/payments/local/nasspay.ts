import { randomBytes, timingSafeEqual } from 'node:crypto';
import { findLocalTransaction, insertLocalTransaction, moveLocalTransaction } from '../../db/repositories/sales/local-gateways.js';
import { signHs256, verifyHs256 } from '../providers/jwt.js';
import { field, iqd } from '../providers/outbound.js';
import { json, missing, notify, readJson, type LocalGatewayContext } from './context.js';
import { gatewayPage, pageLang, readDecision } from './page.js';

const ID = /^\d{1,20}$/;

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Nass Wallet stand-in (SECURITY §2.5): `/login` with the Basic token and merchant credentials,
 * `/initTransaction` → `{transactionId, token}`, the wallet checkout page at
 * `/checkout/payment-gateway?id=&token=&userIdentifier=`, an unsigned callback to
 * `<registered url>/callback` with `data.InitTransactionId`, and `/checkTransaction`.
 */
export async function serveNassPayLocal(context: LocalGatewayContext, path: string, request: Request): Promise<Response> {
  const { db, config, publicUrl } = context;
  const settings = config.nasspay;
  const bearerOk = () => {
    const header = request.headers.get('authorization') ?? '';
    const verified = verifyHs256(header.startsWith('Bearer ') ? header.slice(7) : '', settings.password);
    return verified.ok && verified.claims.sub === settings.username;
  };

  if (path === '/login' && request.method === 'POST') {
    const body = await readJson(request);
    const basic = request.headers.get('authorization') ?? '';
    if (!same(basic, `Basic ${settings.basicToken}`) || field(body, 'data', 'username') !== settings.username || field(body, 'data', 'password') !== settings.password) {
      return json(401, { responseCode: 1, message: 'invalid credentials' });
    }
    const iat = Math.floor(Date.now() / 1000);
    return json(200, { responseCode: 0, data: { access_token: signHs256({ sub: settings.username, iat, exp: iat + 300 }, settings.password), expires_in: 300 } });
  }

  if (path === '/initTransaction' && request.method === 'POST') {
    if (!bearerOk()) return json(401, { responseCode: 1, message: 'unauthorized' });
    const data = field(await readJson(request), 'data');
    const amount = iqd(field(data, 'amount'));
    if (field(data, 'userIdentifier') !== settings.username || field(data, 'transactionPin') !== settings.pin || amount === undefined || typeof field(data, 'orderId') !== 'string') {
      return json(200, { responseCode: 1, errCode: '1', message: 'invalid transaction' });
    }
    const transactionId = String(Date.now()) + String(randomBytes(2).readUInt16BE(0)).padStart(5, '0');
    const token = randomBytes(16).toString('hex');
    await insertLocalTransaction(db, {
      gateway: 'nasspay',
      id: transactionId,
      amount,
      order_ref: field(data, 'orderId') as string,
      status: 'PENDING',
      lang: pageLang(field(data, 'languageCode') as string),
      secret_token: token,
      // Nass registers one callback URL per merchant and appends /callback (SECURITY §2.5).
      callback_url: `${publicUrl}/payments/nasspay/callback`,
      return_url: `${publicUrl}/payments/nasspay/return`,
      expires_at: new Date(Date.now() + 3600_000),
    });
    return json(200, { responseCode: 0, errCode: '0', data: { transactionId, token } });
  }

  if (path === '/checkTransaction' && request.method === 'POST') {
    if (!bearerOk()) return json(401, { responseCode: 1, message: 'unauthorized' });
    const id = String(field(await readJson(request), 'data', 'transactionId') ?? '');
    const row = ID.test(id) ? await findLocalTransaction(db, 'nasspay', id) : undefined;
    if (!row) return json(200, { responseCode: 1, errCode: '1', message: 'transaction not found' });
    return json(200, {
      responseCode: 0,
      // As observed by others: errCode "1" even on success.
      errCode: '1',
      data: { transactionId: row.id, orderId: row.order_ref, amount: row.amount.toFixed(2), transactionStatus: row.status },
    });
  }

  if (path === '/checkout/payment-gateway') {
    const origin = new URL(publicUrl).origin;
    const post = request.method === 'POST' ? await readDecision(request) : undefined;
    const params = post ? post.form : new URL(request.url).searchParams;
    const id = params.get('id') ?? '';
    const token = params.get('token') ?? '';
    const row = ID.test(id) ? await findLocalTransaction(db, 'nasspay', id) : undefined;
    if (!row || !row.secret_token || !same(token, row.secret_token)) return missing();
    const shown = { provider: 'NassPay', lang: pageLang(row.lang), amount: row.amount, orderRef: row.order_ref };
    if (!post) return gatewayPage(row.status === 'PENDING' ? { ...shown, form: { id, token } } : { ...shown, outcome: 'closed' }, origin);
    if (!post.decision) return missing();
    const to = post.decision === 'approve' ? 'SUCCESS' : 'FAILED';
    if (!(await moveLocalTransaction(db, 'nasspay', id, 'PENDING', to))) return gatewayPage({ ...shown, outcome: 'closed' }, origin);
    if (row.callback_url) {
      await notify(context, row.callback_url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: { InitTransactionId: id, transactionStatus: to } }),
      });
    }
    const back = `${row.return_url}?transactionId=${encodeURIComponent(id)}`;
    return new Response(null, { status: 303, headers: { location: back, 'cache-control': 'no-store' } });
  }
  return missing();
}
