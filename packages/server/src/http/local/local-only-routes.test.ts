import { request as httpRequest } from 'node:http';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxMailer } from '../../adapters/mail/local-outbox.js';
import { PEER_ADDRESS_HEADER } from '../../auth/client-address.js';
import { createCustomer } from '../../test/customers.js';
import { testDatabases } from '../../test/databases.js';
import { createStaff, LOOPBACK_PEER, RECOVER, staffCommand, VERIFY, verifiedStaff } from '../../test/staff.js';
import { graphql, openShop, PUBLIC_URL, serveOnLoopback, type TestShop } from '../../test/shop.js';

// SECURITY-REVIEW H1, H2, L8, L13: the outbox and the shop's commands answer loopback peers only,
// the socket answers only the shop's host names, and staff changes, factor events and CSV exports
// are audited.

/** A GET over the socket with the Host header given (fetch would not let a test set it). */
function getWithHost(url: string, host: string): Promise<number> {
  const { hostname, port, pathname } = new URL(url);
  return new Promise((resolve, reject) => {
    httpRequest({ hostname, port, path: pathname, headers: { host } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });
}

describe.each(testDatabases())('loopback-only routes and their audit on $name', (database) => {
  let shop: TestShop;
  let server: Awaited<ReturnType<typeof serveOnLoopback>>;
  let base: string;
  // Anyone else gets what any unknown path gets (the host site's answer), never the page.
  const outbox = async (headers: Record<string, string>) => {
    const response = await shop.app.fetch(new Request(`${PUBLIC_URL}/dev/outbox`, { headers }));
    return (await response.text()).includes('<h1>Local outbox</h1>') ? 'shown' : 'hidden';
  };
  const auditOf = (userId: number) =>
    shop.db.selectFrom('audit_log').select(['staff_user_id', 'action', 'before', 'after', 'address']).where('subject_type', '=', 'staff').where('subject_id', '=', userId).orderBy('id').execute();

  beforeAll(async () => {
    shop = await openShop(database);
    server = await serveOnLoopback(shop.app);
    base = server.url;
  });
  afterAll(async () => {
    await server?.close();
    await shop?.close();
  });

  it('shows the outbox to a loopback peer only, whatever it forwards', async () => {
    expect(await outbox(LOOPBACK_PEER)).toBe('shown');
    expect(await outbox({ [PEER_ADDRESS_HEADER]: '203.0.113.9', 'x-forwarded-for': '127.0.0.1' })).toBe('hidden');
    expect(await outbox({})).toBe('hidden');
  });

  it("shows a kept mail's HTML part with its inline picture, to a loopback peer only (issue 37 item 3)", async () => {
    const mailer = createOutboxMailer(shop.db, () => {});
    const png = Buffer.from('89504e470d0a1a0a', 'hex').toString('base64');
    await mailer.send({
      to: 'html@example.com',
      subject: 'S',
      text: 'T',
      html: '<p>Hi</p><img src="cid:pic" alt="P">',
      attachments: [{ filename: 'p.png', contentType: 'image/png', content: png, encoding: 'base64', cid: 'pic' }],
    });
    const { id } = await shop.db.selectFrom('outbox').select('id').where('recipient', '=', 'html@example.com').executeTakeFirstOrThrow();
    const page = await (await shop.app.fetch(new Request(`${PUBLIC_URL}/dev/outbox`, { headers: LOOPBACK_PEER }))).text();
    expect(page).toContain(`<a href="/dev/outbox/mail/${id}">The mail as HTML</a>`);
    const shown = await shop.app.fetch(new Request(`${PUBLIC_URL}/dev/outbox/mail/${id}`, { headers: LOOPBACK_PEER }));
    expect(shown.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'");
    expect(await shown.text()).toBe(`<p>Hi</p><img src="data:image/png;base64,${png}" alt="P">`);
    expect((await shop.app.fetch(new Request(`${PUBLIC_URL}/dev/outbox/mail/999999`, { headers: LOOPBACK_PEER }))).status).toBe(404);
    expect(await (await shop.app.fetch(new Request(`${PUBLIC_URL}/dev/outbox/mail/${id}`, { headers: { [PEER_ADDRESS_HEADER]: '203.0.113.9' } }))).text()).not.toContain('<p>Hi</p>');
  });

  it('treats what a proxy on this machine forwards as a stranger: no commands, no outbox (SECURITY-REVIEW-2 N1)', async () => {
    const customer = await createCustomer(shop.db);
    const add = (headers: Record<string, string>) =>
      fetch(`${base}/shop/staff/add`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ email: customer.email, role: 'owner' }) });
    const proxied: Array<Record<string, string>> = [{ 'x-forwarded-for': '203.0.113.7' }, { forwarded: 'for=203.0.113.7' }, { 'x-real-ip': '203.0.113.7' }, { 'x-forwarded-host': 'shop.example' }];
    for (const forwarded of proxied) {
      expect((await add(forwarded)).status).toBe(404);
      expect(await (await fetch(`${base}/dev/outbox`, { headers: forwarded })).text()).not.toContain('<h1>Local outbox</h1>');
    }
    expect(await auditOf(customer.userId)).toEqual([]);
    // The same peer without a proxy's headers is this machine's operator.
    expect(await (await fetch(`${base}/dev/outbox`)).text()).toContain('<h1>Local outbox</h1>');
    expect((await add({})).status).toBe(200);
  });

  it('refuses a foreign Host on the socket with 421 (DNS rebinding), and answers loopback names', async () => {
    const port = new URL(base).port;
    expect(await getWithHost(`${base}/dev/outbox`, `rebind.attacker.example:${port}`)).toBe(421);
    expect(await getWithHost(`${base}/dev/outbox`, `localhost:${port}`)).toBe(200);
    expect(await getWithHost(`${base}/dev/outbox`, `shop.test`)).toBe(200);
    // A production app answers its PUBLIC_URL host only.
    const production = await serveOnLoopback(shop.appWith({ production: true }));
    try {
      expect(await getWithHost(`${production.url}/`, 'localhost')).toBe(421);
      expect(await getWithHost(`${production.url}/healthz`, '10.0.0.4')).toBe(200);
    } finally {
      await production.close();
    }
  });

  it('audits staff add and remove by the command line, without the secrets', async () => {
    const customer = await createCustomer(shop.db);
    expect((await staffCommand(shop, 'add', { email: customer.email, role: 'owner' })).status).toBe(200);
    expect((await staffCommand(shop, 'add', { email: customer.email, role: 'staff' })).status).toBe(200);
    expect((await staffCommand(shop, 'remove', { email: customer.email })).status).toBe(200);
    expect(await auditOf(customer.userId)).toEqual([
      { staff_user_id: null, action: 'staff.add', before: {}, after: { role: 'owner' }, address: '127.0.0.1' },
      { staff_user_id: null, action: 'staff.add', before: { role: 'owner' }, after: { role: 'staff' }, address: '127.0.0.1' },
      { staff_user_id: null, action: 'staff.remove', before: { role: 'staff' }, after: {}, address: '127.0.0.1' },
    ]);
  });

  it('audits each pass and each wrong code of the second factor', async () => {
    const staff = await createStaff(shop);
    const as = { headers: staff.headers };
    expect((await graphql(shop.app, VERIFY, { code: '000000' }, as)).errors![0]!.message).toBe('auth.failed');
    expect((await graphql(shop.app, RECOVER, { code: staff.recoveryCodes[0] }, as)).errors).toBeUndefined();
    const factor = (await auditOf(staff.userId)).filter((row) => row.action.startsWith('factor.'));
    expect(factor).toEqual([
      { staff_user_id: staff.userId, action: 'factor.failed', before: {}, after: { method: 'totp' }, address: 'unknown' },
      { staff_user_id: staff.userId, action: 'factor.passed', before: {}, after: { method: 'recovery', recoveryCodesLeft: 9 }, address: 'unknown' },
    ]);
  });

  it('audits CSV exports of personal data', async () => {
    const staff = await verifiedStaff(shop);
    expect((await shop.app.fetch(new Request(`${PUBLIC_URL}/admin/csv/subscribers`, { headers: staff.headers }))).status).toBe(200);
    expect((await auditOf(staff.userId)).at(-1)).toEqual({ staff_user_id: staff.userId, action: 'csv.export', before: {}, after: { file: 'subscribers.csv', rows: expect.any(Number) }, address: 'unknown' });
  });

  it('refuses to truncate the audit log', async () => {
    await expect(sql`TRUNCATE audit_log`.execute(shop.db)).rejects.toThrow(/append-only/);
  });
});
