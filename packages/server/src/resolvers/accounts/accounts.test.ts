import { normalizePhone } from '@candleshop/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../auth/session-cookie.js';
import { testDatabases } from '../../test/databases.js';
import { createCustomer } from '../../test/customers.js';
import { graphql, openShop, PUBLIC_URL, TEST_PASSWORD_COST, type TestShop } from '../../test/shop.js';
import { lastMailTo, LOGIN, newRegistration, REGISTER, registerCustomer, sessionOf, USER_FIELDS } from '../../test/accounts.js';

const ME = `{ user { ${USER_FIELDS} } }`;
const LOGIN_CHECKED = `mutation Login($email: String!, $password: String!) { login(email: $email, password: $password, token: "local-unverified") { status } }`;

describe.each(testDatabases())('accounts on $name', (database) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openShop(database);
  });
  afterAll(() => shop?.close());

  describe('register', () => {
    it('creates a pending account, signs it in and answers the user', async () => {
      const { reply, payload, cookie } = await registerCustomer(shop.app, {}, 'ar');
      const { register } = reply.data!;
      expect(register.status).toBe('pending');
      expect(register.user).toMatchObject({
        name: 'Dara Ahmed',
        email: payload.email,
        phone: normalizePhone(String(payload.phone)),
        status: 'pending',
        dob: '1990-04-21',
        gender: 'female',
        address: null,
        profile: null,
        city: { id: '1' },
      });
      expect(register.user.age).toBeGreaterThanOrEqual(36);
      const me = await graphql(shop.app, ME, {}, { headers: { cookie } });
      expect(me.data!.user.email).toBe(payload.email);
      const row = await shop.db.selectFrom('users').select(['lang', 'password_hash']).where('email', '=', String(payload.email)).executeTakeFirstOrThrow();
      expect(row.lang).toBe('ar');
      expect(row.password_hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]+$/);
      // At the cost the shop's accounts set (the suites' own, TEST_PASSWORD_COST).
      expect(row.password_hash!.split('$')[1]).toBe(String(TEST_PASSWORD_COST));
      expect(row.password_hash).not.toContain(String(payload.password));
    });

    it('stores phones in one form and converts Arabic-Indic digits', async () => {
      const { reply } = await registerCustomer(shop.app, { phone: '٧٥٠٩٩٩٩٩٩٩' });
      expect(reply.data!.register.user.phone).toBe('+9647509999999');
    });

    it('refuses a taken email or phone with validation keys', async () => {
      const { payload } = await registerCustomer(shop.app);
      const sameEmail = await graphql(shop.app, REGISTER, newRegistration({ email: String(payload.email).toUpperCase() }));
      expect(sameEmail.errors![0]).toMatchObject({ message: 'bad.request', extensions: { validation: { email: ['input.email.duplicate'] } } });
      const samePhone = await graphql(shop.app, REGISTER, newRegistration({ phone: String(payload.phone).slice(1) }));
      expect(samePhone.errors![0]).toMatchObject({ message: 'bad.request', extensions: { validation: { phone: ['input.phone.duplicate'] } } });
    });

    it.each([
      [{ name: '  ' }, 'name', 'validation.nameRequired'],
      [{ email: '' }, 'email', 'validation.emailRequired'],
      [{ email: 'no-at-sign' }, 'email', 'validation.emailInvalid'],
      [{ password: 'short' }, 'password', 'validation.passwordLength'],
      [{ phone: '' }, 'phone', 'validation.phoneRequired'],
      [{ phone: '0780000000' }, 'phone', 'validation.phoneInvalid'],
      [{ phone: '06800000000' }, 'phone', 'validation.phoneInvalid'],
      [{ city: '' }, 'city', 'validation.cityRequired'],
      [{ city: '99999' }, 'city', 'input.city.invalid'],
      [{ dob: `${new Date().getFullYear() - 10}-01-01` }, 'dob', 'validation.underage'],
      [{ dob: '1990-02-30' }, 'dob', 'validation.dobInvalid'],
      [{ gender: 'other' }, 'gender', 'validation.genderInvalid'],
      [{ profile: 'https://evil.example/x.png' }, 'profile', 'input.profile.invalid'],
    ])('refuses %j with its key', async (fields, field, key) => {
      const reply = await graphql(shop.app, REGISTER, newRegistration(fields));
      expect(reply.errors).toHaveLength(1);
      expect(reply.errors![0]!.message).toBe('bad.request');
      expect((reply.errors![0]!.extensions!.validation as Record<string, string[]>)[field]).toContain(key);
      expect(reply.headers.getSetCookie()).toEqual([]);
    });

    it('lets one of two racing registrations with one email win; the other gets the duplicate key', async () => {
      const email = `race-${Date.now()}@example.com`;
      const replies = await Promise.all([newRegistration({ email }), newRegistration({ email: email.toUpperCase() })].map((payload) => graphql(shop.app, REGISTER, payload)));
      expect(replies.filter((reply) => !reply.errors)).toHaveLength(1);
      const loser = replies.find((reply) => reply.errors)!;
      expect(loser.errors![0]).toMatchObject({ message: 'bad.request', extensions: { validation: { email: ['input.email.duplicate'] } } });
    });

    it('accepts gender null and no date of birth', async () => {
      const { reply } = await registerCustomer(shop.app, { gender: null, dob: null });
      expect(reply.data!.register.user).toMatchObject({ gender: null, dob: null, age: null });
    });

    it('refuses a failed human check with bad.request', async () => {
      const reply = await graphql(shop.app, REGISTER, newRegistration({ token: 'forged' }));
      expect(reply.errors![0]).toMatchObject({ message: 'bad.request', extensions: { code: 'REFUSED' } });
    });
  });

  describe('sessions', () => {
    it('sets an HttpOnly, SameSite=Lax cookie on the whole site with 256 random bits', async () => {
      const { reply } = await registerCustomer(shop.app);
      const [cookie] = reply.headers.getSetCookie();
      expect(cookie).toMatch(/^sid=[A-Za-z0-9_-]{43}; HttpOnly; SameSite=Lax; Path=\/; Max-Age=\d+$/);
      expect(cookie).not.toMatch(/Domain/i);
    });

    it('names the cookie __Host-sid with Secure on https', async () => {
      const app = shop.appWith({ publicUrl: 'https://shop.test' });
      const reply = await graphql(app, REGISTER, newRegistration());
      const [cookie] = reply.headers.getSetCookie();
      expect(cookie).toMatch(/^__Host-sid=[A-Za-z0-9_-]{43}; HttpOnly; SameSite=Lax; Path=\/; Max-Age=\d+; Secure$/);
      const me = await graphql(app, ME, {}, { headers: { cookie: sessionOf(reply) } });
      expect(me.data!.user).not.toBeNull();
    });

    it('stores only the hash of the session token', async () => {
      const { cookie, userId } = await registerCustomer(shop.app);
      const token = cookie.slice(cookie.indexOf('=') + 1);
      const rows = await shop.db.selectFrom('sessions').select('token_hash').where('user_id', '=', userId).execute();
      expect(rows.map((row) => row.token_hash)).toEqual([hashToken(token)]);
    });

    it('logs in with a new session and ends the one the request came with (no fixation)', async () => {
      const { payload, cookie: first } = await registerCustomer(shop.app);
      const login = await graphql(shop.app, LOGIN, { email: ` ${String(payload.email).toUpperCase()} `, password: payload.password }, { headers: { cookie: first } });
      expect(login.errors).toBeUndefined();
      expect(login.data!.login.status).toBe('pending');
      const second = sessionOf(login);
      expect(second).not.toBe(first);
      expect((await graphql(shop.app, ME, {}, { headers: { cookie: first } })).data!.user).toBeNull();
      expect((await graphql(shop.app, ME, {}, { headers: { cookie: second } })).data!.user.email).toBe(payload.email);
    });

    it('ends the session and clears the cookie at logout; the old cookie is dead', async () => {
      const { cookie } = await registerCustomer(shop.app);
      const out = await graphql(shop.app, `mutation { logout { status } }`, {}, { headers: { cookie } });
      expect(out.data!.logout.status).toBe('ok');
      expect(out.headers.getSetCookie()[0]).toMatch(/^sid=; HttpOnly; SameSite=Lax; Path=\/; Max-Age=0$/);
      expect((await graphql(shop.app, ME, {}, { headers: { cookie } })).data!.user).toBeNull();
    });

    it('never shows another customer: user follows the cookie only', async () => {
      const a = await registerCustomer(shop.app);
      const b = await createCustomer(shop.db);
      const me = await graphql(shop.app, ME, {}, { headers: b.headers });
      expect(me.data!.user.email).toBe(b.email);
      expect(me.data!.user.email).not.toBe(a.payload.email);
      expect((await graphql(shop.app, ME)).data!.user).toBeNull();
      expect((await graphql(shop.app, ME, {}, { headers: { cookie: 'sid=forged' } })).data!.user).toBeNull();
    });
  });

  describe('login', () => {
    it('answers the same for an unknown email and a wrong password', async () => {
      const { payload } = await registerCustomer(shop.app);
      const wrong = await graphql(shop.app, LOGIN, { email: payload.email, password: 'wrong password' });
      const unknown = await graphql(shop.app, LOGIN, { email: 'nobody@example.com', password: 'wrong password' });
      expect(wrong.status).toBe(unknown.status);
      expect(wrong.errors).toEqual(unknown.errors);
      expect(wrong.errors![0]).toMatchObject({ message: 'auth.failed' });
      expect(wrong.headers.getSetCookie()).toEqual([]);
    });

    it('counts every login field resolution, aliased ones too, and asks for the human check after 10 failures', async () => {
      const { payload } = await registerCustomer(shop.app);
      const attempts = async () =>
        Number(
          (
            await shop.db
              .selectFrom('auth_attempts')
              .select((eb) => eb.fn.countAll<string>().as('n'))
              .where('account', '=', String(payload.email))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const aliases = Array.from({ length: 10 }, (_, i) => `a${i}: login(email: $email, password: "wrong-${i}") { status }`).join('\n');
      // login answers AuthPayload!, so GraphQL stops a mutation at its first failed field: each
      // burst runs one attempt, and that one counts.
      for (let burst = 1; burst <= 10; burst += 1) {
        const reply = await graphql(shop.app, `mutation Burst($email: String!) { ${aliases} }`, { email: payload.email });
        expect(reply.errors!.map((error) => error.message)).toEqual(['auth.failed']);
        expect(await attempts()).toBe(burst);
      }
      // SECURITY-REVIEW M1: a challenge, not a lock; the human check lets the owner in.
      const right = await graphql(shop.app, LOGIN, { email: payload.email, password: payload.password });
      expect(right.errors![0]).toMatchObject({ message: 'auth.humanCheck' });
      expect(right.headers.getSetCookie()).toEqual([]);
      const checked = await graphql(shop.app, LOGIN_CHECKED, { email: payload.email, password: payload.password });
      expect(checked.errors).toBeUndefined();
      expect(await attempts()).toBe(0);
    });

    it('counts aliased logins that run one by one', async () => {
      const { payload } = await registerCustomer(shop.app);
      await shop.db
        .insertInto('auth_attempts')
        .values(Array.from({ length: 8 }, () => ({ kind: 'login' as const, account: String(payload.email), address: 'x', created_at: new Date() })))
        .execute();
      const two = `mutation Two($email: String!, $password: String!) { a: login(email: $email, password: $password) { status } b: login(email: $email, password: "wrong") { status } }`;
      // The first alias succeeds (and forgets the failures); the second one fails and counts.
      const reply = await graphql(shop.app, two, { email: payload.email, password: payload.password });
      expect(reply.errors!.map((error) => error.message)).toEqual(['auth.failed']);
      const rows = await shop.db.selectFrom('auth_attempts').select('id').where('account', '=', String(payload.email)).execute();
      expect(rows).toHaveLength(1);
    });

    it('asks for the human check per account across client addresses, and per address across accounts', async () => {
      const { payload } = await registerCustomer(shop.app);
      for (let i = 0; i < 10; i += 1) {
        const peer = { 'x-candleshop-peer-address': `203.0.113.${i + 1}` };
        await graphql(shop.app, LOGIN, { email: payload.email, password: 'nope-nope' }, { headers: peer });
      }
      const fresh = await graphql(shop.app, LOGIN, { email: payload.email, password: payload.password }, { headers: { 'x-candleshop-peer-address': '203.0.113.200' } });
      expect(fresh.errors![0]!.message).toBe('auth.humanCheck');

      const other = await registerCustomer(shop.app);
      const peer = { 'x-candleshop-peer-address': '198.51.100.7' };
      // 29 failures of other accounts from this address are counted directly (each real one costs a scrypt), the 30th for real.
      await shop.db
        .insertInto('auth_attempts')
        .values(Array.from({ length: 29 }, (_, i) => ({ kind: 'login' as const, account: `someone${i}@example.com`, address: '198.51.100.7', created_at: new Date() })))
        .execute();
      const thirtieth = await graphql(shop.app, LOGIN, { email: 'someone-else@example.com', password: 'nope-nope' }, { headers: peer });
      expect(thirtieth.errors![0]!.message).toBe('auth.failed');
      const fromPeer = await graphql(shop.app, LOGIN, { email: other.payload.email, password: other.payload.password }, { headers: peer });
      expect(fromPeer.errors![0]!.message).toBe('auth.humanCheck');
      const elsewhere = await graphql(shop.app, LOGIN, { email: other.payload.email, password: other.payload.password }, { headers: { 'x-candleshop-peer-address': '198.51.100.8' } });
      expect(elsewhere.errors).toBeUndefined();
    });
  });

  describe('profile', () => {
    const UPDATE = `mutation U($name: String!, $email: String!, $phone: String, $city: ID, $address: String, $gender: String, $dob: String, $password: String) {
      updateProfile(name: $name, email: $email, phone: $phone, city: $city, address: $address, gender: $gender, dob: $dob, password: $password) { ${USER_FIELDS} } }`;

    it('updates the profile; a new email makes the account pending and mails a link', async () => {
      const { cookie, payload } = await registerCustomer(shop.app);
      const reply = await graphql(shop.app, UPDATE, { name: 'Dara A.', email: payload.email, city: '2', address: 'Street 5', gender: null, dob: '1985-01-02' }, { headers: { cookie } });
      expect(reply.errors).toBeUndefined();
      expect(reply.data!.updateProfile).toMatchObject({ name: 'Dara A.', address: 'Street 5', gender: null, dob: '1985-01-02', city: { id: '2' }, phone: normalizePhone(String(payload.phone)) });
      await shop.db.updateTable('users').set({ status: 'active' }).where('email', '=', String(payload.email)).execute();
      const email = `new-${Date.now()}@example.com`;
      const changed = await graphql(shop.app, UPDATE, { name: 'Dara A.', email, password: payload.password }, { headers: { cookie } });
      expect(changed.data!.updateProfile).toMatchObject({ email, status: 'pending', address: 'Street 5' });
      expect(await shop.db.selectFrom('outbox').select('id').where('recipient', '=', email).executeTakeFirst()).toBeDefined();
    });

    it('changes the email only with the current password, tells the old address and ends the other sessions (SECURITY-REVIEW L2)', async () => {
      const { cookie, payload } = await registerCustomer(shop.app);
      const elsewhere = sessionOf(await graphql(shop.app, LOGIN, { email: payload.email, password: payload.password }));
      const email = `moved-${Date.now()}@example.com`;
      // The SPEC's arguments alone still change everything but the email.
      const missing = await graphql(shop.app, UPDATE, { name: 'Dara', email }, { headers: { cookie } });
      expect(missing.errors![0]).toMatchObject({ message: 'bad.request', extensions: { validation: { password: ['validation.passwordRequired'] } } });
      const wrong = await graphql(shop.app, UPDATE, { name: 'Dara', email, password: 'not the password' }, { headers: { cookie } });
      expect(wrong.errors![0]).toMatchObject({ message: 'password.wrong', extensions: { code: 'REFUSED' } });
      expect(await shop.db.selectFrom('outbox').select('id').where('recipient', '=', email).executeTakeFirst()).toBeUndefined();
      const moved = await graphql(shop.app, UPDATE, { name: 'Dara', email, password: payload.password }, { headers: { cookie } });
      expect(moved.data!.updateProfile.email).toBe(email);
      expect((await lastMailTo(shop.db, String(payload.email)))?.subject).toBe('The email of your candle shop account was changed');
      expect((await graphql(shop.app, `{ user { email } }`, {}, { headers: { cookie: elsewhere } })).data!.user).toBeNull();
      expect((await graphql(shop.app, `{ user { email } }`, {}, { headers: { cookie } })).data!.user.email).toBe(email);
    });

    it('signs out everywhere, this session too (SECURITY-REVIEW L2)', async () => {
      const { cookie, payload } = await registerCustomer(shop.app);
      const elsewhere = sessionOf(await graphql(shop.app, LOGIN, { email: payload.email, password: payload.password }));
      const reply = await graphql(shop.app, `mutation { logoutEverywhere { status } }`, {}, { headers: { cookie } });
      expect(reply.data!.logoutEverywhere).toEqual({ status: 'ok' });
      for (const session of [cookie, elsewhere]) expect((await graphql(shop.app, `{ user { email } }`, {}, { headers: { cookie: session } })).data!.user).toBeNull();
    });

    it('refuses another account’s email and needs a session', async () => {
      const a = await registerCustomer(shop.app);
      const b = await registerCustomer(shop.app);
      const taken = await graphql(shop.app, UPDATE, { name: 'B', email: a.payload.email, password: b.payload.password }, { headers: { cookie: b.cookie } });
      expect(taken.errors![0]).toMatchObject({ extensions: { validation: { email: ['input.email.duplicate'] } } });
      const guest = await graphql(shop.app, UPDATE, { name: 'B', email: 'x@example.com' });
      expect(guest.errors![0]).toMatchObject({ message: 'unauthorized' });
    });

    it('sets the phone, refusing a taken one', async () => {
      const a = await registerCustomer(shop.app);
      const customer = await createCustomer(shop.db);
      const PHONE = `mutation P($phone: String!) { updatePhone(phone: $phone) { phone } }`;
      const taken = await graphql(shop.app, PHONE, { phone: a.payload.phone }, { headers: customer.headers });
      expect(taken.errors![0]).toMatchObject({ message: 'bad.request', extensions: { validation: { phone: ['input.phone.duplicate'] } } });
      const invalid = await graphql(shop.app, PHONE, { phone: '12345' }, { headers: customer.headers });
      expect(invalid.errors![0]).toMatchObject({ extensions: { validation: { phone: ['validation.phoneInvalid'] } } });
      const ok = await graphql(shop.app, PHONE, { phone: '7701234567' }, { headers: customer.headers });
      expect(ok.data!.updatePhone.phone).toBe('+9647701234567');
    });

    it('changes the password after checking the old one and ends the other sessions', async () => {
      const { payload, cookie } = await registerCustomer(shop.app);
      const elsewhere = sessionOf(await graphql(shop.app, LOGIN, { email: payload.email, password: payload.password }));
      const CHANGE = `mutation C($old: String!, $new: String!) { updatePassword(old: $old, new: $new) { status message } }`;
      const wrong = await graphql(shop.app, CHANGE, { old: 'not it at all', new: 'a new password' }, { headers: { cookie } });
      expect(wrong.data!.updatePassword).toEqual({ status: 'fail', message: 'password.wrong' });
      const short = await graphql(shop.app, CHANGE, { old: payload.password, new: 'short' }, { headers: { cookie } });
      expect(short.errors![0]).toMatchObject({ extensions: { validation: { new: ['validation.passwordLength'] } } });
      const ok = await graphql(shop.app, CHANGE, { old: payload.password, new: 'a new password' }, { headers: { cookie } });
      expect(ok.data!.updatePassword).toEqual({ status: 'ok', message: null });
      expect((await graphql(shop.app, ME, {}, { headers: { cookie } })).data!.user).not.toBeNull();
      expect((await graphql(shop.app, ME, {}, { headers: { cookie: elsewhere } })).data!.user).toBeNull();
      const relogin = await graphql(shop.app, LOGIN, { email: payload.email, password: 'a new password' });
      expect(relogin.errors).toBeUndefined();
    });
  });

  it('answers null for user without a session, and public queries stay cacheable', async () => {
    const reply = await graphql(shop.app, ME);
    expect(reply.data).toEqual({ user: null });
    expect(PUBLIC_URL).toBe('http://shop.test');
  });
});
