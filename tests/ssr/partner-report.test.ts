// Issue 26 item 4: a partner's private report page as the server renders it (no JavaScript), from
// the built storefront, on PGlite and PostgreSQL: its figures in its language, no buyer's data,
// kept out of search engines, and nothing once the link is revoked.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '@candleshop/core';
import { insertPartner } from '../../packages/server/src/db/repositories/partners/registry.js';
import { reportTokenHash } from '../../packages/server/src/services/partners/registry.js';
import { testDatabases } from '../../packages/server/src/test/databases.js';
import { insertOrder } from '../../packages/server/src/test/staff.js';
import { openShop, PUBLIC_URL, type TestShop } from '../../packages/server/src/test/shop.js';

const dist = (folder: string) => fileURLToPath(new URL(`../../dist/${folder}/`, import.meta.url));
const built = { hostSiteDir: dist('host-site'), ssrDir: dist('host-site-ssr'), sdkSsrDir: dist('sdk-ssr') };
const TOKEN = 'A'.repeat(20) + 'b'.repeat(23);

describe.each(testDatabases())('the partner report page rendered on $name', (database) => {
  let shop: TestShop;
  let partnerId: number;
  const month = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 7);
  const page = (path: string) => shop.app.fetch(new Request(`${PUBLIC_URL}${path}`));

  beforeAll(async () => {
    for (const folder of Object.values(built)) expect(existsSync(folder), `${folder} is built (npm run build)`).toBe(true);
    shop = await openShop(database, built);
    const partner = await insertPartner(shop.db, { name: 'Rendered Partner', contact: 'r@example.com', lang: 'ku', origins: ['https://rendered.example'], commissionPercent: '10.00', key: 'cp_rendered' });
    partnerId = partner.id;
    await shop.db
      .updateTable('partners')
      .set({ report_token_hash: reportTokenHash(TOKEN) })
      .where('id', '=', partnerId)
      .execute();
    const order = await insertOrder(shop.db, { total: 45_000, guestName: 'Hidden Buyer', guestEmail: 'hidden.buyer@example.com' });
    await shop.db.updateTable('orders').set({ partner_id: partnerId, partner_commission_percent: '10.00', paid: true }).where('id', '=', order.id).execute();
  });
  afterAll(() => shop?.close());

  it('holds the month’s figures in Kurdish, right to left, without the buyer, and asks not to be indexed', async () => {
    const response = await page(`/ku/partner-report/${TOKEN}?month=${month}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="ku" dir="rtl">');
    expect(html).toContain('\u2068Rendered Partner\u2069: ڕاپۆرتی کۆمیسیۆن');
    expect(html).toContain(formatPrice(4500, 'ku'));
    expect(html).toContain(formatPrice(45_000, 'ku'));
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toMatch(/Hidden Buyer|hidden\.buyer|0750/);
  });

  it('says a revoked link does not work', async () => {
    await shop.db.updateTable('partners').set({ report_token_hash: null }).where('id', '=', partnerId).execute();
    const html = await (await page(`/partner-report/${TOKEN}?month=${month}`)).text();
    expect(html).toContain('This report link does not work.');
    expect(html).not.toContain('Rendered Partner');
  });
});
