import { describe, expect, it } from 'vitest';
import { localAccountAdapters } from '../accounts-adapters.js';
import { testDatabases } from '../test/databases.js';
import { PUBLIC_URL, serveOnLoopback, suiteShop } from '../test/shop.js';

// SECURITY-REVIEW M10, SECURITY-REVIEW-2 N4: a proxy the shop does not know of is said once, loudly.

describe.each(testDatabases())('a forwarded request without TRUSTED_PROXIES on $name', (database) => {
  const suite = suiteShop(database);

  const served = async (trustedProxies: string[]) => {
    const warnings: string[] = [];
    const logger = { debug: () => {}, info: () => {}, warn: (line: string) => void warnings.push(line), error: () => {} };
    const accounts = { ...localAccountAdapters(suite.shop.db, PUBLIC_URL), trustedProxies };
    return { warnings, server: await serveOnLoopback(suite.shop.appWith({ accounts, logger })) };
  };

  it('logs one ALERT line naming the peer, at the first such request only', async () => {
    const { warnings, server } = await served([]);
    try {
      await fetch(`${server.url}/healthz`);
      expect(warnings).toEqual([]);
      for (let i = 0; i < 3; i += 1) await fetch(`${server.url}/healthz`, { headers: { 'x-forwarded-for': `203.0.113.${i}` } });
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/^candleshop: ALERT: a request came with x-forwarded-for from (::ffff:)?127\.0\.0\.1 but TRUSTED_PROXIES is empty/);
    } finally {
      await server.close();
    }
  });

  it('says nothing when the proxies are known', async () => {
    const { warnings, server } = await served(['127.0.0.1']);
    try {
      await fetch(`${server.url}/healthz`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(warnings).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
