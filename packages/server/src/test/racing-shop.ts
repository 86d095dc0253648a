import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import type { AppOptions } from '../app.js';
import { createDatabase } from '../db/database.js';
import type { Database } from '../db/types.js';
import { testDatabases } from './databases.js';
import { openShop, PUBLIC_URL, type TestShop } from './shop.js';

/** A GraphQL answer as the race suites read it. */
export interface Reply {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

/**
 * Where races are real: PostgreSQL (SECURITY A1). PGlite runs one transaction at a time, so a race
 * suite skips without TEST_DATABASE_URL.
 */
export const racingDatabase = testDatabases().find((database) => database.name === 'PostgreSQL');

/**
 * A race suite's shop on PostgreSQL, served over real HTTP on loopback: fetch opens a connection
 * per request in flight, so each is its own transaction. Opened before the suite, closed after.
 */
export function racingShop(options: Partial<AppOptions> = {}) {
  let shop: TestShop | undefined;
  let server: Server | undefined;
  let base = '';
  beforeAll(async () => {
    shop = await openShop(racingDatabase!, options);
    server = createServer(shop.app.handler);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await shop?.close();
  });
  return {
    get shop(): TestShop {
      return shop!;
    },
    async post(query: string, variables: Record<string, unknown>, cookie?: string): Promise<Reply> {
      const response = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', host: new URL(PUBLIC_URL).host, ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as Reply;
    },
  };
}

/**
 * Two instances of the shop on one fresh PostgreSQL database, each with its own pool as two
 * processes have: `instance` makes each from its database, `prepare` readies the database through
 * the first (migrations, a seed). Opened before the suite, closed and the database dropped after it.
 */
export function racingInstances<Instance extends { db: Kysely<Database> }>(instance: (db: Kysely<Database>) => Instance, prepare: (db: Kysely<Database>) => Promise<unknown>) {
  let a: Instance | undefined;
  let b: Instance | undefined;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const settings = await racingDatabase!.settings();
    drop = settings.drop;
    a = instance(createDatabase({ databaseUrl: settings.databaseUrl!, maxConnections: 4 }));
    b = instance(createDatabase({ databaseUrl: settings.databaseUrl!, maxConnections: 4 }));
    await prepare(a.db);
  });
  afterAll(async () => {
    await Promise.all([a?.db.destroy(), b?.db.destroy()]);
    await drop?.();
  });
  return {
    get a(): Instance {
      return a!;
    },
    get b(): Instance {
      return b!;
    },
  };
}
