import { expect, test, type Page } from '@playwright/test';
import { urls } from '../../../playwright.config.js';
import { cards, EN_WIDE_AR_NARROW, expectNoSeriousAxeViolations, untilHydrated } from '../helpers.js';
import { BUYING_LABELS, checkout } from './checkout-steps.js';
import { addRefillOnPartnerPage, badge, inLanguage, summaryLines } from './partner-cart-steps.js';

// Issue 24 items 5 and 7: one "Shop" in the header; a guest's cart on a partner's page (another
// origin, whose storage the storefront cannot read) arrives in the storefront's checkout.

const TEXT = {
  en: {
    ...BUYING_LABELS.en,
    empty: 'There is nothing to order yet.',
    backToShop: 'Back to the shop',
    shop: 'Shop',
    allProducts: 'All products',
  },
  ar: {
    ...BUYING_LABELS.ar,
    empty: 'لا يوجد شيء لطلبه بعد.',
    backToShop: 'العودة إلى المتجر',
    shop: 'المتجر',
    allProducts: 'كل المنتجات',
  },
} as const;

const drawer = (page: Page) => page.locator('candle-cart-drawer dialog');

// English at 1280 px and Arabic at 360 px: each language (its addresses) and each width once.
for (const [lang, width] of EN_WIDE_AR_NARROW) {
  const text = TEXT[lang];
  const prefix = lang === 'en' ? '' : `/${lang}`;

  test(`a guest's refill from a partner page and a candle from the storefront meet in the checkout and are paid (${lang}, ${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await addRefillOnPartnerPage(page, lang);

    // On to a product from the partner's shop page: a candle in the storefront's own cart.
    await page.goto(`${urls.partner}/partner-shop/`);
    await inLanguage(page, lang);
    await cards(page).first().locator('a').click();
    // The link first hands the partner's attribution over (issue 26), then the storefront opens it.
    await expect(page).toHaveURL(new RegExp(`^${urls.shop}${prefix}/products/\\d+$`), { timeout: 15_000 });
    // The server renders the product page; a choice made before the storefront takes it over is lost.
    await untilHydrated(page);
    await page.getByRole('group', { name: text.productColor }).getByRole('radio').first().check();
    await page.getByRole('group', { name: text.scent }).getByRole('radio').first().check();
    await page.getByRole('button', { name: text.addToCart }).click();
    await expect(page.locator('candle-cart-drawer [part="badge"]')).toHaveText(lang === 'en' ? '1' : '١');

    // Back on the partner's page, the drawer continues to the storefront's checkout.
    await page.goto(`${urls.partner}/partner-refill/`);
    await inLanguage(page, lang);
    // The open drawer hands the cart off at once, so that its links carry it however they are opened.
    const handoffRequest = page.waitForRequest((request) => request.postData()?.includes('CreateCartHandoff') ?? false);
    await page.locator('candle-cart-drawer [part="button"]').click();
    await expect(drawer(page)).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'candle-cart-drawer');
    // The storefront redeems the reference and drops it from the address as soon as it runs, which
    // can be before the page's load event: the navigation request is what names it, every time.
    const handoffPage = page.waitForRequest((request) => request.isNavigationRequest() && request.url().includes('/checkout?handoff='));
    await drawer(page).getByRole('link', { name: text.toCheckout }).click();
    // Only a reference travels in the address, never the lines.
    expect((await handoffRequest).headers().cookie).toBeUndefined();
    const handoffUrl = (await handoffPage).url();
    expect(handoffUrl).toMatch(new RegExp(`^${urls.shop}${prefix}/checkout\\?handoff=[A-Za-z0-9_-]{43}$`));
    await expect(summaryLines(page)).toHaveCount(2);
    await expect(page).toHaveURL(`${urls.shop}${prefix}/checkout`);
    // Following the same link again adds nothing twice.
    await page.goto(handoffUrl);
    await expect(page).toHaveURL(`${urls.shop}${prefix}/checkout`);
    await expect(summaryLines(page)).toHaveCount(2);
    await expect(badge(page)).toHaveText(lang === 'en' ? '2' : '٢');
    await expectNoSeriousAxeViolations(page, 'candle-checkout');

    await checkout(page).getByLabel(text.guest.name).fill('Sara Ahmed');
    await checkout(page).getByLabel(text.guest.phone).fill('07701234567');
    await checkout(page).getByLabel(text.guest.email).fill('sara@example.com');
    await checkout(page).getByRole('radio', { name: text.delivery }).check();
    const city = checkout(page).getByLabel(text.city);
    await expect(city.locator('option')).not.toHaveCount(1);
    await city.selectOption({ index: 1 });
    await checkout(page).getByLabel(text.address).fill('Street 5, Basra');
    await checkout(page).getByRole('button', { name: text.place }).click();
    const modal = checkout(page).locator('dialog[part="payment-modal"]');
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: text.confirm }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/orders/[0-9a-f-]{36}\\?email=sara%40example\\.com$`));
    // Both lines were ordered: the candle and the refill.
    await expect(page.locator('.order-lines > li')).toHaveCount(2);
  });

  // Issue 34 item 7: the drawer's checkout link opened in a new tab, or copied into another browser.
  test(`the drawer's checkout link brings the partner page's cart in a new tab and in another browser (${lang}, ${width} px)`, async ({ page, context, browser }) => {
    await page.setViewportSize({ width, height: 900 });
    await addRefillOnPartnerPage(page, lang);
    await page.locator('candle-cart-drawer [part="button"]').click();
    const link = drawer(page).getByRole('link', { name: text.toCheckout });
    await expect(link).toHaveAttribute('href', new RegExp(`^${urls.shop}${prefix}/checkout\\?handoff=[A-Za-z0-9_-]{43}$`));
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click({ modifiers: ['ControlOrMeta'] })]);
    await expect(tab).toHaveURL(`${urls.shop}${prefix}/checkout`);
    await expect(summaryLines(tab)).toHaveCount(1);
    // The partner page stays as it was, its drawer open.
    await expect(drawer(page)).toBeVisible();
    const copied = (await link.getAttribute('href'))!;
    const elsewhere = await browser.newContext({ viewport: { width, height: 900 } });
    const other = await elsewhere.newPage();
    await other.goto(copied);
    await expect(other).toHaveURL(`${urls.shop}${prefix}/checkout`);
    await expect(summaryLines(other)).toHaveCount(1);
    await expectNoSeriousAxeViolations(other, 'candle-checkout');
    await elsewhere.close();
  });

  if (lang === 'ar')
    test(`an empty checkout says so and leads back to the shop (${lang}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${prefix}/checkout`);
      await expect(checkout(page).getByText(text.empty)).toBeVisible();
      await expect(checkout(page).getByRole('button', { name: text.place })).toHaveCount(0);
      await expectNoSeriousAxeViolations(page, 'candle-checkout');
      await checkout(page).getByRole('link', { name: text.backToShop }).click();
      await expect(page).toHaveURL(`${urls.shop}${prefix}/shop`);
    });

  // The header's two "Shop" entries stood side by side at 1280 px.
  if (width === 1280)
    test(`the header shows one "Shop" at 1280 px, and the search finds a product typed in English (${lang})`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${prefix}/`);
      // The server renders the header; its menu button answers once the storefront has taken it over.
      await untilHydrated(page);
      const nav = page.locator('header .site-nav');
      await expect(nav.getByText(text.shop, { exact: true })).toHaveCount(1);
      await nav.getByRole('button', { name: text.shop }).click();
      await expect(nav.getByRole('link', { name: text.allProducts })).toHaveAttribute('href', `${prefix}/shop`);
      await expectNoSeriousAxeViolations(page, 'header');
      await page.goto(`${prefix}/search?s=candle`);
      await expect(page.locator('.search-page .product-list li').first()).toBeVisible();
    });
}
