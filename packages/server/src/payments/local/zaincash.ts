import { randomBytes } from 'node:crypto';
import { findLocalTransaction, insertLocalTransaction, moveLocalTransaction } from '../../db/repositories/sales/local-gateways.js';
import { signHs256, verifyHs256 } from '../providers/jwt.js';
import { iqd } from '../providers/outbound.js';
import { isOurs, json, missing, readForm, type LocalGatewayContext } from './context.js';
import { gatewayPage, pageLang, readDecision } from './page.js';

const ID = /^[a-f0-9]{24}$/;

/**
 * ZainCash v1 stand-in (SECURITY §2.1): `/transaction/init` takes the merchant's HS256 token,
 * `/transaction/pay` is the customer page, the customer returns to `redirectUrl?token=<HS256 JWT
 * {status, orderid, id, msg}>`, and `/transaction/get` answers the status to a signed request.
 */
export async function serveZainCashLocal(context: LocalGatewayContext, path: string, request: Request): Promise<Response> {
  const { db, config } = context;
  const settings = config.zaincash;
  const merchant = (form: URLSearchParams) => {
    const token = form.get('token');
    if (form.get('merchantId') !== settings.merchantId || !token) return undefined;
    const verified = verifyHs256(token, settings.secret);
    return verified.ok ? verified.claims : undefined;
  };

  if (path === '/transaction/init' && request.method === 'POST') {
    const form = await readForm(request);
    const claims = merchant(form);
    const amount = iqd(claims?.amount);
    if (!claims || amount === undefined || amount < 250 || !isOurs(context.publicUrl, claims.redirectUrl) || claims.msisdn !== settings.msisdn) {
      return json(400, { err: { msg: 'invalid token or fields' } });
    }
    const id = randomBytes(12).toString('hex');
    await insertLocalTransaction(db, {
      gateway: 'zaincash',
      id,
      amount,
      order_ref: String(claims.orderId),
      status: 'pending',
      lang: pageLang(form.get('lang')),
      return_url: claims.redirectUrl,
      expires_at: new Date(Date.now() + 4 * 3600_000),
    });
    return json(200, { id, status: 'pending', amount: String(amount), orderId: String(claims.orderId), serviceType: claims.serviceType });
  }

  if (path === '/transaction/get' && request.method === 'POST') {
    const claims = merchant(await readForm(request));
    if (!claims || typeof claims.id !== 'string') return json(401, { err: { msg: 'invalid token' } });
    const row = await findLocalTransaction(db, 'zaincash', claims.id);
    if (!row) return missing();
    return json(200, { id: row.id, status: row.status, amount: String(row.amount), orderId: row.order_ref });
  }

  if (path === '/transaction/pay') {
    const origin = new URL(context.publicUrl).origin;
    if (request.method === 'GET') {
      const id = new URL(request.url).searchParams.get('id') ?? '';
      const row = ID.test(id) ? await findLocalTransaction(db, 'zaincash', id) : undefined;
      if (!row) return missing();
      const page = { provider: 'ZainCash', lang: pageLang(row.lang), amount: row.amount, orderRef: row.order_ref };
      return gatewayPage(row.status === 'pending' ? { ...page, form: { id } } : { ...page, outcome: 'closed' }, origin);
    }
    if (request.method === 'POST') {
      const { decision, form } = await readDecision(request);
      const id = form.get('id') ?? '';
      const row = ID.test(id) ? await findLocalTransaction(db, 'zaincash', id) : undefined;
      if (!row || !decision || !row.return_url) return missing();
      const status = decision === 'approve' ? 'completed' : 'failed';
      if (!(await moveLocalTransaction(db, 'zaincash', id, 'pending', status))) {
        return gatewayPage({ provider: 'ZainCash', lang: pageLang(row.lang), amount: row.amount, orderRef: row.order_ref, outcome: 'closed' }, origin);
      }
      const iat = Math.floor(Date.now() / 1000);
      const token = signHs256({ status: decision === 'approve' ? 'success' : 'failed', orderid: row.order_ref, id, msg: status, iat, exp: iat + 4 * 3600 }, settings.secret);
      const back = new URL(row.return_url);
      back.searchParams.set('token', token);
      return new Response(null, { status: 303, headers: { location: back.href, 'cache-control': 'no-store' } });
    }
  }
  return missing();
}
