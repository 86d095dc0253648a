// SECURITY-REVIEW M7: a flood of uncached pages gets the client-rendered shell at once, rather
// than a place in the queue behind the renders under way (and their API calls).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGES_RENDERING } from '../../host-site/src/ssr/render-gate.js';
import { testDatabases } from '../../packages/server/src/test/databases.js';
import { openShop, PUBLIC_URL, type TestShop } from '../../packages/server/src/test/shop.js';

const dist = (folder: string) => fileURLToPath(new URL(`../../dist/${folder}/`, import.meta.url));
const built = { hostSiteDir: dist('host-site'), ssrDir: dist('host-site-ssr'), sdkSsrDir: dist('sdk-ssr') };

// PostgreSQL only: PGlite answers within the same turn of the event loop, so one render runs to its
// end before the next request is even read, and renders never overlap (no flood can form).
const postgres = testDatabases().find((database) => database.name === 'PostgreSQL');

describe.skipIf(!postgres)('a flood of uncached pages on PostgreSQL', () => {
  let shop: TestShop;
  const page = async (path: string) => {
    const response = await shop.app.fetch(new Request(`${PUBLIC_URL}${path}`));
    return { status: response.status, html: await response.text() };
  };

  beforeAll(async () => {
    for (const folder of Object.values(built)) expect(existsSync(folder), `${folder} is built (npm run build)`).toBe(true);
    // No page cache (RESPONSE_CACHE_TTL=0): every request is a render.
    shop = await openShop(postgres!, { ...built, responseCacheTtlMs: 0 });
    await page('/products/1');
  });
  afterAll(() => shop?.close());

  it('renders as many as it may and answers the others with the shell, first', async () => {
    const pages = await Promise.all(Array.from({ length: MAX_PAGES_RENDERING * 3 }, (_, i) => page(`/products/${(i % 6) + 1}?x=${i}`)));
    const rendered = pages.filter((answer) => answer.html.includes('id="candle-answers"'));
    const shells = pages.filter((answer) => !answer.html.includes('id="candle-answers"'));
    expect(rendered).toHaveLength(MAX_PAGES_RENDERING);
    expect(shells).toHaveLength(MAX_PAGES_RENDERING * 2);
    expect(shells.every((shell) => shell.status === 200 && shell.html.includes('<p class="boot"'))).toBe(true);
    // The shells did not queue for a render: had they waited, they would have been rendered. (No
    // timing is compared: on a busy 2-core machine the renders and the shells end close together.)
    // Once the flood is over, pages render again.
    expect((await page('/products/2?x=late')).html).toContain('id="candle-answers"');
  });
});
