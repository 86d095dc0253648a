import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LogConfig } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import { localAccountAdapters } from '../accounts-adapters.js';
import { createApp, type AppOptions, type ShopApp } from '../app.js';
import type { OpenedTestDatabase, TestDatabase } from './databases.js';

/** The public URL test apps run under; picture URLs start with it. */
export const PUBLIC_URL = 'http://shop.test';
/** An origin on the test apps' allow-list. */
export const PARTNER_ORIGIN = 'https://partner.example';
/** Caps the suites do not reach (they place many orders per customer); hold tests pass their own. */
export const ROOMY_HOLDS = { cashHoldHours: 48, maxOpenUnpaid: 100_000, maxUnitsPerProduct: 100_000 };

/**
 * scrypt's cost for the suites' sign-ups (2^10, 1 MB, about 3 ms a hash instead of 84): they sign up
 * hundreds of customers, and the production cost is held by auth/sessions.test.ts.
 */
export const TEST_PASSWORD_COST = 1024;

/** A seeded test database with an app on it. */
export interface TestShop extends OpenedTestDatabase {
  app: ShopApp;
  /** Another app on the same database, with other options. */
  appWith(options: Partial<AppOptions>): ShopApp;
}

/** Opens a copy of the migrated, seeded database and builds the app on it. */
export async function openShop(database: TestDatabase, options: Partial<AppOptions> = {}, open: { log?: LogConfig } = {}): Promise<TestShop> {
  const opened = await database.open({ ...open, contents: 'seeded' });
  const appWith = (extra: Partial<AppOptions>) => {
    const settings = { db: opened.db, publicUrl: PUBLIC_URL, allowedOrigins: [PUBLIC_URL, PARTNER_ORIGIN], holds: ROOMY_HOLDS, ...options, ...extra };
    // The local adapters createApp would make, hashing at the suites' cost; a suite's own accounts as they are.
    return createApp({ ...settings, accounts: settings.accounts ?? { ...localAccountAdapters(opened.db, settings.publicUrl), passwordCost: TEST_PASSWORD_COST } });
  };
  return { ...opened, app: appWith({}), appWith };
}

/** A GraphQL response as a test sees it. */
export interface GraphQLReply<T> {
  status: number;
  headers: Headers;
  data?: T;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

/** POSTs one GraphQL operation as JSON through `yoga.fetch`'s router. */
export async function graphql<T = Record<string, any>>(app: ShopApp, query: string, variables: Record<string, unknown> = {}, options: { lang?: string; headers?: Record<string, string> } = {}): Promise<GraphQLReply<T>> {
  const url = `${PUBLIC_URL}/graphql${options.lang ? `?lang=${encodeURIComponent(options.lang)}` : ''}`;
  const response = await app.fetch(
    new Request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...options.headers },
      body: JSON.stringify({ query, variables }),
    }),
  );
  const body = (await response.json()) as Omit<GraphQLReply<T>, 'status' | 'headers'>;
  return { status: response.status, headers: response.headers, ...body };
}

/** Asserts the clean answer to an unknown id: HTTP 200 with one `not.found` error (DESIGN §3). */
export function expectNotFound(reply: GraphQLReply<unknown>): void {
  expect(reply.status).toBe(200);
  expect(reply.errors).toHaveLength(1);
  expect(reply.errors![0]).toMatchObject({ message: 'not.found', extensions: { code: 'NOT_FOUND' } });
}

/** Serves an app's Node handler on a free loopback port, as `main.ts` does: requests get a real socket peer and Host. */
export async function serveOnLoopback(app: Pick<ShopApp, 'handler'>): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer(app.handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The materials the shop offers (the refill builder's and the white-label calculator's), with the packages and the white-label candle price. */
export interface ShopMaterials {
  containers: Array<{ id: string; sizes: Array<{ id: string }> }>;
  colors: Array<{ id: string }>;
  scents: Array<{ id: string }>;
  wicks: Array<{ id: string }>;
  packages: Array<{ id: string; price: number }>;
  whiteLabelPrice: number;
}

/** Reads {@link ShopMaterials} through the public API, failing the test on an error. */
export async function shopMaterials(app: ShopApp): Promise<ShopMaterials> {
  const reply = await graphql<ShopMaterials>(app, `query M { containers { id sizes { id } } colors { id } scents { id } wicks { id } packages { id price } whiteLabelPrice }`);
  expect(reply.errors).toBeUndefined();
  return reply.data!;
}

/**
 * One shop for the enclosing read-only suite (opened before its tests, closed after them) and a
 * query on it in a language.
 */
export function suiteShop(database: TestDatabase) {
  const suite = {
    shop: undefined as unknown as TestShop,
    query: <T = Record<string, any>>(text: string, variables?: Record<string, unknown>, lang?: string) => graphql<T>(suite.shop.app, text, variables, { lang }),
  };
  beforeAll(async () => {
    suite.shop = await openShop(database);
  });
  afterAll(() => suite.shop?.close());
  return suite;
}
