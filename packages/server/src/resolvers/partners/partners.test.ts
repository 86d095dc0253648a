import { describe, expect, it } from 'vitest';
import { createCustomer } from '../../test/customers.js';
import { testDatabases } from '../../test/databases.js';
import { backOfficeSuite, insertOrder, insertRequest } from '../../test/staff.js';
import { graphql, PUBLIC_URL } from '../../test/shop.js';

// Issue 26 items 1, 3 and 4 through the API: the owner's registry (checks, versions, audit),
// credentialed CORS from it, the commission on each kind of sale and the report links.

const FIELDS = 'id name contact lang origins commissionPercent status key reportLink version';
const SAVE = `mutation S($input: AdminPartnerInput!) { adminSavePartner(input: $input) { ${FIELDS} } }`;
const STATUS = `mutation P($id: ID!, $status: String!, $version: Int!) { adminSetPartnerStatus(id: $id, status: $status, version: $version) { ${FIELDS} } }`;
const ROTATE = `mutation K($id: ID!, $version: Int!) { adminRotatePartnerKey(id: $id, version: $version) { ${FIELDS} } }`;
const ISSUE = `mutation I($id: ID!, $version: Int!) { adminIssuePartnerReportLink(id: $id, version: $version) { url partner { ${FIELDS} } } }`;
const REVOKE = `mutation R($id: ID!, $version: Int!) { adminRevokePartnerReportLink(id: $id, version: $version) { ${FIELDS} } }`;
const LIST = `{ adminPartners { ${FIELDS} } }`;
const DETAIL = `query D($id: ID!) { adminPartner(id: $id) { partner { id } audit { action staff before after } } }`;
const STATEMENT = 'month sales total commission notEarning kinds { kind sales total commission } lines { kind date total percent commission }';
const REPORT = `query M($month: String!) { adminPartnerReport(month: $month) { month sales total commission partners { partner { id name } statement { ${STATEMENT} } } } }`;
const PARTNER_REPORT = `query P($token: String!, $month: String!) { partnerReport(token: $token, month: $month) { name lang commissionPercent status statement { ${STATEMENT} } } }`;

const input = (fields: Record<string, unknown> = {}) => ({ name: 'Candle Corner', contact: 'corner@example.com', lang: 'ar', origins: ['https://corner.example'], commissionPercent: 12.5, ...fields });

describe.each(testDatabases())('the partner registry on $name', (database) => {
  const suite = backOfficeSuite(database);
  const asOwner = <T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}) => graphql<T>(suite.shop.app, query, variables, { headers: suite.owner.headers });
  const save = async (fields: Record<string, unknown>) => (await asOwner(SAVE, { input: input(fields) })).data!.adminSavePartner;
  const preflight = (origin: string) =>
    suite.shop.app.fetch(new Request(`${PUBLIC_URL}/graphql`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } }));

  it('lets only the owner see and change partners', async () => {
    const asStaff = await graphql(suite.shop.app, LIST, {}, { headers: suite.staff.headers });
    expect(asStaff.errors?.[0]).toMatchObject({ message: 'forbidden', extensions: { reason: 'role' } });
    const change = await graphql(suite.shop.app, SAVE, { input: input({ name: 'Sneaky' }) }, { headers: suite.staff.headers });
    expect(change.errors?.[0]).toMatchObject({ message: 'forbidden', extensions: { reason: 'role' } });
    const anonymous = await graphql(suite.shop.app, LIST);
    expect(anonymous.errors?.[0]?.message).toBe('forbidden');
    const customer = await createCustomer(suite.shop.db);
    expect((await graphql(suite.shop.app, LIST, {}, { headers: customer.headers })).errors?.[0]?.message).toBe('forbidden');
  });

  it('adds a partner, active with a public key, and refuses origins that are not exact', async () => {
    const partner = await save({ name: 'Exact Shop', origins: ['https://exact.example', 'http://localhost:4100'] });
    expect(partner).toMatchObject({ name: 'Exact Shop', status: 'active', lang: 'ar', commissionPercent: 12.5, version: 1, reportLink: false, origins: ['https://exact.example', 'http://localhost:4100'] });
    expect(partner.key).toMatch(/^cp_[A-Za-z0-9_-]{16}$/);

    const wrong = async (fields: Record<string, unknown>) => (await asOwner(SAVE, { input: input(fields) })).errors?.[0]?.extensions?.validation;
    expect(await wrong({ name: 'A', origins: ['https://a.example/shop'] })).toEqual({ origins: ['input.origins.form'] });
    expect(await wrong({ name: 'A', origins: ['http://a.example'] })).toEqual({ origins: ['input.origins.scheme'] });
    expect(await wrong({ name: 'A', origins: ['https://a.example:443'] })).toEqual({ origins: ['input.origins.defaultPort'] });
    expect(await wrong({ name: 'A', origins: ['https://a.example', 'https://a.example'] })).toEqual({ origins: ['input.origins.duplicate'] });
    expect(await wrong({ name: 'A', origins: Array.from({ length: 11 }, (_, index) => `https://s${index}.example`) })).toEqual({ origins: ['input.origins.max'] });
    expect(await wrong({ name: ' ', contact: '', lang: 'fr', commissionPercent: 100.5 })).toEqual({
      name: ['input.name.required'],
      contact: ['input.contact.required'],
      lang: ['input.lang.invalid'],
      commissionPercent: ['input.commissionPercent.invalid'],
    });
    expect(await wrong({ name: 'exact shop' })).toEqual({ name: ['input.name.taken'] });
  });

  it('changes a partner at the version seen, refuses a stale version, and audits every change', async () => {
    const partner = await save({ name: 'Versioned' });
    const changedOnce = (await asOwner(SAVE, { input: input({ id: partner.id, version: 1, name: 'Versioned', commissionPercent: 15 }) })).data!.adminSavePartner;
    expect(changedOnce).toMatchObject({ version: 2, commissionPercent: 15 });
    const stale = await asOwner(SAVE, { input: input({ id: partner.id, version: 1, name: 'Versioned', commissionPercent: 20 }) });
    expect(stale.errors?.[0]?.message).toBe('admin.changed');

    const paused = (await asOwner(STATUS, { id: partner.id, status: 'paused', version: 2 })).data!.adminSetPartnerStatus;
    expect(paused).toMatchObject({ status: 'paused', version: 3 });
    const rotated = (await asOwner(ROTATE, { id: partner.id, version: 3 })).data!.adminRotatePartnerKey;
    expect(rotated.key).not.toBe(partner.key);
    expect((await asOwner(STATUS, { id: partner.id, status: 'gone', version: 4 })).errors?.[0]?.extensions?.validation).toEqual({ status: ['input.status.invalid'] });

    const audit = (await asOwner(DETAIL, { id: partner.id })).data!.adminPartner.audit;
    expect(audit.map((entry: { action: string }) => entry.action)).toEqual(['create', 'save', 'pause', 'key.rotate']);
    expect(audit.every((entry: { staff: string }) => entry.staff === suite.owner.email)).toBe(true);
    expect(JSON.parse(audit[1].before)).toMatchObject({ commission_percent: '12.50' });
    expect(JSON.parse(audit[1].after)).toMatchObject({ commission_percent: '15.00', version: 2 });
    expect(JSON.parse(audit[3].after).key).toBe(rotated.key);
    expect((await asOwner(DETAIL, { id: '999999' })).data!.adminPartner).toBeNull();
  });

  it('allows an active partner origin with credentials at once, and no longer once paused', async () => {
    const origin = 'https://cors-partner.example';
    expect((await preflight(origin)).headers.get('access-control-allow-credentials')).toBeNull();
    const partner = await save({ name: 'Cors Partner', origins: [origin] });
    const allowed = await preflight(origin);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(origin);
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    const answer = await graphql(suite.shop.app, '{ cities { id } }', {}, { headers: { origin } });
    expect(answer.headers.get('access-control-allow-origin')).toBe(origin);

    await asOwner(STATUS, { id: partner.id, status: 'paused', version: partner.version });
    const refused = await preflight(origin);
    expect(refused.headers.get('access-control-allow-credentials')).toBeNull();
    expect(refused.headers.get('access-control-allow-origin')).not.toBe(origin);
    const publicAnswer = await graphql(suite.shop.app, '{ cities { id } }', {}, { headers: { origin } });
    expect(publicAnswer.headers.get('access-control-allow-origin')).toBe('*');
    expect(publicAnswer.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('gives each partner a private report link of its own month that a revoke or a forged token closes', async () => {
    const partner = await save({ name: 'Linked', lang: 'ku', commissionPercent: 10 });
    const issued = (await asOwner(ISSUE, { id: partner.id, version: 1 })).data!.adminIssuePartnerReportLink;
    expect(issued.partner.reportLink).toBe(true);
    expect(issued.url).toMatch(new RegExp(`^${PUBLIC_URL}/ku/partner-report/[A-Za-z0-9_-]{43}$`));
    const token = issued.url.split('/').pop()!;
    const stored = await suite.shop.db.selectFrom('partners').select('report_token_hash').where('id', '=', Number(partner.id)).executeTakeFirstOrThrow();
    expect(stored.report_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.report_token_hash).not.toContain(token);

    const month = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 7);
    const order = await insertOrder(suite.shop.db, { total: 40_000, guestName: 'Private Person', guestEmail: 'private@example.com' });
    await suite.shop.db
      .updateTable('orders')
      .set({ partner_id: Number(partner.id), partner_commission_percent: '10.00', paid: true })
      .where('id', '=', order.id)
      .execute();
    const report = await graphql(suite.shop.app, PARTNER_REPORT, { token, month });
    expect(report.data!.partnerReport).toMatchObject({ name: 'Linked', lang: 'ku', commissionPercent: 10, status: 'active', statement: { sales: 1, total: 40_000, commission: 4000 } });
    // No buyer's data anywhere in the answer.
    expect(JSON.stringify(report.data)).not.toMatch(/Private Person|private@example|0750/);

    const forged = await graphql(suite.shop.app, PARTNER_REPORT, { token: `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, month });
    expect(forged.data!.partnerReport).toBeNull();
    expect((await graphql(suite.shop.app, PARTNER_REPORT, { token: 'short', month })).data!.partnerReport).toBeNull();
    expect((await graphql(suite.shop.app, PARTNER_REPORT, { token, month: '2026-13' })).errors?.[0]?.message).toBe('bad.request');

    const revoked = (await asOwner(REVOKE, { id: partner.id, version: 2 })).data!.adminRevokePartnerReportLink;
    expect(revoked.reportLink).toBe(false);
    expect((await graphql(suite.shop.app, PARTNER_REPORT, { token, month })).data!.partnerReport).toBeNull();
    // A new link works; the one before it does not.
    const again = (await asOwner(ISSUE, { id: partner.id, version: 3 })).data!.adminIssuePartnerReportLink;
    expect((await graphql(suite.shop.app, PARTNER_REPORT, { token: again.url.split('/').pop(), month })).data!.partnerReport.name).toBe('Linked');
    expect((await graphql(suite.shop.app, PARTNER_REPORT, { token, month })).data!.partnerReport).toBeNull();
    const actions = (await asOwner(DETAIL, { id: partner.id })).data!.adminPartner.audit.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(['create', 'report.issue', 'report.revoke', 'report.issue']);
  });

  it('pays commission on paid sales of every kind, never on cancelled, rejected, unpaid or refunded ones', async () => {
    const partner = await save({ name: 'Earner', commissionPercent: 10 });
    const other = await save({ name: 'Someone Else', commissionPercent: 50 });
    const customer = await createCustomer(suite.shop.db);
    const attribute = async (
      table: 'orders' | 'refill_requests' | 'tickets' | 'white_label_requests' | 'personalized_requests' | 'subscriptions',
      id: number,
      values: Record<string, unknown>,
      who = partner.id,
      percent = '10.00',
    ) => {
      await (suite.shop.db.updateTable(table) as any)
        .set({ partner_id: Number(who), partner_commission_percent: percent, ...values })
        .where('id', '=', id)
        .execute();
    };
    const order = async (values: Record<string, unknown>) => attribute('orders', (await insertOrder(suite.shop.db, { total: 20_000 })).id, values);
    await order({ paid: true, status: 'completed' });
    await order({ paid: true, status: 'cancelled' });
    await order({ paid: true, status: 'rejected' });
    await order({ paid: false, status: 'pending' });
    // Paid, then owed back: the provider's money arrived for a sale the shop closed (PAID_NEEDS_REFUND).
    const refunded = await insertOrder(suite.shop.db, { total: 20_000 });
    await attribute('orders', refunded.id, { paid: true, status: 'accepted' });
    await suite.shop.db
      .insertInto('payments')
      .values({ order_id: refunded.id, gateway: 'zaincash', gateway_txn_id: `t-${refunded.id}`, order_ref: refunded.uuid, amount: 20_000, status: 'PAID_NEEDS_REFUND', expires_at: new Date(Date.now() + 3600_000) })
      .execute();
    await attribute('refill_requests', await insertRequest(suite.shop.db, 'refill', customer.userId), { paid: true, status: 'accepted' });
    await attribute('tickets', await insertRequest(suite.shop.db, 'ticket', customer.userId), { paid: true });
    await attribute('white_label_requests', await insertRequest(suite.shop.db, 'whitelabel', customer.userId), { status: 'accepted' });
    await attribute('white_label_requests', await insertRequest(suite.shop.db, 'whitelabel', customer.userId), { status: 'quoted' });
    const personalized = await insertRequest(suite.shop.db, 'personalized', customer.userId);
    await attribute('personalized_requests', personalized, { paid: true, status: 'being prepared', price: 60_000, total: 60_000, accepted: true, method: 'cash' });
    await attribute('subscriptions', await insertRequest(suite.shop.db, 'subscription', customer.userId), { paid: true, status: 'cancelled' });
    // Another partner's sale and a sale of no partner stay out of this statement.
    await attribute('orders', (await insertOrder(suite.shop.db, { total: 70_000 })).id, { paid: true }, other.id, '50.00');
    await insertOrder(suite.shop.db, { total: 90_000 });

    const month = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 7);
    const report = (await asOwner(REPORT, { month })).data!.adminPartnerReport;
    const mine = report.partners.find((row: { partner: { id: string } }) => row.partner.id === partner.id).statement;
    // order 20,000 + refill 5,000 + ticket 30,000 + white-label 50,000 + personalized 60,000, at 10 %.
    expect(mine).toMatchObject({ sales: 5, total: 165_000, commission: 16_500, notEarning: 6 });
    const byKind = Object.fromEntries(mine.kinds.map((kind: { kind: string }) => [kind.kind, kind]));
    expect(byKind.order).toEqual({ kind: 'order', sales: 1, total: 20_000, commission: 2000 });
    expect(byKind.whitelabel).toEqual({ kind: 'whitelabel', sales: 1, total: 50_000, commission: 5000 });
    expect(byKind.subscription).toEqual({ kind: 'subscription', sales: 0, total: 0, commission: 0 });
    const theirs = report.partners.find((row: { partner: { id: string } }) => row.partner.id === other.id).statement;
    expect(theirs).toMatchObject({ sales: 1, total: 70_000, commission: 35_000 });
    expect(report.commission).toBeGreaterThanOrEqual(16_500 + 35_000);

    // The percent of the day the sale was made stays, whatever the partner's terms are now.
    await asOwner(SAVE, { input: input({ id: partner.id, version: partner.version, name: 'Earner', commissionPercent: 90 }) });
    const later = (await asOwner(REPORT, { month })).data!.adminPartnerReport.partners.find((row: { partner: { id: string } }) => row.partner.id === partner.id);
    expect(later.statement.commission).toBe(16_500);
    // Another month holds none of it.
    expect((await asOwner(REPORT, { month: '2001-01' })).data!.adminPartnerReport).toMatchObject({ sales: 0, total: 0, commission: 0 });
  });

  it("pays no commission on a sale to the partner itself: its contact's email, phone or account (SECURITY-REVIEW-2 N10)", async () => {
    const byMail = await save({ name: 'Self Mail', contact: 'Self.Dealer@example.com', commissionPercent: 10 });
    const byPhone = await save({ name: 'Self Phone', contact: '07709998877', commissionPercent: 10 });
    const attribute = async (id: number, who: { id: string }, values: Record<string, unknown> = {}) => {
      await suite.shop.db
        .updateTable('orders')
        .set({ partner_id: Number(who.id), partner_commission_percent: '10.00', paid: true, status: 'completed', ...values })
        .where('id', '=', id)
        .execute();
    };
    // The partner buying as a guest with its own email (any case), or its phone typed without the 0.
    await attribute((await insertOrder(suite.shop.db, { total: 20_000, guestEmail: 'self.dealer@EXAMPLE.com' })).id, byMail);
    await attribute((await insertOrder(suite.shop.db, { total: 20_000 })).id, byPhone, { guest_phone: '7709998877' });
    // Or signed in to an account with that email or phone.
    const mailAccount = await createCustomer(suite.shop.db, { email: 'self.dealer@example.com' });
    const phoneAccount = await createCustomer(suite.shop.db, { phone: '07709998877' });
    await attribute((await insertOrder(suite.shop.db, { total: 20_000, userId: mailAccount.userId })).id, byMail);
    await attribute((await insertOrder(suite.shop.db, { total: 20_000, userId: phoneAccount.userId })).id, byPhone);
    // Anyone else still earns the partner its commission.
    await attribute((await insertOrder(suite.shop.db, { total: 30_000 })).id, byMail);

    const month = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 7);
    const report = (await asOwner(REPORT, { month })).data!.adminPartnerReport;
    const statementOf = (partner: { id: string }) => report.partners.find((row: { partner: { id: string } }) => row.partner.id === partner.id).statement;
    expect(statementOf(byMail)).toMatchObject({ sales: 1, total: 30_000, commission: 3000, notEarning: 2 });
    expect(statementOf(byPhone)).toMatchObject({ sales: 0, total: 0, commission: 0, notEarning: 2 });
  });

  it('hands the owner a CSV of the month, and nobody else', async () => {
    const month = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 7);
    const get = (headers: Record<string, string>, path = `/admin/csv/partners/${month}`) => suite.shop.app.fetch(new Request(`${PUBLIC_URL}${path}`, { headers }));
    const response = await get(suite.owner.headers);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="partners-${month}.csv"`);
    // A BOM first, so spreadsheets read UTF-8 (Response.text() would drop it).
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.split('\r\n')[0]).toBe('\uFEFFpartner,status,percent,kind,sales,total,commission');
    expect(text).toContain('"Earner","active",90,"order",1,20000,2000');
    expect((await get(suite.staff.headers)).status).toBe(403);
    expect((await get({})).status).toBe(403);
    expect((await get(suite.owner.headers, '/admin/csv/partners/2026-13')).status).toBe(404);
    const exported = await suite.shop.db.selectFrom('audit_log').select(['action', 'after']).where('action', '=', 'csv.export').where('staff_user_id', '=', suite.owner.userId).execute();
    expect(exported.map((row) => (row.after as { file: string }).file)).toContain(`partners-${month}.csv`);
  });
});
