import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import type { AppOptions } from '../app.js';
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
