import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { urls } from '../../playwright.config.js';
import { expectNoSeriousAxeViolations, localized, useShopLanguage } from './helpers.js';

// Gift subscriptions (issue 12): a customer gives 3 months as a gift with cash and sees every
// month on /subscriptions/{id} and in the account; a guest who chose a package signs in and comes
// back to the same choice. English at 1280 px, Arabic at 360 px.

const PASSWORD = 'candles-and-oud';
const arabic = (n: number | string) => String(n).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);
const TEXT = {
  en: { choose: /^Choose 3 months for/, pay: 'Buy the subscription', title: (id: string) => `Subscription ${id}`, scheduled: 'Scheduled', signIn: 'Sign in', gift: 'A gift for Shilan Ahmed', digits: String },
  ar: { choose: /^اختر ٣ أشهر بسعر/, pay: 'اشترِ الاشتراك', title: (id: string) => `الاشتراك رقم ${arabic(id)}`, scheduled: 'مجدول', signIn: 'تسجيل الدخول', gift: 'هدية إلى Shilan Ahmed', digits: arabic },
} as const;

async function register(request: APIRequestContext): Promise<string> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `sub.${stamp}@example.iq`;
  const cities = await (await request.post(`${urls.shop}/graphql?lang=en`, { data: { query: '{ cities { id } }' }, headers: { origin: urls.shop } })).json();
  const registered = await request.post(`${urls.shop}/graphql?lang=en`, {
    headers: { origin: urls.shop },
    data: {
      query: `mutation ($email: String!, $phone: String!, $city: ID!) {
        register(name: "Ada Lovelace", email: $email, phone: $phone, password: "${PASSWORD}", city: $city, token: "local-unverified") { status } }`,
      variables: { email, phone: `0770${stamp.slice(-7)}`, city: cities.data.cities[0].id },
    },
  });
  expect((await registered.json()).errors).toBeUndefined();
  return email;
}

for (const [lang, width] of [['en', 1280], ['ar', 360]] as const) {
  test.describe(`gift subscriptions (${lang}, ${width} px)`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a guest chooses 3 months, signs in, comes back to the same choice, gives it as a gift with cash and sees its months', async ({ page, request }) => {
      test.setTimeout(90_000);
      const text = TEXT[lang];
      await useShopLanguage(page, lang);
      const email = await register(request);
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
