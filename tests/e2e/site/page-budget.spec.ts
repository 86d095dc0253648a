import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { useShopLanguage } from '../helpers.js';
// @ts-expect-error: a plain ES module of the budget check, shared with `npm run bench`.
import { MEASURED_PAGES, pageJavaScript } from '../../budget/page-javascript.mjs';

// Issue 14: a page's JavaScript has a limit (tests/budget/pages.json); the test fails when it grows past it.
// Issue 38: each limit is what was measured plus 2% (the heavier language), under 100 KB, and the
// number of files is what was measured, at most 20 (README "A first page's JavaScript").
const limits = JSON.parse(readFileSync(new URL('../../budget/pages.json', import.meta.url), 'utf8')) as Record<string, { limit: number; files: number }>;

for (const lang of ['en', 'ar'] as const) {
  test(`the JavaScript of the measured pages stays within its limit (${lang})`, async ({ page }) => {
    await useShopLanguage(page, lang);
    const lines: string[] = [];
    for (const path of MEASURED_PAGES as string[]) {
      const { total, files } = (await pageJavaScript(page, lang === 'en' ? path : `/${lang}${path === '/' ? '' : path}`)) as { total: number; files: { path: string }[] };
      lines.push(`${lang} ${path}: ${(total / 1024).toFixed(1)} KB gzip in ${files.length} files (limit ${(limits[path]!.limit / 1024).toFixed(1)} KB in ${limits[path]!.files} files)`);
      // Account, checkout and back-office code is not downloaded on the public pages (their texts may be).
      const code = /\/(admin-page|admin-(?:en|ku|ar)|account-page|password-pages|sign-in-page|sign-up-page|checkout-page|order-page|payment-result-page)-[\w-]+\.js$|\/chunks\/checkout-[\w]+\.js$/;
      expect(
        files.map((file) => file.path).filter((file) => code.test(file)),
        path,
      ).toEqual([]);
      expect(total, `${path} in ${lang}`).toBeLessThanOrEqual(limits[path]!.limit);
      expect(files.length, `${path}'s files in ${lang}`).toBeLessThanOrEqual(limits[path]!.files);
    }
    console.log(lines.join('\n'));
  });
}
