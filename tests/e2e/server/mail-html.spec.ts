import { expect, test, type APIRequestContext } from '@playwright/test';
import { urls } from '../../../playwright.config.js';

// Issue 37 item 3: a mail's HTML part read in a browser at 360 px, as a phone's mail app shows it:
// the shop's name over the text, right to left in Kurdish and Arabic, nothing wider than the
// screen, and readable with no picture (this one has none). Its validity is mail-html-valid.test.ts's.

/** The local outbox's address of the HTML part of the newest mail to `email`. */
async function mailHtmlPath(request: APIRequestContext, email: string): Promise<string> {
  let path: string | undefined;
  await expect
    .poll(async () => {
      const outbox = await (await request.get(`${urls.shop}/dev/outbox`)).text();
      const mail = outbox.split('<li>').find((item) => item.includes(email));
      path = mail?.match(/href="(\/dev\/outbox\/mail\/\d+)"/)?.[1];
      return path;
    })
    .toBeTruthy();
  return path!;
}

const SHOP_NAME = { en: 'The candle shop', ku: 'دوکانی مۆم', ar: 'متجر الشموع' } as const;

for (const lang of ['en', 'ku', 'ar'] as const) {
  test(`a mail's HTML fits 360 px and reads in its direction (${lang})`, async ({ page, request }, testInfo) => {
    const email = `html-${lang}-${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;
    const signedUp = await request.post(`${urls.shop}/graphql?lang=${lang}`, { data: { query: 'mutation($email: String!) { newsletter(email: $email, token: "local-unverified") }', variables: { email } } });
    expect(((await signedUp.json()) as { data?: { newsletter: boolean } }).data?.newsletter).toBe(true);

    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`${urls.shop}${await mailHtmlPath(request, email)}`);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'en' ? 'ltr' : 'rtl');
    const name = page.getByText(SHOP_NAME[lang], { exact: true }).first();
    await expect(name).toBeVisible();
    // The shop's colours are the mail's own inline styles (a page policy that dropped them would show black on white).
    expect(await name.evaluate((cell) => getComputedStyle(cell).backgroundColor)).toBe('rgb(138, 75, 42)');
    await expect(page.locator('a[href*="/newsletter/confirm"]')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: testInfo.outputPath(`mail-${lang}-360.png`), fullPage: true });
  });
}
