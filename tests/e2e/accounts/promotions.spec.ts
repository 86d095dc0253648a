import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { EN_WIDE_AR_NARROW, expectNoSeriousAxeViolations } from '../helpers.js';
import { backOfficeLink, newOwner, signInToBackOffice } from './staff-sign-in.js';

// Promotions in the back office (issue 35 item 4): the owner creates a percent promotion with a
// code, sees it listed, generates 3 single-use codes and downloads every code as CSV, then ends
// it. In English at 1280 px and Arabic at 360 px, axe on the page, nothing scrolls sideways.

const TEXT = {
  en: {
    nav: 'Promotions',
    nameEn: 'Name in English',
    percent: 'Percent (1-100)',
    startsAt: 'Starts (shop time)',
    endsAt: 'Ends (shop time, empty for no end)',
    code: 'Code customers type',
    add: 'Add the promotion',
    running: 'Running',
    ended: 'Ended',
    off: '15%',
    count: 'How many codes',
    generate: 'Generate the codes',
    made: '3 codes generated:',
    csv: 'Download every code (CSV)',
    end: 'End the promotion now',
  },
  ar: {
    nav: 'العروض',
    nameEn: 'الاسم بالإنجليزية',
    percent: 'النسبة (١-١٠٠)',
    startsAt: 'يبدأ (بتوقيت المتجر)',
    endsAt: 'ينتهي (بتوقيت المتجر، فارغ بلا نهاية)',
    code: 'الرمز الذي يكتبه الزبائن',
    add: 'إضافة العرض',
    running: 'جارٍ',
    ended: 'انتهى',
    off: '١٥٪',
    count: 'عدد الرموز',
    generate: 'إنشاء الرموز',
    made: 'أُنشئت ٣ رموز:',
    csv: 'تنزيل كل الرموز (ملف جدول)',
    end: 'إنهاء العرض الآن',
  },
} as const;

for (const [lang, width] of EN_WIDE_AR_NARROW) {
  test.describe(`promotions in the back office (${lang}, ${width} px)`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the owner creates a percent promotion with a code, generates 3 single-use codes, downloads them and ends it', async ({ page }) => {
      const text = TEXT[lang];
      const unique = `${Date.now().toString(36)}${lang}`.toUpperCase();
      const name = `Spring ${unique}`;
      const { secret } = await newOwner(page, lang);
      await signInToBackOffice(page, lang, secret);
      await (await backOfficeLink(page, text.nav)).click();
      await expect(page).toHaveURL(/\/admin\/promotions$/);

      await page.getByLabel(text.nameEn).first().fill(name);
      await page.getByLabel(text.percent).first().fill('15');
      await page.getByLabel(text.startsAt).first().fill('2026-01-01T00:00');
      await page.getByLabel(text.endsAt).first().fill('2099-12-31T23:00');
      await page.getByLabel(text.code).first().fill(`SPRING${unique}`);
      await page.getByRole('button', { name: text.add }).click();

      const row = page.locator('tr', { has: page.getByRole('button', { name, exact: true }) });
      await expect(row).toContainText(`SPRING${unique}`);
      await expect(row).toContainText(text.off);
      await expect(row).toHaveAttribute('data-status', 'running');
      await expect(row).toContainText(text.running);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expectNoSeriousAxeViolations(page, 'main');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await row.getByRole('button', { name, exact: true }).click();
      const panel = page.getByRole('region', { name, exact: true });
      await panel.getByLabel(text.count).fill('3');
      await panel.getByRole('button', { name: text.generate }).click();
      await expect(panel.getByText(text.made)).toBeVisible();
      const made = await panel.locator('ul.promotion-codes code').allTextContents();
      expect(made).toHaveLength(3);
      for (const code of made) expect(code).toMatch(/^[A-Z0-9]{17}$/);
      await expectNoSeriousAxeViolations(page, 'main');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: text.csv }).click()]);
      const csv = await readFile((await download.path())!, 'utf8');
      expect(csv).toContain(`SPRING${unique},no,no`);
      for (const code of made) expect(csv).toContain(`${code},yes,no`);

      await panel.getByRole('button', { name: text.end }).click();
      await expect(row).toHaveAttribute('data-status', 'ended');
      await expect(row).toContainText(text.ended);
      await expect(panel.getByRole('button', { name: text.end })).toHaveCount(0);
      await expectNoSeriousAxeViolations(page, 'main');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  });
}
