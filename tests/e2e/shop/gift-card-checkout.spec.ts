import { expect, test, type Page } from '@playwright/test';
import { EN_WIDE_AR_NARROW, amountOf, expectNoSeriousAxeViolations, gql, guestCartLine, useShopLanguage } from '../helpers.js';
import { urls } from '../../../playwright.config.js';
import { BUYING_LABELS, checkout, chooseDelivery, fillGuest, pay } from './checkout-steps.js';
import { GIFT_CARD_PRODUCTS, buyGiftCard, mailedGiftCard } from './gift-card-steps.js';

// Issue 35 item 2: a shopper spends a gift card at the checkout. They buy one (paid on the local
// gateway, its code mailed to them), open "Pay with a gift card" in the checkout widget on the
// example partner page, type the code (in Arabic with Arabic-Indic digits), see what the card holds
// and pays and what is left to pay, and pay the rest in cash; the storefront's order page shows what
// the card paid and the card's balance went down. A card that covers the whole order on the
// storefront's /checkout asks for no payment and pays the order. In English at 1280 px and Arabic at 360 px.

const TEXT = {
  en: {
    quantity: (count: string) => `Quantity: ${count}`,
    open: 'Pay with a gift card',
    code: 'Gift card code',
    add: 'Add card',
    cash: 'Cash',
    unpaid: /^Cash · Not paid$/,
    paid: / · Paid$/,
    coversAll: 'Your gift cards pay the whole order: no payment is needed.',
    holdsAndPays: '25,000 IQD left, pays 25,000 IQD',
  },
  ar: {
    quantity: (count: string) => `الكمية: ${count}`,
    open: 'الدفع ببطاقة هدية',
    code: 'رمز بطاقة الهدية',
    add: 'إضافة البطاقة',
    cash: 'الدفع نقدًا',
    unpaid: / · غير مدفوع$/,
    paid: / · مدفوع$/,
    coversAll: 'بطاقات الهدايا تغطي الطلب كله: لا حاجة إلى الدفع.',
    holdsAndPays: 'المتبقي ٢٥٬٠٠٠ د.ع، تدفع ٢٥٬٠٠٠ د.ع',
  },
} as const;

/** The code as a shopper types it: in Arabic, its digits as Arabic-Indic ones. */
const typed = (code: string, lang: 'en' | 'ar') => (lang === 'ar' ? code.replace(/[0-9]/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]!) : code);

/** What the card `code` still holds, asked as anyone may (giftCardBalance). */
async function balanceOf(page: Page, code: string): Promise<number> {
  const data = await gql<{ giftCardBalance: { balance: number } }>(page.request, 'query B($code: String!) { giftCardBalance(code: $code) { balance } }', { code });
  return data.giftCardBalance.balance;
}

/** The example partner page's buy-now checkout of product 1 (another origin), `quantity` of it, in `lang`. */
async function onPartnerPage(page: Page, quantity: number, lang: 'en' | 'ar') {
  await page.goto(`${urls.partner}/partner-checkout/`);
  await checkout(page).evaluate(
    (element, { quantity, lang }) => {
      element.setAttribute('lang', lang);
      element.setAttribute('quantity', String(quantity));
    },
    { quantity, lang },
  );
}

/** A guest cart of `quantity` of product 1 on the storefront, and its /checkout. */
async function onStorefront(page: Page, quantity: number) {
  const { line } = await guestCartLine(page.request, quantity);
  await page.goto('/');
  await page.evaluate((items) => localStorage.setItem('cart', JSON.stringify({ items })), [line]);
  await page.goto('/checkout');
}

/** The open checkout (of one line, `quantity` of it) with delivery and the guest's details; answers its total. */
async function fillCheckout(page: Page, quantity: number, lang: 'en' | 'ar') {
  await expect(checkout(page).locator('[part="line"]')).toContainText(TEXT[lang].quantity(typed(String(quantity), lang)));
  await chooseDelivery(page, BUYING_LABELS[lang]);
  await fillGuest(page, BUYING_LABELS[lang].guest);
  return amountOf((await checkout(page).locator('[part="total"]').textContent()) ?? '');
}

/** Opens "Pay with a gift card" and adds `code`, typed as the shopper would in `lang`. */
async function addCard(page: Page, code: string, lang: 'en' | 'ar') {
  const text = TEXT[lang];
  await checkout(page).getByText(text.open).click();
  await checkout(page).getByLabel(text.code).fill(typed(code, lang));
  await checkout(page).getByRole('button', { name: text.add }).click();
  return checkout(page).locator('.gift-card-list li');
}

for (const [lang, width] of EN_WIDE_AR_NARROW) {
  test.describe(`paying with a gift card (${lang}, ${width} px)`, () => {
    test.use({ viewport: { width, height: 900 } });
    test.beforeEach(async ({ page }) => useShopLanguage(page, lang));

    test('a 25,000 IQD card pays part of the order, the rest is paid in cash, and the card is drawn', async ({ page, request }) => {
      const text = TEXT[lang];
      const buyer = await buyGiftCard(page, request, lang, GIFT_CARD_PRODUCTS[25000]);
      const { code } = await mailedGiftCard(page, buyer.email);
      expect(await balanceOf(page, code)).toBe(25000);

      await onPartnerPage(page, 2, lang);
      const total = await fillCheckout(page, 2, lang);
      expect(total).toBeGreaterThan(25000);
      const card = await addCard(page, code, lang);
      await expect(card).toHaveCount(1);
      await expect(card).toContainText(code.slice(-4));
      // What it holds and what it pays: both 25,000, since the order costs more.
      await expect(card).toContainText(text.holdsAndPays);
      await expect(checkout(page).locator('[part="gift-card-paid"]')).toHaveText(/^−/);
      expect(amountOf((await checkout(page).locator('[part="gift-card-paid"]').textContent()) ?? '')).toBe(25000);
      expect(amountOf((await checkout(page).locator('[part="left-to-pay"]').textContent()) ?? '')).toBe(total - 25000);
      await expectNoSeriousAxeViolations(page, 'candle-checkout');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      // The rest in cash, on delivery.
      await pay(page, text.cash, BUYING_LABELS[lang].confirm, BUYING_LABELS[lang].place);
      await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\?email=/);
      await expect(page.locator('[data-minus="gift-cards"]')).toBeVisible();
      expect(amountOf((await page.locator('[data-minus="gift-cards"]').textContent()) ?? '')).toBe(25000);
      await expect(page.getByText(text.unpaid)).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      expect(await balanceOf(page, code)).toBe(0);
    });

    test('a 100,000 IQD card covers the whole order: no payment is asked, the order is paid', async ({ page, request }) => {
      const text = TEXT[lang];
      const buyer = await buyGiftCard(page, request, lang, GIFT_CARD_PRODUCTS[100000]);
      const { code, url } = await mailedGiftCard(page, buyer.email);

      await onStorefront(page, 1);
      const total = await fillCheckout(page, 1, lang);
      expect(total).toBeLessThan(100000);
      const card = await addCard(page, code, lang);
      await expect(card).toHaveCount(1);
      expect(amountOf((await checkout(page).locator('[part="left-to-pay"]').textContent()) ?? '')).toBe(0);
      await expect(checkout(page).getByText(text.coversAll)).toBeVisible();
      await expectNoSeriousAxeViolations(page, 'candle-checkout');

      // Placed at once: no payment method is asked (a payment dialog would wait for a choice, and
      // the order page would never open).
      await checkout(page).getByRole('button', { name: BUYING_LABELS[lang].place }).click();
      await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\?email=/);
      expect(amountOf((await page.locator('[data-minus="gift-cards"]').textContent()) ?? '')).toBe(total);
      await expect(page.getByText(text.paid)).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      // The card's page tells what is left.
      await page.goto(`${url.pathname}${url.hash}`);
      await expect(page.locator(`[data-balance="${100000 - total}"]`)).toBeVisible({ timeout: 20_000 });
      expect(await balanceOf(page, code)).toBe(100000 - total);
    });
  });
}
