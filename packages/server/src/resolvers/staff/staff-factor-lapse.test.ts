import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACTOR_IDLE_MS, FACTOR_LIFETIME_MS } from '../../auth/staff-factor.js';
import { totpCode } from '../../auth/totp.js';
import { testDatabases } from '../../test/databases.js';
import { RECOVER, verifiedStaff, type TestStaff } from '../../test/staff.js';
import { graphql, openShop, type TestShop } from '../../test/shop.js';

// SECURITY-REVIEW L5: the second factor of a staff session lapses after 30 idle minutes and
// 12 hours at most; the staff member passes it again on the same session.

const ME = `{ adminMe { verified } }`;
const ORDERS = `{ adminOrders { pageInfo { total } } }`;

describe.each(testDatabases())('the staff factor lapsing on $name', (database) => {
  let shop: TestShop;
  const as = (who: TestStaff, query: string, variables: Record<string, unknown> = {}) => graphql(shop.app, query, variables, { headers: who.headers });
  const session = (who: TestStaff) => shop.db.selectFrom('sessions').select(['id', 'verified_at', 'factor_seen_at']).where('user_id', '=', who.userId).executeTakeFirstOrThrow();
  const backdate = async (who: TestStaff, column: 'verified_at' | 'factor_seen_at', ms: number) =>
    shop.db
      .updateTable('sessions')
      .set({ [column]: new Date(Date.now() - ms) })
      .where('id', '=', (await session(who)).id)
      .execute();

  beforeAll(async () => {
    shop = await openShop(database);
  });
  afterAll(() => shop.close());

  it('keeps the factor while staff work, and moves the idle time on', async () => {
    const staff = await verifiedStaff(shop);
    await backdate(staff, 'factor_seen_at', FACTOR_IDLE_MS - 60_000);
    expect((await as(staff, ORDERS)).errors).toBeUndefined();
    expect(Date.now() - (await session(staff)).factor_seen_at!.getTime()).toBeLessThan(60_000);
  });

  it('asks for the factor again after 30 idle minutes, then lets the staff member back in', async () => {
    const staff = await verifiedStaff(shop);
    await backdate(staff, 'factor_seen_at', FACTOR_IDLE_MS + 1000);
    expect((await as(staff, ORDERS)).errors![0]).toMatchObject({ message: 'forbidden', extensions: { reason: 'secondFactor' } });
    expect((await as(staff, ME)).data!.adminMe).toEqual({ verified: false });
    // A lapsed session is not touched back to life by asking.
    expect((await as(staff, ORDERS)).errors![0]!.message).toBe('forbidden');
    expect((await as(staff, RECOVER, { code: staff.recoveryCodes[0] })).data!.adminUseRecoveryCode.verified).toBe(true);
    expect((await as(staff, ORDERS)).errors).toBeUndefined();
  });

  it('asks for the factor again 12 hours after it was passed, however busy', async () => {
    const staff = await verifiedStaff(shop);
    await backdate(staff, 'verified_at', FACTOR_LIFETIME_MS + 1000);
    expect((await as(staff, ORDERS)).errors![0]).toMatchObject({ message: 'forbidden', extensions: { reason: 'secondFactor' } });
    expect((await as(staff, ME)).data!.adminMe.verified).toBe(false);
    // The code of the next step (the one that verified is taken already).
    const code = totpCode(staff.secret, Date.now() + 30_000);
    expect((await as(staff, `mutation V($code: String!) { adminVerifyTotp(code: $code) { verified } }`, { code })).data!.adminVerifyTotp.verified).toBe(true);
  });
});
