import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type ShopApp } from '../../app.js';
import { createDatabase, postgresOf } from '../../db/database.js';
import { insertPartner, updatePartnerAtVersion } from '../../db/repositories/partners/registry.js';
import type { Database } from '../../db/types.js';
import { testDatabases } from '../../test/databases.js';
import { verifiedStaff } from '../../test/staff.js';
import { graphql, openShop, PUBLIC_URL, type TestShop } from '../../test/shop.js';
import { createPartnerOrigins } from './partner-origins.js';

// Issue 26: credentialed CORS for partners comes from the registry, and a change reaches every
// instance within seconds without a restart: NOTIFY/LISTEN on PostgreSQL, a short cache otherwise.

const SAVE = `mutation S($input: AdminPartnerInput!) { adminSavePartner(input: $input) { id version } }`;
const STATUS = `mutation P($id: ID!, $status: String!, $version: Int!) { adminSetPartnerStatus(id: $id, status: $status, version: $version) { version } }`;

const credentialedFor = async (app: ShopApp, origin: string) => {
  const response = await app.fetch(new Request(`${PUBLIC_URL}/graphql`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' } }));
  return response.headers.get('access-control-allow-credentials') === 'true' && response.headers.get('access-control-allow-origin') === origin;
};

/** Asks until `check` holds, for at most `ms`: what another instance hears comes a moment later. */
async function eventually(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}

// Without a listener: on PostgreSQL the LISTEN's own start and the insert's NOTIFY empty the cache
// at moments the test does not choose (the listening path is the second instance's test below).
describe.each(testDatabases().filter((database) => database.name === 'PGlite'))('partner origins cached on $name', (database) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openShop(database);
  });
  afterAll(async () => shop?.close());

  it('reads the registry again once its short cache expired, without being told', async () => {
    let clock = 0;
    const origins = createPartnerOrigins(shop.db, { now: () => clock, ttlMs: 5000, listeningTtlMs: 5000 });
    expect(await origins.has('https://cached.example')).toBe(false);
    const partner = await insertPartner(shop.db, { name: 'Cached', contact: 'c@example.com', lang: 'en', origins: ['https://cached.example'], commissionPercent: '5', key: 'cp_cached' });
    clock = 4999;
    expect(await origins.has('https://cached.example')).toBe(false);
    clock = 5000;
    expect(await origins.has('https://cached.example')).toBe(true);
    expect(origins.hasLoaded('https://cached.example')).toBe(true);
    await updatePartnerAtVersion(shop.db, partner.id, partner.version, { status: 'paused' });
    origins.forget();
    expect(await origins.has('https://cached.example')).toBe(false);
  });
});

const postgres = testDatabases().find((database) => database.name === 'PostgreSQL');

describe.skipIf(!postgres)('a registry change seen by a second instance on PostgreSQL', () => {
  let shop: TestShop;
  let secondDb: Kysely<Database>;
  let second: ShopApp;
  let owner: Awaited<ReturnType<typeof verifiedStaff>>;

  beforeAll(async () => {
    shop = await openShop(postgres!);
    owner = await verifiedStaff(shop, 'owner');
    // Another process would have its own pool on the same database; its cache would only expire
    // after ten minutes, so what it sees within seconds it heard (LISTEN), not read on a timer.
    secondDb = createDatabase({ databaseUrl: postgresOf(shop.db)!.databaseUrl, maxConnections: 2 });
    second = createApp({
      db: secondDb,
      publicUrl: PUBLIC_URL,
      allowedOrigins: [PUBLIC_URL],
      partnerOrigins: createPartnerOrigins(secondDb, { ttlMs: 600_000, listeningTtlMs: 600_000 }),
    });
  });
  afterAll(async () => {
    await secondDb?.destroy();
    await shop?.close();
  });

  it('allows a newly registered origin and forgets a paused partner without a restart', async () => {
    const origin = 'https://second-instance.example';
    // The second instance has read the registry once (nothing there) and would keep that for ten minutes.
    expect(await credentialedFor(second, origin)).toBe(false);
    const saved = await graphql(shop.app, SAVE, { input: { name: 'Far Away', contact: 'far@example.com', lang: 'en', origins: [origin], commissionPercent: 5 } }, { headers: owner.headers });
    expect(saved.errors).toBeUndefined();
    expect(await eventually(() => credentialedFor(second, origin), 5000)).toBe(true);

    const { id, version } = saved.data!.adminSavePartner;
    await graphql(shop.app, STATUS, { id, status: 'paused', version }, { headers: owner.headers });
    expect(await eventually(async () => !(await credentialedFor(second, origin)), 5000)).toBe(true);
  });

  it('still takes a change within seconds when its listening connection was cut', async () => {
    const origin = 'https://after-the-cut.example';
    const third = createApp({ db: secondDb, publicUrl: PUBLIC_URL, allowedOrigins: [PUBLIC_URL], partnerOrigins: createPartnerOrigins(secondDb, { ttlMs: 1000, listeningTtlMs: 600_000 }) });
    expect(await credentialedFor(third, origin)).toBe(false);
    // A failover or a pooler ends the LISTEN connections; the cache falls back to its short life.
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'`.execute(shop.db);
    const saved = await graphql(shop.app, SAVE, { input: { name: 'After The Cut', contact: 'cut@example.com', lang: 'en', origins: [origin], commissionPercent: 5 } }, { headers: owner.headers });
    expect(saved.errors).toBeUndefined();
    expect(await eventually(() => credentialedFor(third, origin), 8000)).toBe(true);
  });
});
