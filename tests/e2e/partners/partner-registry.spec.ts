import { expect, test, type Page } from '@playwright/test';
import { SHOP_ADMIN_TOKEN, urls } from '../../../playwright.config.js';
import { totpCode } from '../../../packages/server/src/auth/totp.js';
import { expectNoSeriousAxeViolations, localized, registerCustomer } from '../helpers.js';

// Issue 26 items 1 and 4: an owner registers a partner in the back office, its origin may call the
// shop with credentials at once (no restart), the owner reads the partners' month with its chart
// and CSV, issues the partner's private link, and the partner opens its own read-only page in its
// language. In English and Arabic, at 1280 and 360 px, with axe on every page.

const TEXT = {
  en: {
    code: 'Code from the app', continue: 'Continue', partners: 'Partners', report: 'Partner commission', name: 'Name', contact: 'Contact (email or phone)',
    origins: 'Allowed origins', percent: 'Commission (%)', add: 'Add a partner', added: 'The partner was added. Its public key is below.', open: (name: string) => `Open ${name}`,
    issue: 'Issue a link', address: 'Report address', pause: 'Pause', paused: 'Paused', month: 'Month', csv: /Download the month/, totals: 'All partners:',
  },
  ar: {
    code: 'الرمز من التطبيق', continue: 'متابعة', partners: 'الشركاء', report: 'عمولات الشركاء', name: 'الاسم', contact: 'التواصل (بريد إلكتروني أو هاتف)',
    origins: 'الأصول المسموح بها', percent: 'العمولة (%)', add: 'إضافة شريك', added: 'تمت إضافة الشريك. مفتاحه العام أدناه.', open: (name: string) => `فتح ${name}`,
    issue: 'إصدار رابط', address: 'عنوان التقرير', pause: 'إيقاف', paused: 'موقوف', month: 'الشهر', csv: /تنزيل الشهر/, totals: 'كل الشركاء:',
  },
} as const;

// The partner's page speaks the partner's language (Kurdish here), whatever the owner's is.
const PARTNER_PAGE = { heading: (name: string) => `${name}: ڕاپۆرتی کۆمیسیۆن`, none: 'ئەم مانگە هیچ فرۆشتنێک کۆمیسیۆنی نەبەخشی.' };

/** Whether the shop answers `origin` with credentialed CORS (a preflight, as a partner page's browser sends). */
async function credentialed(page: Page, origin: string): Promise<boolean> {
  const response = await page.request.fetch(`${urls.shop}/graphql`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' } });
  return response.headers()['access-control-allow-origin'] === origin && response.headers()['access-control-allow-credentials'] === 'true';
}

for (const [lang, width] of [['en', 1280], ['ar', 360]] as const) {
  test.describe(`partners in the back office (${lang}, ${width} px)`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the owner registers a partner, reads the month, and the partner opens its private report', async ({ page, browser }) => {
      // A busy machine takes its time over axe on six pages and two browsers.
      test.setTimeout(240_000);
      const text = TEXT[lang];
      const partnerName = `Corner ${lang} ${Date.now()}`;
      const origin = `https://corner-${lang}-${Date.now()}.example`;

      await page.addInitScript((value) => localStorage.setItem('lang', value), lang);
      const owner = await registerCustomer(page.request, { name: 'Shler Owner', verified: true });
      const made = await page.request.post(`${urls.shop}/shop/staff/add`, { headers: { authorization: `Bearer ${SHOP_ADMIN_TOKEN}` }, data: { email: owner.email, role: 'owner' } });
      expect(made.status()).toBe(200);
      const { secret } = (await made.json()) as { secret: string };

      await page.goto(localized('/admin/partners', lang));
      await page.getByLabel(text.code).fill(totpCode(secret));
      await page.getByRole('button', { name: text.continue }).click();
      const menu = page.locator('nav.admin-nav');
      await expect(menu.getByRole('link', { name: text.partners, exact: true })).toHaveAttribute('aria-current', 'page');
      await expectNoSeriousAxeViolations(page, 'main');

      expect(await credentialed(page, origin)).toBe(false);
      await page.getByLabel(text.name).fill(partnerName);
      await page.getByLabel(text.contact).fill('corner@example.com');
      await page.getByLabel(text.origins).fill(origin);
      await page.getByLabel(text.percent).fill('12.5');
      await page.locator('#admin-partner-new-lang').selectOption('ku');
      await page.getByRole('button', { name: text.add }).click();
      await expect(page.getByText(text.added)).toBeVisible();
      // The registry is the allow-list: the new origin may call with credentials now, no restart.
      await expect.poll(() => credentialed(page, origin)).toBe(true);
      await expect(page.getByRole('link', { name: text.open(partnerName) })).toBeVisible();
      await expectNoSeriousAxeViolations(page, 'main');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await page.getByRole('link', { name: text.open(partnerName) }).click();
      await expect(page).toHaveURL(/\/admin\/partners\/\d+$/);
      await page.getByRole('button', { name: text.issue }).click();
      const address = await page.getByLabel(text.address).inputValue();
      expect(address).toMatch(/\/ku\/partner-report\/[A-Za-z0-9_-]{43}$/);
      await expectNoSeriousAxeViolations(page, 'main');

      await menu.getByRole('link', { name: text.report, exact: true }).click();
      await expect(page.getByText(text.totals)).toBeVisible();
      await expect(page.getByRole('row', { name: new RegExp(partnerName) })).toBeVisible();
      const csv = page.getByRole('link', { name: text.csv });
      const download = await page.request.get(new URL((await csv.getAttribute('href'))!, urls.shop).href);
      expect(download.status()).toBe(200);
      expect(await download.text()).toContain(`${partnerName},active,12.5,all,0,0,0`);
      await expectNoSeriousAxeViolations(page, 'main');

      // The partner, in a browser of its own (no session), opens the link it was sent.
      const partnerContext = await browser.newContext({ viewport: { width, height: 900 } });
      const partnerPage = await partnerContext.newPage();
      await partnerPage.goto(address);
      await expect(partnerPage.getByRole('heading', { name: PARTNER_PAGE.heading(partnerName) })).toBeVisible();
      await expect(partnerPage.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(partnerPage.getByText(PARTNER_PAGE.none)).toBeVisible();
      await expectNoSeriousAxeViolations(partnerPage, 'main');
      // Rendered on the server: the figures are in the HTML before any script runs.
      const html = await (await partnerPage.request.get(address)).text();
      expect(html).toContain(PARTNER_PAGE.heading(partnerName).replace(':', ':'));

      // Paused: its origin loses credentialed CORS within seconds, without a restart.
      await page.goto(localized('/admin/partners', lang));
      await page.getByRole('link', { name: text.open(partnerName) }).click();
      await page.getByRole('button', { name: text.pause }).click();
      await expect(page.locator('.admin-form dd').getByText(text.paused)).toBeVisible();
      await expect.poll(() => credentialed(page, origin)).toBe(false);
      await partnerContext.close();
    });
  });
}
