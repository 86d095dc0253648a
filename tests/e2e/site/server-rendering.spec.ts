import { expect, test, type Page } from '@playwright/test';
import { untilHydrated, useShopLanguage } from '../helpers.js';

// Issue 14: pages rendered on the server hydrate without a warning, nothing shifts, a crawler
// without JavaScript reads them, and each language has its own address.

/** Every console error or warning, and every uncaught error, of the page. */
function watchConsole(page: Page) {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`${page.url()}: ${error.message}`));
  return messages;
}

/** The page's cumulative layout shift so far (shifts right after input do not count, as in CLS). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );

for (const lang of ['en', 'ar'] as const) {
  test(`server-rendered pages hydrate without a console warning (${lang})`, async ({ page }) => {
    await useShopLanguage(page, lang);
    const messages = watchConsole(page);
    const prefix = lang === 'en' ? '' : `/${lang}`;
    for (const path of ['/', '/shop', '/products/1', '/workshops', '/contact', '/press', '/collections/1']) {
      await page.goto(`${prefix}${path === '/' && prefix ? '' : path}`);
      // The page came from the server, and the app and its widgets took it over.
      await untilHydrated(page);
      await expect(page.locator('#app main h1').first()).toBeVisible();
    }
    // The footer's newsletter box hydrates when it comes near the view (issue 38), as quietly.
    await page.locator('candle-newsletter').scrollIntoViewIfNeeded();
    await expect(page.locator('candle-newsletter')).not.toHaveAttribute('inert');
    await page.evaluate(() => scrollTo(0, 0));
    await page.locator('header .desktop-only .shop-menu button').click();
    await expect(page.locator('header .desktop-only .mega-menu')).toBeVisible();
    expect(messages).toEqual([]);
  });
}

for (const [lang, width] of [
  ['en', 1280],
  ['ar', 360],
] as const) {
  test(`/shop does not shift while it loads and hydrates (${lang}, ${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await useShopLanguage(page, lang);
    await page.goto(lang === 'en' ? '/shop' : `/${lang}/shop`);
    // The grid came with its cards, and the widget took them over.
    await untilHydrated(page);
    await expect(page.locator('candle-product-grid').locator('article.card').first()).toBeVisible();
    expect(await layoutShift(page)).toBeLessThan(0.01);
  });
}

test('a crawler without JavaScript reads a product page, in Arabic, with Arabic links', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto('/ar/products/1');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.product-price')).toContainText('د.ع');
  await expect(page.locator('nav.breadcrumb a').first()).toHaveAttribute('href', '/ar');
  // The grid's cards are in its declarative shadow root, links and all.
  await page.goto('/ar/shop');
  await expect(page.locator('candle-product-grid a.card-link').first()).toHaveAttribute('href', /\/ar\/products\/\d+$/);
  await context.close();
});

test('each language has its address: a stored language leads there, and choosing another moves the address', async ({ page }) => {
  await useShopLanguage(page, 'ar');
  await page.goto('/shop?section=candles');
  await expect(page).toHaveURL(/\/ar\/shop\?section=candles$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('المتجر');
  // A choice made before the storefront takes the server's page over would be lost.
  await untilHydrated(page);
  await page.locator('header .desktop-only #language').selectOption('ku');
  await expect(page).toHaveURL(/\/ku\/shop\?section=candles$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ku');
  // A language address sets the visitor's language (SPEC §1 `lang`).
  await page.goto('/products/2');
  await expect(page).toHaveURL(/\/ku\/products\/2$/);
  await page.goto('/ar/workshops');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('ar');
});

test('scripts and stylesheets come brotli-compressed when asked, and are cached for a year', async ({ page, request }) => {
  await page.goto('/');
  const main = await page.locator('script[type=module][src^="/assets/"]').getAttribute('src');
  const response = await request.get(main!, { headers: { 'accept-encoding': 'br' } });
  expect(response.headers()['content-encoding']).toBe('br');
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const sdk = await request.get('/sdk/candleshop.js', { headers: { 'accept-encoding': 'br' } });
  expect(sdk.headers()['content-encoding']).toBe('br');
});

test('the footer’s newsletter box waits out of view, and a shopper on the keyboard reaches it by Tab (issue 38)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await untilHydrated(page);
  const box = page.locator('candle-newsletter');
  await expect(box).toHaveAttribute('inert');
  // The first key loads it wherever the view is: Tab never meets it inert.
  await page.keyboard.press('Tab');
  await expect(box).not.toHaveAttribute('inert');
  await expect
    .poll(
      async () => {
        await page.keyboard.press('Tab');
        return page.evaluate(() => document.activeElement?.localName);
      },
      { timeout: 60_000, intervals: [0] },
    )
    .toBe('candle-newsletter');
});
