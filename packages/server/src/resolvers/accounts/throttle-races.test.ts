import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEER_ADDRESS_HEADER, throttleKey } from '../../auth/client-address.js';
import { LOCAL_HUMAN_CHECK_TOKEN } from '../../adapters/human-check/local-human-check.js';
import { totpCode } from '../../auth/totp.js';
import { backgroundSettled } from '../../internal/background.js';
import { registerCustomer, sessionOf } from '../../test/accounts.js';
import { testDatabases } from '../../test/databases.js';
import { createStaff, VERIFY } from '../../test/staff.js';
import { graphql, openShop, type TestShop } from '../../test/shop.js';

// SECURITY-REVIEW M1, M2, M10: parallel bursts never get past a limit, and past it the rightful
// owner passes with a human check instead of meeting a lock.

const LOGIN = `mutation L($email: String!, $password: String!, $token: String) { login(email: $email, password: $password, token: $token) { status } }`;
const FORGOT = `mutation F($email: String!, $token: String) { forgotPassword(email: $email, token: $token) { status message } }`;
const SIGN_UP = `mutation N($email: String!) { newsletter(email: $email, token: "${LOCAL_HUMAN_CHECK_TOKEN}") }`;
const RECOVER = `mutation R($code: String!, $token: String) { adminUseRecoveryCode(code: $code, token: $token) { verified } }`;

const from = (address: string, cookie?: string) => ({ headers: { [PEER_ADDRESS_HEADER]: address, ...(cookie ? { cookie } : {}) } });
const tally = (replies: Array<{ errors?: Array<{ message: string }> }>) => {
  const counts: Record<string, number> = {};
  for (const reply of replies) {
    const key = reply.errors?.[0]?.message ?? 'ok';
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
};

// Races need queries side by side on several connections: PostgreSQL only (PGlite answers one at a time).
const postgres = testDatabases().find((database) => database.name === 'PostgreSQL');

describe.skipIf(!postgres)('throttle races on PostgreSQL', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openShop(postgres!);
  });
  afterAll(() => shop?.close());

  const mailsTo = async (email: string, subject?: string) => {
    await backgroundSettled();
    let query = shop.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('recipient', '=', email);
    if (subject) query = query.where('subject', '=', subject);
    return Number((await query.executeTakeFirstOrThrow()).n);
  };

  it('evaluates at most 10 of 60 parallel wrong passwords; then the right one passes only with a human check', async () => {
    const { payload } = await registerCustomer(shop.app);
    const replies = await Promise.all(Array.from({ length: 60 }, (_, i) => graphql(shop.app, LOGIN, { email: payload.email, password: `wrong-${i}` }, from('198.51.100.20'))));
    expect(tally(replies)).toEqual({ 'auth.failed': 10, 'auth.humanCheck': 50 });
    const elsewhere = from('203.0.113.99');
    const bare = await graphql(shop.app, LOGIN, { email: payload.email, password: payload.password }, elsewhere);
    expect(bare.errors![0]!.message).toBe('auth.humanCheck');
    expect(bare.headers.getSetCookie()).toEqual([]);
    const wrongToken = await graphql(shop.app, LOGIN, { email: payload.email, password: payload.password, token: 'forged' }, elsewhere);
    expect(wrongToken.errors![0]!.message).toBe('auth.humanCheck');
    const checked = await graphql(shop.app, LOGIN, { email: payload.email, password: payload.password, token: LOCAL_HUMAN_CHECK_TOKEN }, elsewhere);
    expect(checked.data!.login.status).toBe('pending');
    expect(sessionOf(checked)).toMatch(/=/);
    // The sign-in forgot the failures: the next one needs no check.
    expect((await graphql(shop.app, LOGIN, { email: payload.email, password: payload.password }, elsewhere)).errors).toBeUndefined();
  });

  it('keys IPv6 clients on their /64: rotating within it gives no new attempts', async () => {
    // 27 failures of the block are stored directly (each real one costs a scrypt), 3 made for real.
    const block = throttleKey('2001:db8:7:7::1');
    await shop.db
      .insertInto('auth_attempts')
      .values(Array.from({ length: 27 }, (_, i) => ({ kind: 'login' as const, account: `v6-${i}@example.com`, address: block, created_at: new Date() })))
      .execute();
    const replies = await Promise.all(
      ['2001:db8:7:7::1', '2001:DB8:7:7:0:0:0:2', '2001:db8:7:7:abcd::9'].map((address, i) => graphql(shop.app, LOGIN, { email: `v6-real-${i}@example.com`, password: 'nope-nope' }, from(address))),
    );
    expect(tally(replies)).toEqual({ 'auth.failed': 3 });
    const sameBlock = await graphql(shop.app, LOGIN, { email: 'v6-more@example.com', password: 'nope-nope' }, from('2001:db8:7:7:ffff:1:2:3'));
    expect(sameBlock.errors![0]!.message).toBe('auth.humanCheck');
    const nextBlock = await graphql(shop.app, LOGIN, { email: 'v6-more@example.com', password: 'nope-nope' }, from('2001:db8:7:8::1'));
    expect(nextBlock.errors![0]!.message).toBe('auth.failed');
  });

  it('checks at most 5 of 40 parallel TOTP codes, then stops TOTP; recovery codes race the same way and then pass with a human check', async () => {
    const staff = await createStaff(shop);
    const as = from('198.51.100.30', staff.headers.cookie);
    const codes = await Promise.all(Array.from({ length: 40 }, () => graphql(shop.app, VERIFY, { code: '000000' }, as)));
    expect(tally(codes)).toEqual({ 'auth.failed': 5, 'admin.useRecoveryCode': 35 });
    expect((await graphql(shop.app, VERIFY, { code: totpCode(staff.secret) }, as)).errors![0]!.message).toBe('admin.useRecoveryCode');
    const guesses = await Promise.all(Array.from({ length: 40 }, (_, i) => graphql(shop.app, RECOVER, { code: `wrong-${i}` }, as)));
    expect(tally(guesses)).toEqual({ 'auth.failed': 5, 'auth.humanCheck': 35 });
    const bare = await graphql(shop.app, RECOVER, { code: staff.recoveryCodes[0] }, as);
    expect(bare.errors![0]!.message).toBe('auth.humanCheck');
    const checked = await graphql(shop.app, RECOVER, { code: staff.recoveryCodes[0], token: LOCAL_HUMAN_CHECK_TOKEN }, as);
    expect(checked.data!.adminUseRecoveryCode.verified).toBe(true);
  });

  it('mails at most 3 reset links to one email of 20 parallel requests', async () => {
    const { payload } = await registerCustomer(shop.app);
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => graphql(shop.app, FORGOT, { email: payload.email }, from(`198.51.100.${100 + i}`))));
    expect(replies.every((reply) => reply.data!.forgotPassword.status === 'ok')).toBe(true);
    expect(await mailsTo(String(payload.email), 'Reset your password')).toBe(3);
  });

  it('asks a client address past 10 reset requests for the human check, and then mails', async () => {
    const { payload } = await registerCustomer(shop.app);
    const client = from('198.51.100.40');
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => graphql(shop.app, FORGOT, { email: `reset-${i}@example.com` }, client)));
    expect(replies.filter((reply) => reply.data!.forgotPassword.status === 'ok')).toHaveLength(10);
    const bare = await graphql(shop.app, FORGOT, { email: payload.email }, client);
    expect(bare.data!.forgotPassword).toEqual({ status: 'fail', message: 'auth.humanCheck' });
    expect(await mailsTo(String(payload.email), 'Reset your password')).toBe(0);
    const checked = await graphql(shop.app, FORGOT, { email: payload.email, token: LOCAL_HUMAN_CHECK_TOKEN }, client);
    expect(checked.data!.forgotPassword).toEqual({ status: 'ok', message: null });
    expect(await mailsTo(String(payload.email), 'Reset your password')).toBe(1);
  });

  it('mails at most 3 newsletter confirmations to one email of 20 parallel sign-ups', async () => {
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => graphql(shop.app, SIGN_UP, { email: 'race@example.com' }, from(`198.51.100.${150 + i}`))));
    expect(tally(replies)).toEqual({ ok: 3, 'newsletter.throttled': 17 });
    expect(await mailsTo('race@example.com')).toBe(3);
  });
});
