import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type ShopApp } from '../app.js';
import { testDatabases, type OpenedTestDatabase } from '../test/databases.js';

describe.each(testDatabases())('health endpoints on $name', (database) => {
  let opened: OpenedTestDatabase;
  let app: ShopApp;
  const get = (path: string, method = 'GET') => app.fetch(new Request(`http://shop.test${path}`, { method }));

  beforeAll(async () => {
    opened = await database.open();
    app = createApp({ db: opened.db, publicUrl: 'http://shop.test', allowedOrigins: [] });
  });
  afterAll(() => opened?.close().catch(() => {}));

  it('/healthz and /readyz answer 200 with JSON that nobody may store', async () => {
    for (const [path, status] of [
      ['/healthz', 'ok'],
      ['/readyz', 'ready'],
    ]) {
      const response = await get(path!);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await response.json()).toEqual({ status });
    }
    expect((await get('/readyz', 'HEAD')).status).toBe(200);
    expect((await get('/readyz', 'POST')).status).toBe(405);
  });

  it('/readyz says 503 once shutdown begins, while /healthz stays 200', async () => {
    const draining = createApp({ db: opened.db, publicUrl: 'http://shop.test', allowedOrigins: [] });
    draining.beginDraining();
    const ready = await draining.fetch(new Request('http://shop.test/readyz'));
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'draining' });
    expect((await draining.fetch(new Request('http://shop.test/healthz'))).status).toBe(200);
  });

  // Last: it closes the database under the running app.
  it('/readyz answers 503 when the database is gone; /healthz still 200', async () => {
    await opened.close();
    const ready = await get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toEqual({ status: 'unavailable' });
    expect((await get('/healthz')).status).toBe(200);
  });
});
