import { describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { awayDatabase, QUIET_LOGGER } from '../test/away-database.js';
import { graphql, PUBLIC_URL } from '../test/shop.js';
import { createDatabase } from './database.js';
import { pingDatabase } from './repositories/health.js';
import { isDatabaseUnavailable } from './unavailable.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('names a lost or unreachable database, wrapped or not', () => {
    expect(isDatabaseUnavailable(withCode('terminating connection due to administrator command', '57P01'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('connection failure', '08006'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]), {}))).toBe(true);
    expect(isDatabaseUnavailable({ message: 'Unexpected error.', originalError: new Error('x', { cause: withCode('read ECONNRESET', 'ECONNRESET') }) })).toBe(true);
  });

  it('leaves SQL errors, other services out of reach and everything else alone', () => {
    expect(isDatabaseUnavailable(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('new row violates check constraint', '23514'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('fetch failed', { cause: withCode('connect ECONNREFUSED 127.0.0.1:443', 'ECONNREFUSED') }))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe('a database that is away', () => {
  it('PostgreSQL refusing connections: /graphql answers 503 service.unavailable, /readyz 503, /healthz 200', async () => {
    const db = await awayDatabase();
    const app = createApp({ db, publicUrl: PUBLIC_URL, allowedOrigins: [PUBLIC_URL], logger: QUIET_LOGGER });
    try {
      const reply = await graphql(app, '{ product(id: "1") { id } }');
      expect(reply.status).toBe(503);
      expect(reply.headers.get('retry-after')).toBe('1');
      expect(reply.errors).toEqual([expect.objectContaining({ message: 'service.unavailable', extensions: { code: 'SERVICE_UNAVAILABLE' } })]);
      const order = await graphql(
        app,
        'mutation { buyNowGuest(id: "1", quantity: 1, method: "cash", city: "1", address: "Street 1", token: "local-unverified", guest: { name: "A", email: "a@b.iq", phone: "07701234567", address: "x" }) { id } }',
      );
      expect(order.errors?.[0]?.message, JSON.stringify(order.errors)).toBe('service.unavailable');
      expect(order.status).toBe(503);
      expect((await app.fetch(new Request(`${PUBLIC_URL}/readyz`))).status).toBe(503);
      expect((await app.fetch(new Request(`${PUBLIC_URL}/healthz`))).status).toBe(200);
    } finally {
      await db.destroy();
    }
  });

  it('PGlite closed under the app (shutdown): 503 service.unavailable, not a 500', async () => {
    const db = createDatabase({ dataDir: 'memory://' });
    await pingDatabase(db);
    const app = createApp({ db, publicUrl: PUBLIC_URL, allowedOrigins: [PUBLIC_URL], logger: QUIET_LOGGER });
    await db.destroy();
    const reply = await graphql(app, '{ product(id: "1") { id } }');
    expect(reply.status).toBe(503);
    expect(reply.errors?.[0]?.message).toBe('service.unavailable');
  }, 120_000); // PGlite's start is slow on a busy machine
});
