import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, localized, PASSWORD, registerCustomer, useShopLanguage } from '../helpers.js';

// Gift subscriptions (issue 12): a customer gives 3 months as a gift with cash and sees every
// month on /subscriptions/{id} and in the account; a guest who chose a package signs in and comes
// back to the same choice.

const arabic = (n: number | string) => String(n).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);
const TEXT = {
  en: { choose: /^Choose 3 months for/, pay: 'Buy the subscription', title: (id: string) => `Subscription ${id}`, scheduled: 'Scheduled', signIn: 'Sign in', gift: 'A gift for Shilan Ahmed', digits: String },
  ar: { choose: /^اختر ٣ أشهر بسعر/, pay: 'اشترِ الاشتراك', title: (id: string) => `الاشتراك رقم ${arabic(id)}`, scheduled: 'مجدول', signIn: 'تسجيل الدخول', gift: 'هدية إلى Shilan Ahmed', digits: arabic },
} as const;

// The journey in English at 1280 px; in Arabic at 360 px its two pages, right to left (below).
for (const [lang, width] of [['en', 1280]] as const) {
  test.describe(`gift subscriptions (${lang}, ${width} px)`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a guest chooses 3 months, signs in, comes back to the same choice, gives it as a gift with cash and sees its months', async ({ page, request }) => {
      const text = TEXT[lang];
      await useShopLanguage(page, lang);
      const { email } = await registerCustomer(request);
      await page.goto('/giftsubscription');
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('link', { name: text.choose }).nth(1).click();
      await expect(page).toHaveURL(/\/giftsubscription\/checkout\?package=2&months=3$/);
      await page.getByRole('button', { name: text.signIn }).click();
      await expect(page).toHaveURL(/\/signin$/);
      await page.locator('main input[name=email]').fill(email);
      await page.locator('main input[name=password]').fill(PASSWORD);
      await page.locator('main form button[type=submit]').click();
      await expect(page).toHaveURL(/\/giftsubscription\/checkout\?package=2&months=3$/);
      await expect(page.locator('#sub-package')).toHaveValue('2');
      await expect(page.locator('#sub-months')).toHaveValue('3');

      await page.locator('#sub-gift-name').fill('Shilan Ahmed');
      await page.locator('#sub-gift-phone').fill('07501234567');
      await page.locator('#sub-gift-message').fill('Happy birthday!');
      await page.locator('#sub-city').selectOption({ index: 2 });
      await page.locator('#sub-address').fill('Erbil, 100m Street');
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('button', { name: text.pay }).click();

      await expect(page).toHaveURL(/\/subscriptions\/\d+$/);
      const id = page.url().split('/').at(-1)!;
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title(id));
      await expect(page.locator('.subscription-months li')).toHaveCount(3);
      await expect(page.locator('.subscription-months li[data-status="scheduled"]').first()).toContainText(text.scheduled);
      await expect(page.locator('.order-facts')).toContainText(text.gift);
      await expectNoSeriousAxeViolations(page);

      await page.goto('/account/orderHistory');
      await expect(page.locator(`a[href="${localized(`/subscriptions/${id}`, lang)}"]`)).toBeVisible();
    });
  });
}

test('the subscription pages in Arabic at 360 px: right to left, fitting, no serious axe violation', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 900 });
  await useShopLanguage(page, 'ar');
  await page.goto('/giftsubscription');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoSeriousAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByRole('link', { name: TEXT.ar.choose }).nth(1).click();
  await expect(page).toHaveURL(/\/giftsubscription\/checkout\?package=2&months=3$/);
  await expect(page.getByRole('button', { name: TEXT.ar.signIn })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
