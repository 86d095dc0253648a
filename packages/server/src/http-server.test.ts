import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, GRAPHQL_MAX_BODY_BYTES } from './app.js';
import { createDatabase } from './db/database.js';
import { listenHost, startShopServer, wantsDebugErrors, type ShopServer } from './http-server.js';
import { readConfig } from './config.js';
import { testDatabases } from './test/databases.js';

const SECRET = 'top-secret-outside-the-web-roots';

/** A GET with the path sent exactly as written: no client-side normalisation of `..`. */
function rawGet(base: string, rawPath: string): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    get({ hostname, port, path: rawPath }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    }).on('error', reject);
  });
}

async function makeBuilds() {
  const root = await mkdtemp(path.join(tmpdir(), 'candleshop-'));
  const sdkDir = path.join(root, 'dist', 'sdk');
  const hostSiteDir = path.join(root, 'dist', 'host-site');
  await mkdir(path.join(sdkDir, 'chunks'), { recursive: true });
  await mkdir(path.join(hostSiteDir, 'assets'), { recursive: true });
  await writeFile(path.join(sdkDir, 'candleshop.js'), 'export const loader = 1;');
  await writeFile(path.join(sdkDir, 'chunks', 'grid-a1b2c3.js'), 'export const grid = 1;');
  await writeFile(path.join(hostSiteDir, 'index.html'), '<!doctype html><title>candleshop</title>');
  await writeFile(path.join(hostSiteDir, 'routes.json'), JSON.stringify({ home: '/', shop: '/shop', collection: '/collections/:id', account: '/account/:tab?', confirmSale: '/confirm/:token' }));
  await writeFile(path.join(hostSiteDir, 'assets', 'app.js'), 'console.log(1);');
  await writeFile(path.join(hostSiteDir, 'assets', 'app-Bx9_k2Qa.js'), 'console.log(2);');
  await writeFile(path.join(root, 'dist', 'secret.txt'), SECRET);
  await writeFile(path.join(root, 'secret.txt'), SECRET);
  return { root, sdkDir, hostSiteDir };
}

describe.each(testDatabases())('shop server on $name', (database) => {
  let server: ShopServer;
  let builds: Awaited<ReturnType<typeof makeBuilds>>;
  let drop: () => Promise<void>;
  const lines: string[] = [];

  beforeAll(async () => {
    builds = await makeBuilds();
    const settings = await database.settings();
    drop = settings.drop;
    const config = {
      port: 0,
      publicUrl: 'http://shop.test',
      allowedOrigins: ['http://shop.test'],
      production: false,
      responseCacheTtlMs: 0,
      dataDir: settings.dataDir,
      ...(settings.databaseUrl ? { databaseUrl: settings.databaseUrl } : {}),
    };
    server = await startShopServer(config, builds, (line) => lines.push(line));
    // A whole server migrates and seeds a fresh database: over a minute on a machine busy with other work.
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    await drop?.();
    await rm(builds.root, { recursive: true, force: true });
  });

  it('logs the database it uses and one line per URL', () => {
    expect(lines[0]).toBe(`candleshop: database ${database.name === 'PGlite' ? 'embedded PGlite in memory' : 'PostgreSQL'} (seeded the demo catalogue)`);
    expect(lines).toContain('candleshop: GraphQL  http://shop.test/graphql');
    expect(lines).toContain('candleshop: shop     http://shop.test/');
    // Not production (a hand-built config): this machine only.
    expect(lines).toContain(`candleshop: listening on 127.0.0.1 port ${new URL(server.url).port} (this machine only; HOST sets another address)`);
  });

  it('answers GraphQL over HTTP in the asked language', async () => {
    const response = await fetch(`${server.url}/graphql?lang=ar`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ category(id: "1") { title } }' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { category: { title: 'الشموع' } } });
  });

  it('answers a 6 MB body with 413 and a JSON error over a real socket, not a dropped connection', async () => {
    const tooLarge = { errors: [{ message: 'payload.tooLarge', extensions: { code: 'PAYLOAD_TOO_LARGE' } }] };
    const query = JSON.stringify({ query: `{ sizes { id } } # ${'x'.repeat(6 * 1024 * 1024)}` });
    const big = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: query });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual(tooLarge);
    // GraphQL's own limit is 1 MB, below the uploads' one.
    const overGraphqlLimit = JSON.stringify({ query: `{ sizes { id } } # ${'x'.repeat(GRAPHQL_MAX_BODY_BYTES)}` });
    const over = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: overGraphqlLimit });
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual(tooLarge);
    const justUnder = JSON.stringify({ query: `{ sizes { id } } # ${'x'.repeat(GRAPHQL_MAX_BODY_BYTES - 100)}` });
    const under = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: justUnder });
    expect(under.status).toBe(200);
    expect((await under.json()).data.sizes.length).toBeGreaterThan(0);
  });

  it('answers the load balancer at /healthz and /readyz', async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
  });

  it('serves the SDK to any origin, chunks immutable and the loader briefly cached', async () => {
    const loader = await fetch(`${server.url}/sdk/candleshop.js`);
    expect(loader.status).toBe(200);
    expect(loader.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(loader.headers.get('x-content-type-options')).toBe('nosniff');
    expect(loader.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(loader.headers.get('access-control-allow-origin')).toBe('*');
    expect(loader.headers.get('cache-control')).toBe('public, max-age=300');
    const chunk = await fetch(`${server.url}/sdk/chunks/grid-a1b2c3.js`);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await chunk.text()).toBe('export const grid = 1;');
    expect((await fetch(`${server.url}/sdk/missing.js`)).status).toBe(404);
  });

  it('serves the host site with history fallback and HTML security headers', async () => {
    // A refill plan cycle's link (/confirm/p.{token}, issue 37 item 1) is a page though its last part has a dot.
    for (const route of ['/', '/shop', '/collections/3', '/account/profile', '/ar/account/profile', '/ku/shop', '/ar', '/confirm/p.AbC_d-1x', '/ar/confirm/p.AbC_d-1x']) {
      const response = await fetch(`${server.url}${route}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>candleshop</title>');
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      // SECURITY-REVIEW L6: a script CSP, the framing rule kept.
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    }
    const asset = await fetch(`${server.url}/assets/app.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=300');
    // A file named after its content never changes: cached for a year.
    const hashed = await fetch(`${server.url}/assets/app-Bx9_k2Qa.js`);
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers a path that is no route with the app (its 404 page) and status 404', async () => {
    for (const route of ['/no-such-page', '/collections', '/collections/3/extra', '/shopping', '/ar/no-such-page', '/en/shop']) {
      const response = await fetch(`${server.url}${route}`);
      expect(response.status, route).toBe(404);
      expect(await response.text()).toContain('<title>candleshop</title>');
    }
    expect((await fetch(`${server.url}/account`)).status).toBe(200);
    expect((await fetch(`${server.url}/shop/`)).status).toBe(200);
  });

  it('answers 404 for a missing file with an extension and 405 for writes', async () => {
    expect((await fetch(`${server.url}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/favicon.ico`)).status).toBe(404);
    expect((await fetch(`${server.url}/shop`, { method: 'POST' })).status).toBe(405);
  });

  it('serves media over HTTP', async () => {
    const response = await fetch(`${server.url}/media/products/1.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
  });

  it.each([
    '/sdk/../../etc/passwd',
    '/sdk/../secret.txt',
    '/sdk/../../secret.txt',
    '/sdk/..%2f..%2fsecret.txt',
    '/sdk/..%2F..%2F..%2F..%2Fetc%2Fpasswd',
    '/sdk/%2e%2e/%2e%2e/secret.txt',
    '/sdk/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/sdk/%252e%252e%252fsecret.txt',
    '/sdk/..%5c..%5csecret.txt',
    '/sdk/candleshop.js%00.html',
    '/..%2f..%2fsecret.txt',
    '/%2e%2e/%2e%2e/secret.txt',
    '/assets/..%2f..%2f..%2fetc%2fpasswd',
    '//etc/passwd',
  ])('never serves a file outside the web roots: %s', async (rawPath) => {
    const response = await rawGet(server.url, rawPath);
    expect(response.body).not.toContain(SECRET);
    expect(response.body).not.toMatch(/root:.*:0:0:/);
    // 421: `//etc/passwd` reads as a request for host "etc", which the Host check refuses (SECURITY-REVIEW L8).
    expect([200, 400, 404, 421]).toContain(response.status);
    if (response.status === 200) expect(response.body).toContain('<title>candleshop</title>');
  });
});

describe('shop app without builds', () => {
  it('answers 503 and says to run the build', async () => {
    // The PGlite behind this app never starts: these routes do not touch the database.
    const app = createApp({ db: createDatabase(), publicUrl: 'http://shop.test', allowedOrigins: [], sdkDir: '/nonexistent/sdk' });
    for (const route of ['/', '/shop', '/sdk/candleshop.js']) {
      const response = await app.fetch(new Request(`http://shop.test${route}`));
      expect(response.status).toBe(503);
      expect(await response.text()).toMatch(/run `npm run build`/);
    }
  });
});

describe('error details for clients (SECURITY-REVIEW L7)', () => {
  it('are sent only with DEBUG_ERRORS=on outside production, not for NODE_ENV=development alone', () => {
    expect(wantsDebugErrors({ NODE_ENV: 'development' }, false)).toBe(false);
    expect(wantsDebugErrors({ NODE_ENV: 'development', DEBUG_ERRORS: 'on' }, false)).toBe(true);
    expect(wantsDebugErrors({ NODE_ENV: 'production', DEBUG_ERRORS: 'on' }, true)).toBe(false);
  });
});

describe('the listen address (SECURITY-REVIEW-2 N1)', () => {
  it('is this machine only outside production, every interface in production, HOST when set', () => {
    expect(listenHost(readConfig({}))).toBe('127.0.0.1');
    expect(listenHost(readConfig({ NODE_ENV: 'production' }))).toBeUndefined();
    // A public PUBLIC_URL is a production start, reached through its proxy or balancer.
    expect(listenHost(readConfig({ PUBLIC_URL: 'https://shop.example' }))).toBeUndefined();
    expect(listenHost(readConfig({ HOST: '0.0.0.0' }))).toBe('0.0.0.0');
    expect(listenHost(readConfig({ NODE_ENV: 'production', HOST: '10.0.0.5' }))).toBe('10.0.0.5');
  });
});
