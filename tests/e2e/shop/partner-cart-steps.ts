import { expect, type Page } from '@playwright/test';
import { urls } from '../../../playwright.config.js';
import { checkout } from './checkout-steps.js';

// The steps of a guest's cart on the example partner pages (another origin, whose storage the
// storefront cannot read), shared by the cart hand-off and partner attribution journeys.

/** The cart drawer's count. */
export const badge = (page: Page) => page.locator('candle-cart-drawer [part="badge"]');

/** The lines of the checkout's summary. */
export const summaryLines = (page: Page) => checkout(page).locator('[part="summary"] li[part="line"]');

// The example pages are Arabic; an English visitor's page names its widgets' language.
export async function inLanguage(page: Page, lang: 'en' | 'ar') {
  if (lang === 'en') await page.evaluate(() => document.querySelectorAll('candle-cart-drawer, candle-refill-builder, candle-product-grid').forEach((element) => element.setAttribute('lang', 'en')));
}

const REFILL = { en: { size: 'Size', add: 'Add to refill cart' }, ar: { size: 'الحجم', add: 'أضف إلى سلة إعادة التعبئة' } } as const;

/** A refill of the first size added on the partner's refill page: its cart lives in the partner origin's storage. */
export async function addRefillOnPartnerPage(page: Page, lang: 'en' | 'ar') {
  await page.goto(`${urls.partner}/partner-refill/`);
  await inLanguage(page, lang);
  const builder = page.locator('candle-refill-builder');
  await builder.getByRole('group', { name: REFILL[lang].size }).getByRole('radio').first().check();
  await builder.getByRole('button', { name: REFILL[lang].add }).click();
  await expect(badge(page)).toHaveText(lang === 'en' ? '1' : '١');
}
