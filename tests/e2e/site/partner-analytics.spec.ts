import { expect, test, type Page } from '@playwright/test';
import { urls } from '../../../playwright.config.js';
import { cards, cspViolations, EN_WIDE_AR_NARROW, expectNoSeriousAxeViolations } from '../helpers.js';
import { checkout, chooseDelivery, fillGuest, pay } from '../shop/checkout-steps.js';

// Issue 26 item 5: the partner page's own listener (examples/partner-analytics/analytics.js pushes
// to its data layer) hears `candle-analytics` only after its consent banner was accepted.
const PAGE = `${urls.partner}/partner-analytics/`;

const TEXT = {
  en: {
    page2: 'Page 2',
    size: 'Size',
    add: 'Add to refill cart',
    added: 'Added to your refill cart',
    labels: { name: 'Name', phone: 'Phone', email: 'Email' },
    delivery: { delivery: 'Delivery', city: 'City', address: 'Address' },
    pay: ['Cash', 'Confirm order', 'Place order'],
  },
  ar: {
    page2: 'الصفحة ٢',
    size: 'الحجم',
    add: 'أضف إلى سلة إعادة التعبئة',
    added: 'أضيفت إلى سلة إعادة التعبئة',
    labels: { name: 'الاسم', phone: 'رقم الهاتف', email: 'البريد الإلكتروني' },
    delivery: { delivery: 'توصيل', city: 'المدينة', address: 'العنوان' },
    pay: ['الدفع نقدًا', 'تأكيد الطلب', 'إرسال الطلب'],
  },
} as const;

type Lang = keyof typeof TEXT;
type Detail = { event: string; ecommerce?: { currency: string; value: number; transaction_id?: string; item_list_id?: string; items: { item_id: string; item_category: string; price: number; quantity: number }[] } };

/**
 * The events a listener on the partner's pages heard, across its pages (the partner serves them in
 * `lang` with ?lang=: examples/partner-analytics/language.js).
 */
async function partnerPages(page: Page, lang: Lang, path = '') {
  const heard: Detail[] = [];
  await page.exposeFunction('heardAnalytics', (detail: Detail) => heard.push(detail));
  await page.addInitScript(() => document.addEventListener('candle-analytics', (event) => (window as unknown as { heardAnalytics(d: unknown): void }).heardAnalytics((event as CustomEvent).detail)));
  await page.goto(`${PAGE}${path}${lang === 'en' ? '' : `?lang=${lang}`}`);
  return heard;
}

const builder = (page: Page) => page.locator('candle-refill-builder');

async function addRefill(page: Page, lang: Lang) {
  const text = TEXT[lang];
  await builder(page).getByRole('group', { name: text.size, exact: true }).getByRole('radio').first().check();
  await builder(page).getByRole('button', { name: text.add }).click();
  await expect(builder(page).getByRole('status').filter({ hasText: text.added })).toBeVisible();
}

async function placeOrder(page: Page, lang: Lang) {
  const text = TEXT[lang];
  await chooseDelivery(page, text.delivery);
  await fillGuest(page, text.labels);
  const [method, confirm, place] = text.pay;
  await pay(page, method, confirm, place);
}

for (const [lang, width] of EN_WIDE_AR_NARROW) {
  test(`after consent, a listener on the partner page hears a purchase in order (${lang}, ${width} px)`, async ({ page }) => {
    const violations = await cspViolations(page);
    await page.setViewportSize({ width, height: 900 });
    const heard = await partnerPages(page, lang);
    await expect(cards(page)).toHaveCount(12);
    await expect(page.locator('candle-product-grid [part~="base"]')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expectNoSeriousAxeViolations(page);
    // The first page of the grid was shown before consent: not reported, then or later.
    await page.getByRole('button', { name: 'Accept analytics' }).click();
    await expect(page.getByRole('region', { name: 'Analytics consent' })).toBeHidden();

    await page.locator('candle-product-grid').getByRole('button', { name: TEXT[lang].page2, exact: true }).click();
    await expect(page.locator('candle-product-grid')).toHaveAttribute('page', '2');
    await expect(cards(page)).toHaveCount(12);
    await addRefill(page, lang);
    await page.getByRole('link', { name: 'Go to checkout' }).click();
    // The next page remembers the choice and grants consent before the checkout renders.
    await expect(checkout(page).locator('[part="line"]')).toHaveCount(1);
    await expectNoSeriousAxeViolations(page, 'candle-checkout');
    await placeOrder(page, lang);

    await expect.poll(() => heard.map((detail) => detail.event)).toEqual(['view_item_list', 'add_to_cart', 'begin_checkout', 'purchase']);
    const [list, added, begun, bought] = heard as [Detail, Detail, Detail, Detail];
    expect(list.ecommerce).toMatchObject({ currency: 'IQD', item_list_id: 'candles' });
    expect(list.ecommerce!.items).toHaveLength(12);
    expect(list.ecommerce!.items[0]).toMatchObject({ item_category: 'candle', quantity: 1, index: 0 });
    expect(added.ecommerce!.items).toEqual([expect.objectContaining({ item_id: 'refill', item_category: 'refill', quantity: 1 })]);
    expect(added.ecommerce!.value).toBeGreaterThan(0);
    expect(begun.ecommerce).toMatchObject({ currency: 'IQD', value: added.ecommerce!.value, items: added.ecommerce!.items });
    expect(bought.ecommerce).toMatchObject({ currency: 'IQD', value: added.ecommerce!.value, items: added.ecommerce!.items, transaction_id: expect.stringMatching(/^\d+$/) });
    expect(violations).toEqual([]);
  });
}

for (const [lang, width] of [
  ['ar', 1280],
  ['en', 360],
] as const) {
  test(`before consent the partner page hears nothing, and consent given later reports nothing from before (${lang}, ${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const heard = await partnerPages(page, lang);
    await expect(cards(page)).toHaveCount(12);
    await addRefill(page, lang);
    await page.getByRole('link', { name: 'Go to checkout' }).click();
    await expect(checkout(page).locator('[part="line"]')).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Analytics consent' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    expect(heard).toEqual([]);

    await page.getByRole('button', { name: 'Accept analytics' }).click();
    // Nothing was queued: accepting delivers nothing of the browsing above, only what happens from
    // now on (the checkout shown again), so the first event heard is that one.
    await page.reload();
    await expect.poll(() => heard.map((detail) => detail.event)).toEqual(['begin_checkout']);
    expect(heard[0]!.ecommerce!.items).toEqual([expect.objectContaining({ item_id: 'refill', quantity: 1 })]);
  });
}

test('a page that knows consent already grants it on the loader: data-analytics-consent="granted"', async ({ page }) => {
  const heard = await partnerPages(page, 'en', 'known-consent.html');
  await expect(cards(page)).toHaveCount(12);
  await expect.poll(() => heard.map((detail) => detail.event)).toEqual(['view_item_list']);
  expect(heard[0]!.ecommerce!.items).toHaveLength(12);
});
