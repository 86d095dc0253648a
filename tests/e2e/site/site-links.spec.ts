import { expect, test } from '@playwright/test';

// A new route is done when a visitor can reach it from the site's own links: a crawl from the home
// page (same origin, breadth first, a few levels) must find every page of issue 12, and issue 35's
// gift-card balance page. The crawl reads
// the pages as the server renders them (issue 14), links and all: what a search engine follows, and
// the same links the browser shows once the storefront hydrates them without a change
// (server-rendering.spec.ts). No browser needed.

const MUST_REACH = ['/gift-card', '/whitelabel/request', '/whitelabel/projects', /^\/projects\/\d+$/, '/personalized-candles', '/giftsubscription', /^\/giftsubscription\/checkout\?/, /^\/workshops\/\d+$/];

test('a crawl from the home page reaches the gift-card balance, white-label, personalized, subscription and workshop pages', async ({ request }) => {
  const seen = new Set<string>(['/']);
  let level = ['/'];
  for (let depth = 0; depth < 3 && level.length; depth++) {
    const next: string[] = [];
    for (const path of level) {
      const html = await (await request.get(path)).text();
      const hrefs = [...html.matchAll(/<a\s[^>]*?href="(\/[^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
      for (const href of hrefs) {
        const url = new URL(href, 'http://shop.test');
        const target = url.pathname + url.search;
        // Listing filters and product pages multiply without reaching new kinds of pages.
        if (seen.has(target) || url.pathname.startsWith('/products/') || url.search.includes('page=')) continue;
        seen.add(target);
        next.push(target);
      }
    }
    level = next.slice(0, 40);
  }
  const reached = [...seen];
  for (const wanted of MUST_REACH) {
    expect(
      reached.some((path) => (typeof wanted === 'string' ? path === wanted : wanted.test(path))),
      `${wanted} is linked from the site`,
    ).toBe(true);
  }
});
