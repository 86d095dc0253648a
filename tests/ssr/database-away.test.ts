// Issue 23: a public page asked for while the database is away is a 503 that says to try again,
// not a 404 or a page without its content that crawlers would index and the page cache keep.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type ShopApp } from '../../packages/server/src/app.js';
import { awayDatabase, QUIET_LOGGER } from '../../packages/server/src/test/away-database.js';
import { PUBLIC_URL } from '../../packages/server/src/test/shop.js';

const dist = (folder: string) => fileURLToPath(new URL(`../../dist/${folder}/`, import.meta.url));
const built = { hostSiteDir: dist('host-site'), ssrDir: dist('host-site-ssr'), sdkSsrDir: dist('sdk-ssr') };

describe('server-rendered pages while the database is away', () => {
  let app: ShopApp;
  let db: Awaited<ReturnType<typeof awayDatabase>>;

  beforeAll(async () => {
    for (const folder of Object.values(built)) expect(existsSync(folder), `${folder} is built (npm run build)`).toBe(true);
    db = await awayDatabase();
    app = createApp({ db, publicUrl: PUBLIC_URL, allowedOrigins: [PUBLIC_URL], responseCacheTtlMs: 5000, logger: QUIET_LOGGER, ...built });
  });
  afterAll(() => db?.destroy());

  it.each([
    ['/products/1', 'The shop is briefly unavailable. Please try again in a few seconds.'],
    ['/ar/shop', 'المتجر غير متاح للحظات، حاول مجددًا بعد ثوانٍ.'],
  ])('%s answers 503, not indexed, and says to try again in its language', async (path, says) => {
    const response = await app.fetch(new Request(`${PUBLIC_URL}${path}`));
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain(says);
  });
});
