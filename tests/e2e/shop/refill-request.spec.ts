import { expect, test, type Page } from '@playwright/test';
import { urls } from '../../../playwright.config.js';
import { approveOnLocalGateway, EN_WIDE_AR_NARROW, expectNoSeriousAxeViolations, registerCustomer, useShopLanguage } from '../helpers.js';
import { chooseFirstOfEveryStep, refillBuilder as builder, refillSteps } from '../../support/refill-builder-steps.js';

// Refill journeys (ISSUE 11): a refill checked out from the refill cart, a customer's Request now
// paid through the local ZainCash gateway, and a guest's Request now in cash. Form fields are found
// by their names (the same steps in both languages); what the shopper reads is checked in the
// journey's language.

const TEXT = {
  en: {
    add: 'Add to refill cart',
    added: 'Added to your refill cart',
    requestNow: 'Request now',
    confirmed: (id: string) => `Your request number is ${id}. We will call you to confirm it.`,
    cart: (count: string) => (count === '1' ? `Cart, ${count} item` : `Cart, ${count} items`),
    placeOrder: 'Place order',
    refills: 'Refills',
    cashUnpaid: 'Cash · Not paid',
    zaincashPaid: 'ZainCash · Paid',
    pending: 'Pending',
    successTitle: 'Payment successful',
    viewRefill: 'View your refill request',
    refillTitle: /^Refill request \d+$/,
    history: 'Refill requests',
    paid: 'Paid',
    digits: (n: string) => n,
  },
  ar: {
    add: 'أضف إلى سلة إعادة التعبئة',
    added: 'أضيفت إلى سلة إعادة التعبئة',
    requestNow: 'اطلب الآن',
    confirmed: (id: string) => `رقم طلبك ${id}. سنتصل بك لتأكيده.`,
    cart: (count: string) => `السلة، عدد العناصر: ${count}`,
    placeOrder: 'إرسال الطلب',
    refills: 'إعادة التعبئة',
    cashUnpaid: 'الدفع نقدًا · غير مدفوع',
    zaincashPaid: 'زين كاش · مدفوع',
    pending: 'قيد الانتظار',
    successTitle: 'تم الدفع بنجاح',
    viewRefill: 'عرض طلب التعبئة',
    refillTitle: /^طلب التعبئة [٠-٩]+$/,
    history: 'طلبات التعبئة',
    paid: 'مدفوع',
    digits: (n: string) => n.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!),
  },
} as const;

type Lang = keyof typeof TEXT;

const checkout = (page: Page) => page.locator('candle-checkout');
const drawerButton = (page: Page) => page.locator('candle-cart-drawer [part="button"]');

/** Builds a refill on /refill: the first option of every step, then the quantity. */
async function buildRefill(page: Page, lang: Lang, quantity = '2') {
  await page.goto('/refill');
  await chooseFirstOfEveryStep(page, lang);
  await builder(page).locator('[part="quantity"]').fill(quantity);
  await expect(builder(page).locator('[part="price"]')).toBeVisible();
}

/** Fills a guest's contact and a delivery in a widget's form (the checkout's fields). */
async function guestDelivery(page: Page, widget: ReturnType<typeof builder>) {
  await widget.locator('input[name="name"]').fill('Sara Ahmed');
  await widget.locator('input[name="phone"]').fill('07701234567');
  await widget.locator('input[name="email"]').fill('sara@example.com');
  await widget.locator('input[name="shipping"][value="delivery"]').check();
  const city = widget.locator('select[name="city"]');
  await expect(city.locator('option')).not.toHaveCount(1);
  await city.selectOption({ index: 1 });
  await widget.locator('input[name="address"]').fill('Street 5, Erbil');
}

/** Opens the payment modal of a widget's form, chooses `method` and confirms. */
async function payWith(widget: ReturnType<typeof builder>, submit: string, method: string) {
  await widget.locator(submit).click();
  const modal = widget.locator('dialog[part="payment-modal"]');
  await expect(modal).toBeVisible();
  await modal.locator(`input[name="method"][value="${method}"]`).check();
  await modal.locator('[part="confirm"]').click();
}

async function noSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

// Each journey once: the refill cart's checkout in English at 1280 px; Request now, a customer's
// paid online and a guest's in cash, in Arabic at 360 px (right to left, Arabic-Indic digits).
for (const [lang, width] of EN_WIDE_AR_NARROW) {
  const text = TEXT[lang];
  test.describe(`refills in ${lang} at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await useShopLanguage(page, lang);
    });

    if (lang === 'en')
      test('a guest builds a refill, sees it in the drawer at once, and checks it out with cash and delivery', async ({ page }) => {
        await buildRefill(page, lang);
        const container = (await refillSteps(page, lang)[0]!.locator('label:has(input:checked)').textContent())!.trim();
        await builder(page).getByRole('button', { name: text.add }).click();
        await expect(builder(page).getByRole('status').filter({ hasText: text.added })).toBeVisible();
        // The badge counts the refill at once (SPEC §2: cart items plus refill items).
        await expect(drawerButton(page)).toHaveAttribute('aria-label', text.cart(text.digits('1')));
        await drawerButton(page).click();
        await expect(page.locator('candle-cart-drawer dialog [part="line"]')).toContainText(container);
        await page.keyboard.press('Escape');

        await page.goto('/checkout');
        await expect(checkout(page).locator('[part="line"]')).toContainText(container);
        await guestDelivery(page, checkout(page));
        await expectNoSeriousAxeViolations(page, 'candle-checkout');
        await noSideScroll(page);
        await payWith(checkout(page), '[part="submit"]', 'cash');
        await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\?email=sara%40example\.com$/);
        await expect(page.getByRole('heading', { level: 2, name: text.refills })).toBeVisible();
        await expect(page.locator('.order-line')).toContainText(container);
        await expect(page.getByText(text.cashUnpaid)).toBeVisible();
        await expect(page.getByText('Street 5, Erbil', { exact: false })).toBeVisible();
        await expectNoSeriousAxeViolations(page);
        // SPEC §4: a successful checkout empties the stored refill cart.
        expect(await page.evaluate(() => localStorage.getItem('refill-cart'))).toBeNull();
      });

    if (lang === 'ar')
      test('a customer requests a refill with pickup and ZainCash, approves it on the local gateway, and sees it paid on its page and in the history', async ({ page }) => {
        // A fresh account, registered on the browser's own cookie jar (so the page is signed in).
        await registerCustomer(page.request);

        await buildRefill(page, lang, '1');
        await builder(page).getByRole('button', { name: text.requestNow }).click();
        const form = builder(page).locator('form.request-form');
        await expect(form).toBeVisible();
        // Signed in: the contact comes from the account.
        await expect(form.locator('input[name="name"]')).toHaveCount(0);
        await form.locator('input[name="shipping"][value="pickup"]').check();
        const point = form.locator('select[name="sellingPoint"]');
        await expect(point.locator('option')).not.toHaveCount(1);
        await point.selectOption({ index: 1 });
        const pointTitle = (await point.locator('option').nth(1).textContent())!.split(/[,،]/)[0]!.trim();
        await expectNoSeriousAxeViolations(page, 'candle-refill-builder');
        await noSideScroll(page);
        await payWith(builder(page), '[part="request-submit"]', 'zaincash');

        await approveOnLocalGateway(page, 'refill');
        await expect(page.getByRole('heading', { name: text.successTitle })).toBeVisible();
        await page.getByRole('link', { name: text.viewRefill }).click();

        await expect(page).toHaveURL(/\/refills\/\d+$/);
        const id = page.url().split('/').at(-1)!;
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.refillTitle);
        await expect(page.getByText(text.zaincashPaid)).toBeVisible();
        await expect(page.getByText(text.pending)).toBeVisible();
        await expect(page.locator('.order-facts').first()).toContainText(pointTitle);
        await expectNoSeriousAxeViolations(page);
        await noSideScroll(page);

        await page.goto('/account/orderHistory');
        const history = page.getByRole('region', { name: text.history });
        const row = history.locator('.order-row').filter({ hasText: text.digits(id) });
        await expect(row).toBeVisible();
        await expect(row).toContainText(text.paid);
        await row.getByRole('link').click();
        await expect(page).toHaveURL(new RegExp(`/refills/${id}$`));
      });

    if (lang === 'ar')
      test('a guest requests a refill now with cash and sees the confirmation with its number', async ({ page }) => {
        await buildRefill(page, lang);
        await builder(page).getByRole('button', { name: text.requestNow }).click();
        const form = builder(page).locator('form.request-form');
        await expect(form).toBeVisible();
        await guestDelivery(page, builder(page));
        await expectNoSeriousAxeViolations(page, 'candle-refill-builder');
        await payWith(builder(page), '[part="request-submit"]', 'cash');
        const confirmation = builder(page).locator('[part="confirmation"]');
        await expect(confirmation).toBeVisible();
        const number = (await confirmation.textContent())!.match(/[0-9٠-٩]+/)![0];
        await expect(confirmation).toContainText(text.confirmed(number));
        // A guest has no refill page: the widget stays on /refill, the refill cart untouched.
        await expect(page).toHaveURL(/\/refill$/);
        expect(await page.evaluate(() => JSON.parse(localStorage.getItem('refill-cart') ?? '{"items":[]}').items)).toEqual([]);
        await noSideScroll(page);
      });
  });
}
