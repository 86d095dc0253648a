import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { urls } from '../../../playwright.config.js';
// @ts-expect-error: a plain ES module of the budget check, shared with `npm run bench`.
import { pageJavaScript } from '../../budget/page-javascript.mjs';
import { EN_WIDE_AR_NARROW, expectNoSeriousAxeViolations, gql, localized, registerCustomer } from '../helpers.js';
import { backOfficeLink, newOwner, signInToBackOffice } from './staff-sign-in.js';

// The owner's dashboard (issue 28 item 4): the owner signs in and /admin shows the day; an order a
// customer places and pays online during the journey appears in today's orders and revenue. In
// English at 1280 px and Arabic at 360 px (right to left: the charts' time runs from the right,
// Arabic-Indic digits), axe on the page, nothing wider than the screen, and the page light: the
// back office's JavaScript and the dashboard's answer are measured and kept within limits.

const TEXT = {
  en: { dashboard: 'Dashboard', orders: 'Orders', last7: 'Last 7 days', today: 'Today', revenueChart: 'Revenue', ordersChart: 'Orders placed' },
  ar: { dashboard: 'لوحة المؤشرات', orders: 'الطلبات', last7: 'آخر ٧ أيام', today: 'اليوم', revenueChart: 'الإيرادات', ordersChart: 'الطلبات المسجَّلة' },
} as const;

// What a phone downloads for the dashboard, gzip: the whole back office's code (it is one download
// with its texts) and the dashboard's GraphQL answer.
const BACK_OFFICE_JS_LIMIT = 180 * 1024;
const ANSWER_LIMIT = 16 * 1024;

/** A figure's whole number, read from Western or Arabic-Indic digits with their separators. */
const figure = async (page: Page, name: string) => {
  const text = (await page.locator(`dd[data-figure="${name}"]`).textContent()) ?? '';
  const western = text.replace(/[٠-٩]/g, (digit) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(digit)));
  return Number((western.includes('-') || western.includes('−') ? '-' : '') + western.replace(/[^0-9]/g, ''));
};

/** A new customer's buy-now order paid on the local ZainCash gateway; answers its total. */
async function paidOrder(request: APIRequestContext, page: Page): Promise<number> {
  const customer = await registerCustomer(request, { name: 'Dana Customer', verified: true });
  const { products } = await gql(request, '{ products(first: 24) { id stock sizes { id } colors { id } scents { id } } }');
  const product = products.find((item: { stock: number }) => item.stock > 2);
  const { buyNow } = await gql(
    request,
    'mutation ($id: ID!, $city: ID, $size: ID, $color: ID, $scent: ID) { buyNow(id: $id, quantity: 1, method: "zaincash", city: $city, address: "Gulan Street 12", size: $size, color: $color, scent: $scent) { id token } }',
    { id: product.id, city: customer.city, size: product.sizes[0]?.id ?? null, color: product.colors[0]?.id ?? null, scent: product.scents[0]?.id ?? null },
  );
  await page.goto(`${urls.shop}/payments/zaincash/pay?id=${buyNow.token}`);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await page.waitForURL(/\/payment\/success\?/);
  const { order } = await gql(request, 'query ($id: ID!) { order(id: $id) { total } }', { id: buyNow.id });
  return order.total;
}

for (const [lang, width] of EN_WIDE_AR_NARROW) {
  test.describe(`the owner's dashboard (${lang}, ${width} px)`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the owner signs in on the dashboard of the day, and an order placed meanwhile is in today’s figures', async ({ page, browser }) => {
      const text = TEXT[lang];
      const { secret } = await newOwner(page, lang);
      await signInToBackOffice(page, lang, secret);
      const nav = page.locator('nav.admin-nav');
      await expect(nav.getByRole('link', { name: text.dashboard, exact: true, includeHidden: true })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('link', { name: text.today, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(page.locator('dd[data-figure="revenue"]')).toBeVisible();
      const [ordersBefore, revenueBefore] = [await figure(page, 'orders'), await figure(page, 'revenue')];

      const customer = await browser.newContext({ viewport: { width, height: 900 } });
      const total = await paidOrder(customer.request, await customer.newPage());
      await customer.close();

      // The dashboard's answer is small and its code is the back office's own download.
      const answered = page.waitForResponse((response) => response.url().includes('/graphql') && (response.request().postData() ?? '').includes('AdminDashboard'));
      const { total: javascript } = (await pageJavaScript(page, localized('/admin', lang))) as { total: number };
      const answer = await (await answered).body();
      console.log(`${lang} /admin: ${(javascript / 1024).toFixed(1)} KB of JavaScript (gzip), dashboard answer ${(answer.length / 1024).toFixed(1)} KB`);
      expect(javascript).toBeLessThanOrEqual(BACK_OFFICE_JS_LIMIT);
      expect(answer.length).toBeLessThanOrEqual(ANSWER_LIMIT);

      await expect(page.locator('dd[data-figure="orders"]')).toBeVisible();
      expect(await figure(page, 'orders')).toBeGreaterThanOrEqual(ordersBefore + 1);
      expect(await figure(page, 'revenue')).toBeGreaterThanOrEqual(revenueBefore + total);
      if (lang === 'ar') await expect(page.locator('dd[data-figure="orders"]')).toHaveText(/^[٠-٩٬]+$/);

      // Today by the hour: 24 points, the picture hidden from screen readers, its table read instead.
      const chart = page.getByRole('figure', { name: text.ordersChart });
      await expect(chart.locator('svg circle')).toHaveCount(24);
      await expect(chart.locator('svg')).toHaveAttribute('aria-hidden', 'true');
      await expect(chart.locator('table tbody tr')).toHaveCount(24);
      await expect(page.getByRole('figure', { name: text.revenueChart })).toBeVisible();
      // Issue 36 item 5: every label is at least 12 px and lies inside its chart, at both widths.
      const labels = await page.locator('.chart').evaluateAll((charts) =>
        charts.flatMap((chart) => {
          const box = chart.getBoundingClientRect();
          return [...chart.querySelectorAll('.chart-scale span, .chart-times li')]
            .filter((label) => label.textContent)
            .map((label) => {
              const rect = label.getBoundingClientRect();
              const range = document.createRange();
              range.selectNodeContents(label);
              const text = range.getBoundingClientRect();
              return { size: parseFloat(getComputedStyle(label).fontSize), inside: text.left >= box.left && text.right <= box.right && rect.top >= box.top && rect.bottom <= box.bottom };
            });
        }),
      );
      expect(labels.length).toBeGreaterThan(4);
      expect(labels.filter((label) => label.size < 12 || !label.inside)).toEqual([]);
      // The time axis runs from the reading's start: midnight at the left in English, at the right in Arabic.
      const xs = await chart.locator('svg circle').evaluateAll((dots) => dots.map((dot) => Number(dot.getAttribute('cx'))));
      expect(lang === 'ar' ? xs[0]! > xs[23]! : xs[0]! < xs[23]!).toBe(true);

      await expectNoSeriousAxeViolations(page, 'main');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // The last 7 days, by keyboard: a bar or a point a day.
      const week = page.getByRole('link', { name: text.last7, exact: true });
      await week.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/admin\?period=last7$/);
      await expect(week).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('figure', { name: text.ordersChart }).locator('svg circle')).toHaveCount(7);
      expect(await figure(page, 'orders')).toBeGreaterThanOrEqual(ordersBefore + 1);
      await expectNoSeriousAxeViolations(page, 'main');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // The orders have their own part now.
      await (await backOfficeLink(page, text.orders)).click();
      await expect(page).toHaveURL(/\/admin\/orders$/);
    });
  });
}
