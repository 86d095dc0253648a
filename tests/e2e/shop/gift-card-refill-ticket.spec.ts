import { expect, test, type Locator, type Page } from '@playwright/test';
import { EN_WIDE_AR_NARROW, amountOf, expectNoSeriousAxeViolations, gql, newPerson, useShopLanguage } from '../helpers.js';
import { GIFT_CARD_PRODUCTS, buyGiftCard, mailedGiftCard } from './gift-card-steps.js';
import { chooseFirstOfEveryStep, refillBuilder as builder } from '../../support/refill-builder-steps.js';

// Issue 35: gift cards pay refill requests and tickets in the widgets. A guest pays part of a refill
// request (the refill builder's Request now on /refill) with a 25,000 IQD card and the rest in cash;
// another books a workshop ticket on /workshops that a 100,000 IQD card pays wholly, with no
// payment asked. The box is the checkout's ("Pay with a gift card"), downloaded when opened. In
// English at 1280 px and Arabic at 360 px (Arabic-Indic digits), with axe.

const TEXT = {
  en: {
    requestNow: 'Request now',
    open: 'Pay with a gift card',
    code: 'Gift card code',
    add: 'Add card',
    confirmed: /Your request number is \d+\./,
    coversTickets: 'Your gift cards pay for the tickets: no payment is needed.',
    paid: 'Paid',
  },
  ar: {
    requestNow: 'اطلب الآن',
    open: 'الدفع ببطاقة هدية',
    code: 'رمز بطاقة الهدية',
    add: 'إضافة البطاقة',
    confirmed: /رقم طلبك [٠-٩]+\./,
    coversTickets: 'بطاقات الهدايا تغطي ثمن التذاكر: لا حاجة إلى الدفع.',
    paid: 'مدفوعة',
  },
} as const;

type Lang = keyof typeof TEXT;

const tickets = (page: Page) => page.locator('candle-workshop-tickets');

async function balanceOf(page: Page, code: string): Promise<number> {
  const data = await gql<{ giftCardBalance: { balance: number } }>(page.request, 'query B($code: String!) { giftCardBalance(code: $code) { balance } }', { code });
  return data.giftCardBalance.balance;
}

/** Opens "Pay with a gift card" in `scope` and adds `code`; answers the list of added cards. */
async function addCard(scope: Locator, code: string, lang: Lang) {
  await scope.getByText(TEXT[lang].open).click();
  await scope.getByLabel(TEXT[lang].code).fill(code);
  await scope.getByRole('button', { name: TEXT[lang].add }).click();
  const cards = scope.locator('.gift-card-list li');
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText(code.slice(-4));
  return cards;
}

async function noSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

for (const [lang, width] of EN_WIDE_AR_NARROW) {
  const text = TEXT[lang];
  test.describe(`gift cards on refill requests and tickets (${lang}, ${width} px)`, () => {
    test.use({ viewport: { width, height: 900 } });
    test.beforeEach(async ({ page }) => useShopLanguage(page, lang));

    test('a 25,000 IQD card pays part of a refill request, the rest is asked in cash, and the card is drawn', async ({ page, request }) => {
      const buyer = await buyGiftCard(page, request, lang, GIFT_CARD_PRODUCTS[25000]);
      const { code } = await mailedGiftCard(page, buyer.email);

      await page.goto('/refill');
      await chooseFirstOfEveryStep(page, lang);
      await builder(page).locator('[part="quantity"]').fill('20');
      const total = amountOf((await builder(page).locator('[part="price"]').textContent()) ?? '');
      expect(total).toBeGreaterThan(25000);
      await builder(page).getByRole('button', { name: text.requestNow }).click();
      const form = builder(page).locator('form.request-form');
      await expect(form).toBeVisible();
      const guest = newPerson('Sara Ahmed');
      await form.locator('input[name="name"]').fill(guest.name);
      await form.locator('input[name="phone"]').fill(guest.phone);
      await form.locator('input[name="email"]').fill(guest.email);
      await form.locator('input[name="shipping"][value="pickup"]').check();
      const point = form.locator('select[name="sellingPoint"]');
      await expect(point.locator('option')).not.toHaveCount(1);
      await point.selectOption({ index: 1 });

      await addCard(form, code, lang);
      expect(amountOf((await form.locator('[part="gift-card-paid"]').textContent()) ?? '')).toBe(25000);
      expect(amountOf((await form.locator('[part="left-to-pay"]').textContent()) ?? '')).toBe(total - 25000);
      await expectNoSeriousAxeViolations(page, 'candle-refill-builder');
      await noSideScroll(page);

      // The rest in cash: the payment modal is asked.
      await builder(page).locator('[part="request-submit"]').click();
      const modal = builder(page).locator('dialog[part="payment-modal"]');
      await expect(modal).toBeVisible();
      await modal.locator('input[name="method"][value="cash"]').check();
      await modal.locator('[part="confirm"]').click();
      await expect(builder(page).locator('[part="confirmation"]')).toContainText(text.confirmed);
      expect(await balanceOf(page, code)).toBe(0);
    });

    test('a 100,000 IQD card pays a whole ticket: no payment is asked and the ticket is paid', async ({ page, request }) => {
      const buyer = await buyGiftCard(page, request, lang, GIFT_CARD_PRODUCTS[100000]);
      const { code } = await mailedGiftCard(page, buyer.email);

      await page.goto('/workshops?workshop=2');
      await tickets(page).locator('[part="tier"]').first().click();
      const form = tickets(page).locator('[part="form"]');
      const guest = newPerson('Shilan Aziz');
      await form.locator('input[autocomplete="name"]').fill(guest.name);
      await form.locator('input[autocomplete="tel"]').fill(guest.phone);
      await form.locator('input[autocomplete="email"]').fill(guest.email);
      const total = amountOf((await form.locator('[part="total"] .price').textContent()) ?? '');
      await addCard(form, code, lang);
      await expect(form.getByText(text.coversTickets)).toBeVisible();
      expect(amountOf((await form.locator('[part="gift-card-paid"]').textContent()) ?? '')).toBe(total);
      expect(amountOf((await form.locator('[part="left-to-pay"]').textContent()) ?? '')).toBe(0);
      await expectNoSeriousAxeViolations(page, 'candle-workshop-tickets');
      await noSideScroll(page);

      await form.locator('[part="buy"]').click();
      // No gateway: the ticket is bought as the cards pay it, and the storefront shows it paid.
      await page.waitForURL(/\/workshops\?.*type=ticket/);
      const ticket = page.locator('.guest-ticket');
      await expect(ticket).toContainText(text.paid);
      await expectNoSeriousAxeViolations(page);
      expect(await balanceOf(page, code)).toBe(100000 - total);
    });
  });
}
