import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountAdapters } from '../accounts-adapters.js';
import { readAccountsConfig } from '../accounts-config.js';
import { createCustomer } from '../test/customers.js';
import { testDatabases } from '../test/databases.js';
import { graphql, openShop, PUBLIC_URL, type TestShop } from '../test/shop.js';
import { DEFAULT_SESSION_IDLE_HOURS } from './sessions.js';
import { SESSION_TOUCH_INTERVAL_MS } from './viewer.js';

// SECURITY-REVIEW-2 N15: a customer session ends after SESSION_IDLE_HOURS without a request.

const HOUR = 3_600_000;
const USER = '{ user { email } }';

describe.each(testDatabases())('customer sessions idle out on $name', (database) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openShop(database);
  });
  afterAll(async () => {
    await shop?.close();
  });

  const lastSeen = async (userId: number, at?: Date) => {
    if (at) await shop.db.updateTable('sessions').set({ last_seen_at: at }).where('user_id', '=', userId).execute();
    return (await shop.db.selectFrom('sessions').select('last_seen_at').where('user_id', '=', userId).executeTakeFirstOrThrow()).last_seen_at;
  };

  it(`signs out a session unused for ${DEFAULT_SESSION_IDLE_HOURS} hours, and keeps one in use`, async () => {
    const idle = await createCustomer(shop.db);
    await lastSeen(idle.userId, new Date(Date.now() - (DEFAULT_SESSION_IDLE_HOURS * HOUR + 60_000)));
    expect((await graphql(shop.app, USER, {}, { headers: idle.headers })).data).toEqual({ user: null });

    const inUse = await createCustomer(shop.db);
    const before = new Date(Date.now() - (DEFAULT_SESSION_IDLE_HOURS * HOUR - 60_000));
    await lastSeen(inUse.userId, before);
    expect((await graphql(shop.app, USER, {}, { headers: inUse.headers })).data).toEqual({ user: { email: inUse.email } });
    // The use starts its idle time again.
    expect((await lastSeen(inUse.userId)).getTime()).toBeGreaterThan(Date.now() - HOUR);
  });

  it('writes the last-seen time at most once every few minutes', async () => {
    const customer = await createCustomer(shop.db);
    const recent = new Date(Date.now() - SESSION_TOUCH_INTERVAL_MS / 2);
    await lastSeen(customer.userId, recent);
    expect((await graphql(shop.app, USER, {}, { headers: customer.headers })).data).toEqual({ user: { email: customer.email } });
    expect((await lastSeen(customer.userId)).getTime()).toBe(recent.getTime());
  });

  it('follows SESSION_IDLE_HOURS', async () => {
    const accounts = createAccountAdapters(shop.db, { publicUrl: PUBLIC_URL, production: false, config: readAccountsConfig({}), sessionIdleHours: 2 }, () => {});
    const app = shop.appWith({ accounts });
    const customer = await createCustomer(shop.db);
    await lastSeen(customer.userId, new Date(Date.now() - HOUR));
    expect((await graphql(app, USER, {}, { headers: customer.headers })).data).toEqual({ user: { email: customer.email } });
    await lastSeen(customer.userId, new Date(Date.now() - 3 * HOUR));
    expect((await graphql(app, USER, {}, { headers: customer.headers })).data).toEqual({ user: null });
  });
});
