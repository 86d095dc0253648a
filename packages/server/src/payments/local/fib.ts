import { randomBytes, randomUUID } from 'node:crypto';
import QRCode from 'qrcode';
import { findLocalTransaction, insertLocalTransaction, moveLocalTransaction, refundLocalTransaction } from '../../db/repositories/sales/local-gateways.js';
import type { LocalGatewayTransactionRow } from '../../db/tables/payments.js';
import { signHs256, verifyHs256 } from '../providers/jwt.js';
import { field, iqd } from '../providers/outbound.js';
import { localGatewayUrl } from '../config.js';
import { isOurs, json, missing, notify, readForm, readJson, type LocalGatewayContext } from './context.js';
import { gatewayPage, pageLang, readDecision } from './page.js';

const TOKEN_PATH = '/auth/realms/fib-online-shop/protocol/openid-connect/token';
const PAYMENT = /^\/protected\/v1\/payments\/([0-9a-f-]{36})\/(status|cancel|refund)$/;
const PAGE = /^\/pay\/([0-9a-f-]{36})$/;
const TOKEN_SECONDS = 60;

// Declined payments keep FIB's reason in the status: DECLINED:PAYMENT_EXPIRATION.
function statusOf(row: LocalGatewayTransactionRow): { status: string; decliningReason?: string } {
  if (row.status === 'UNPAID' && row.expires_at.getTime() <= Date.now()) return { status: 'DECLINED', decliningReason: 'PAYMENT_EXPIRATION' };
  const [status = row.status, decliningReason] = row.status.split(':');
  return decliningReason ? { status, decliningReason } : { status };
}

function minutes(expiresIn: unknown): number {
  const match = typeof expiresIn === 'string' ? /^PT(\d{1,3})M$/.exec(expiresIn) : null;
  return match ? Math.max(1, Number(match[1])) : 15;
}

/**
 * FIB stand-in (SECURITY §2.3): client-credentials tokens (60 s), `POST /protected/v1/payments`
 * with a QR code of the personal app link, `GET …/{id}/status`, `POST …/{id}/cancel`,
 * `POST …/{id}/refund` (a paid payment, whole: then REFUNDED, as its page shows), and an
 * approval page (where the app links point) that sends the unsigned `{id, status}` callback.
 */
export async function serveFibLocal(context: LocalGatewayContext, path: string, request: Request): Promise<Response> {
  const { db, config, publicUrl } = context;
  const settings = config.fib;
  const base = localGatewayUrl(publicUrl, 'fib');
  const authorized = () => {
    const header = request.headers.get('authorization') ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    const verified = verifyHs256(token, settings.clientSecret);
    return verified.ok && verified.claims.azp === settings.clientId;
  };

  if (path === TOKEN_PATH && request.method === 'POST') {
    const form = await readForm(request);
    if (form.get('grant_type') !== 'client_credentials' || form.get('client_id') !== settings.clientId || form.get('client_secret') !== settings.clientSecret) {
      return json(401, { error: 'invalid_client' });
    }
    const iat = Math.floor(Date.now() / 1000);
    const token = signHs256({ azp: settings.clientId, iat, exp: iat + TOKEN_SECONDS }, settings.clientSecret);
    return json(200, { access_token: token, expires_in: TOKEN_SECONDS, token_type: 'Bearer' });
  }

  if (path === '/protected/v1/payments' && request.method === 'POST') {
    if (!authorized()) return json(401, { error: 'unauthorized' });
    const body = await readJson(request);
    const amount = iqd(field(body, 'monetaryValue', 'amount'));
    if (amount === undefined || amount <= 250 || field(body, 'monetaryValue', 'currency') !== 'IQD' || !isOurs(publicUrl, body?.statusCallbackUrl)) {
      return json(400, { errors: [{ code: 'INVALID_REQUEST' }] });
    }
    const paymentId = randomUUID();
    const validUntil = new Date(Date.now() + minutes(body?.expiresIn) * 60_000);
    await insertLocalTransaction(db, {
      gateway: 'fib',
      id: paymentId,
      amount,
      order_ref: String(body?.description ?? paymentId).slice(0, 50),
      status: 'UNPAID',
      return_url: isOurs(publicUrl, body?.redirectUri) ? body.redirectUri : null,
      callback_url: body?.statusCallbackUrl as string,
      expires_at: validUntil,
    });
    const link = (app: string) => `${base}/pay/${paymentId}?app=${app}`;
    return json(201, {
      paymentId,
      readableCode: randomBytes(6)
        .toString('hex')
        .toUpperCase()
        .replace(/(.{4})(?=.)/g, '$1-'),
      qrCode: await QRCode.toDataURL(link('personal'), { margin: 1, width: 240 }),
      validUntil: validUntil.toISOString(),
      personalAppLink: link('personal'),
      businessAppLink: link('business'),
      corporateAppLink: link('corporate'),
    });
  }

  const api = PAYMENT.exec(path);
  if (api) {
    if (!authorized()) return json(401, { error: 'unauthorized' });
    const [, id, action] = api as unknown as [string, string, string];
    const row = await findLocalTransaction(db, 'fib', id);
    if (!row) return missing();
    if (action === 'status' && request.method === 'GET') {
      const { status, decliningReason } = statusOf(row);
      return json(200, {
        paymentId: id,
        status,
        amount: { amount: row.amount, currency: 'IQD' },
        ...(status === 'PAID' ? { paidAt: row.updated_at.toISOString(), paidBy: { name: 'Local Tester', iban: 'IQ00LOCAL0000000000' } } : {}),
        ...(decliningReason ? { decliningReason, declinedAt: row.updated_at.toISOString() } : {}),
      });
    }
    if (action === 'cancel' && request.method === 'POST') {
      if (row.status === 'PAID') return json(400, { errors: [{ code: 'PAYMENT_NOT_CANCELLABLE' }] });
      await moveLocalTransaction(db, 'fib', id, 'UNPAID', 'DECLINED:PAYMENT_CANCELLATION');
      return new Response(null, { status: 204 });
    }
    if (action === 'refund' && request.method === 'POST') {
      if (!(await refundLocalTransaction(db, 'fib', id, 'PAID', row.amount)) || !(await moveLocalTransaction(db, 'fib', id, 'PAID', 'REFUNDED'))) {
        return json(400, { errors: [{ code: 'PAYMENT_NOT_REFUNDABLE' }] });
      }
      return new Response(null, { status: 202 });
    }
  }

  const page = PAGE.exec(path);
  if (page) {
    const id = page[1]!;
    const row = await findLocalTransaction(db, 'fib', id);
    if (!row) return missing();
    const origin = new URL(publicUrl).origin;
    const shown = { provider: 'FIB', lang: pageLang(new URL(request.url).searchParams.get('lang')), amount: row.amount, orderRef: row.order_ref, refunded: row.refunded };
    const open = statusOf(row).status === 'UNPAID';
    if (request.method === 'GET') return gatewayPage(open ? { ...shown, form: { id } } : { ...shown, outcome: row.status === 'REFUNDED' ? 'refunded' : 'closed' }, origin);
    if (request.method === 'POST') {
      const { decision } = await readDecision(request);
      if (!decision) return missing();
      const to = decision === 'approve' ? 'PAID' : 'DECLINED:PAYMENT_CANCELLATION';
      if (!open || !(await moveLocalTransaction(db, 'fib', id, 'UNPAID', to))) return gatewayPage({ ...shown, outcome: 'closed' }, origin);
      // The real FIB callback: unsigned, only {id, status}.
      if (row.callback_url) {
        await notify(context, row.callback_url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ id, status: to.split(':')[0] }),
        });
      }
      if (row.return_url) {
        const back = new URL(row.return_url);
        back.searchParams.set('paymentId', id);
        return new Response(null, { status: 303, headers: { location: back.href, 'cache-control': 'no-store' } });
      }
      return gatewayPage({ ...shown, outcome: decision === 'approve' ? 'approved' : 'declined' }, origin);
    }
  }
  return missing();
}
