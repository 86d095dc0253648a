import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations, localized, PASSWORD, registerCustomer } from '../helpers.js';
import { chooseFirstOfEveryStep, refillBuilder as builder } from '../../support/refill-builder-steps.js';

// Issue 37 item 1, from the refill builder: a signed-out shopper builds a refill on the storefront's
// /refill, follows the builder's "sign in to make this refill a plan", signs in and comes back to
// the same refill; they make it a plan (every 2 weeks, delivered, paid with ZainCash at each
// refill), follow the builder's link to their refill plans and find it there. In English at
// 1280 px and in Arabic at 360 px, with axe on the builder and the account.

const TEXT = {
  en: {
    signInPrompt: 'Sign in to make this refill a plan',
    makePlan: 'Make this a plan',
    every: 'Every',
    delivery: 'Delivery',
    city: 'City',
    address: 'Address',
    zaincash: 'ZainCash',
    make: 'Make the plan',
    made: /Plan (\d+) is made/,
    plans: 'Refill plans',
    plan: (id: string) => `Plan ${id}`,
    everyTwoWeeks: 'every 2 weeks',
    active: 'Active',
  },
  ar: {
    signInPrompt: 'سجّل الدخول لتجعل هذه التعبئة خطة',
    makePlan: 'اجعلها خطة',
    every: 'التكرار',
    delivery: 'توصيل',
    city: 'المدينة',
    address: 'العنوان',
    zaincash: 'زين كاش',
    make: 'أنشئ الخطة',
    made: /تم إنشاء الخطة ([٠-٩]+)/,
    plans: 'خطط إعادة التعبئة',
    plan: (id: string) => `الخطة ${id}`,
    everyTwoWeeks: 'كل أسبوعين',
    active: 'فعّالة',
  },
} as const;

const ADDRESS = 'Gulan Street 40, house 7';
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const [lang, viewport] of [
  ['en', { width: 1280, height: 900 }],
  ['ar', { width: 360, height: 780 }],
] as const) {
  test.describe(`a refill plan from the refill builder (${lang}, ${viewport.width} px)`, () => {
    test.use({ viewport });

    test('a shopper signs in from the builder, comes back to their refill, makes it a plan and finds it in their account', async ({ page, request }) => {
      const text = TEXT[lang];
      await page.addInitScript((value) => localStorage.setItem('lang', value), lang);
      // Registered on its own cookie jar: the page is signed out.
      const customer = await registerCustomer(request, { name: 'Shno Plans', verified: true });

      await page.goto(localized('/refill', lang));
      const steps = await chooseFirstOfEveryStep(page, lang);
      const chosen = await Promise.all(steps.map((step) => step.getByRole('radio', { checked: true }).getAttribute('value')));

      // Signed out: the builder asks to sign in, and the storefront brings the shopper back to this refill.
      await builder(page).getByRole('link', { name: text.signInPrompt }).click();
      await expect(page).toHaveURL(new RegExp(`${localized('/signin', lang)}$`));
      await page.locator('main input[name=email]').fill(customer.email);
      await page.locator('main input[name=password]').fill(PASSWORD);
      await page.locator('main form button[type=submit]').click();
      await expect(page).toHaveURL(new RegExp(`${localized('/refill', lang)}\\?container=`));
      const makePlan = builder(page).getByRole('button', { name: text.makePlan });
      await expect(makePlan).toBeVisible();
      expect(await Promise.all(steps.map((step) => step.getByRole('radio', { checked: true }).getAttribute('value')))).toEqual(chosen);

      // Make this a plan: every 2 weeks from its default first day, delivered, ZainCash at each refill.
      await makePlan.click();
      const form = builder(page).locator('[part="plan"] form');
      await form.getByLabel(text.every).selectOption('2');
      await form.getByRole('radio', { name: text.delivery }).check();
      const city = form.getByLabel(text.city);
      await expect(city.locator('option:not([disabled])').first()).toBeAttached();
      await city.selectOption({ index: 1 });
      await form.getByLabel(text.address).fill(ADDRESS);
      await form.getByRole('radio', { name: new RegExp(`^${text.zaincash}`) }).check();
      await expectNoSeriousAxeViolations(page, 'candle-refill-builder');
      await form.getByRole('button', { name: text.make }).click();
      const made = builder(page).locator('[part="plan-made"]');
      await expect(made).toContainText(text.made);
      const shownId = text.made.exec((await made.textContent()) ?? '')![1]!;
      expect(await noSidewaysScroll(page)).toBe(true);
      await expectNoSeriousAxeViolations(page, 'candle-refill-builder');

      // The builder's link opens the account's plans, where the new plan is listed as made.
      await made.getByRole('link', { name: text.plans }).click();
      await expect(page).toHaveURL(new RegExp(`${localized('/account/orderHistory', lang)}#refill-plans$`));
      const card = page.getByRole('listitem', { name: text.plan(shownId) });
      await expect(card).toBeVisible({ timeout: 20_000 });
      await expect(card.getByText(text.active, { exact: true })).toBeVisible();
      await expect(card.getByText(text.everyTwoWeeks, { exact: true })).toBeVisible();
      await expect(card.getByText(ADDRESS, { exact: false })).toBeVisible();
      expect(await noSidewaysScroll(page)).toBe(true);
      await expectNoSeriousAxeViolations(page, 'main');
    });
  });
}
