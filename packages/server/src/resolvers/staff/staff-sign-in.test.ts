import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, newSessionToken, sessionCookieName } from '../../auth/session-cookie.js';
import { totpCode } from '../../auth/totp.js';
import { LOGIN, registerCustomer, sessionOf } from '../../test/accounts.js';
import { testDatabases } from '../../test/databases.js';
import { createStaff, RECOVER, staffCommand, VERIFY } from '../../test/staff.js';
import { graphql, openShop, PUBLIC_URL, type TestShop } from '../../test/shop.js';

const ME = `{ adminMe { name email role verified recoveryCodesLeft } }`;
const ORDERS = `{ adminOrders { pageInfo { total } } }`;

describe.each(testDatabases())('staff sign-in on $name', (database) => {
  let shop: TestShop;
  const as = (cookie: string) => ({ headers: { cookie } });

  beforeAll(async () => {
    shop = await openShop(database);
  });
  afterAll(() => shop.close());

  it('signs in with the customer login, then passes the factor with a TOTP code', async () => {
    const { payload, userId } = await registerCustomer(shop.app);
    // SECURITY-REVIEW L3: a pending account is refused; once its email is verified it may be staff.
    expect(await staffCommand(shop, 'add', { email: payload.email, role: 'owner' })).toMatchObject({ body: { error: 'account.pending' } });
    await shop.db.updateTable('users').set({ status: 'active' }).where('id', '=', userId).execute();
    const added = await staffCommand(shop, 'add', { email: payload.email, role: 'owner' });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ email: payload.email, role: 'owner', secret: expect.stringMatching(/^[A-Z2-7]{32}$/) });
    expect(added.body.uri).toMatch(/^otpauth:\/\/totp\/candleshop%3A/);
    expect(added.body.recoveryCodes).toHaveLength(10);
    const login = await graphql(shop.app, LOGIN, { email: payload.email, password: payload.password });
    const cookie = sessionOf(login);
    expect((await graphql(shop.app, ME, {}, as(cookie))).data!.adminMe).toEqual({
      name: 'Dara Ahmed',
      email: payload.email,
      role: 'owner',
      verified: false,
      recoveryCodesLeft: 10,
    });
    expect((await graphql(shop.app, ORDERS, {}, as(cookie))).errors![0]!.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'secondFactor' });
    const verified = await graphql(shop.app, VERIFY, { code: totpCode(added.body.secret) }, as(cookie));
    expect(verified.data!.adminVerifyTotp).toMatchObject({ verified: true, role: 'owner' });
    expect((await graphql(shop.app, ORDERS, {}, as(cookie))).data!.adminOrders.pageInfo.total).toBeGreaterThanOrEqual(0);
    const stored = await shop.db.selectFrom('staff').select('totp_secret').executeTakeFirstOrThrow();
    expect(stored.totp_secret).not.toContain(added.body.secret);
  });

  it('refuses a code used once already, even in another session', async () => {
    const staff = await createStaff(shop);
    const code = totpCode(staff.secret);
    expect((await graphql(shop.app, VERIFY, { code }, as(staff.headers.cookie))).data!.adminVerifyTotp.verified).toBe(true);
    // A second session of the same account (another browser).
    const token = newSessionToken();
    await shop.db
      .insertInto('sessions')
      .values({ user_id: staff.userId, token_hash: hashToken(token), expires_at: new Date(Date.now() + 86_400_000) })
      .execute();
    const other = `${sessionCookieName(PUBLIC_URL)}=${token}`;
    const again = await graphql(shop.app, VERIFY, { code }, as(other));
    expect(again.errors![0]!.message).toBe('auth.failed');
    expect((await graphql(shop.app, ME, {}, as(other))).data!.adminMe.verified).toBe(false);
  });

  it('passes the factor with a recovery code once', async () => {
    const staff = await createStaff(shop);
    const [code] = staff.recoveryCodes;
    const first = await graphql(shop.app, RECOVER, { code: code!.toUpperCase() }, as(staff.headers.cookie));
    expect(first.data!.adminUseRecoveryCode).toMatchObject({ verified: true, recoveryCodesLeft: 9 });
    const again = await graphql(shop.app, RECOVER, { code }, as(staff.headers.cookie));
    expect(again.errors![0]!.message).toBe('auth.failed');
    const stored = await shop.db.selectFrom('staff_recovery_codes').select('code_hash').where('user_id', '=', staff.userId).execute();
    expect(stored.map((row) => row.code_hash)).not.toContain(code);
  });

  it('stops TOTP codes after five wrong ones, even a right one then; a recovery code still passes', async () => {
    const staff = await createStaff(shop);
    for (let i = 0; i < 5; i += 1) {
      expect((await graphql(shop.app, VERIFY, { code: '000000' }, as(staff.headers.cookie))).errors![0]!.message).toBe('auth.failed');
    }
    const right = await graphql(shop.app, VERIFY, { code: totpCode(staff.secret) }, as(staff.headers.cookie));
    expect(right.errors![0]!.message).toBe('admin.useRecoveryCode');
    const recovered = await graphql(shop.app, RECOVER, { code: staff.recoveryCodes[0] }, as(staff.headers.cookie));
    expect(recovered.data!.adminUseRecoveryCode).toMatchObject({ verified: true, recoveryCodesLeft: 9 });
  });

  it('answers the staff command only from this machine, for registered emails and known roles', async () => {
    const staff = await createStaff(shop);
    // SECURITY-REVIEW H1: a forwarded header is no loopback connection.
    expect((await staffCommand(shop, 'add', { email: staff.email, role: 'owner' }, { 'x-forwarded-for': '127.0.0.1' })).status).toBe(404);
    expect(await staffCommand(shop, 'add', { email: 'nobody@example.com', role: 'staff' })).toEqual({ status: 404, body: { error: 'not.found' } });
    expect((await staffCommand(shop, 'add', { email: staff.email, role: 'admin' })).body).toMatchObject({ error: 'bad.request', validation: { role: ['input.role.invalid'] } });
    const removed = await staffCommand(shop, 'remove', { email: staff.email });
    expect(removed).toEqual({ status: 200, body: { email: staff.email } });
    expect((await graphql(shop.app, ME, {}, as(staff.headers.cookie))).errors![0]!.message).toBe('forbidden');
    expect((await staffCommand(shop, 'remove', { email: staff.email })).status).toBe(404);
  });

  it('gives a new secret on a second add, so the old one and its codes stop working', async () => {
    const staff = await createStaff(shop);
    const again = await staffCommand(shop, 'add', { email: staff.email, role: 'staff' });
    expect(again.body.secret).not.toBe(staff.secret);
    expect((await graphql(shop.app, RECOVER, { code: staff.recoveryCodes[0] }, as(staff.headers.cookie))).errors![0]!.message).toBe('auth.failed');
    expect((await graphql(shop.app, RECOVER, { code: again.body.recoveryCodes[0] }, as(staff.headers.cookie))).data!.adminUseRecoveryCode.verified).toBe(true);
  });
});
