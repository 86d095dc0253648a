import { expect, test, type Page } from '@playwright/test';
import { SHOP_ADMIN_TOKEN, urls } from '../../../playwright.config.js';
import { totpCode } from '../../../packages/server/src/auth/totp.js';
import { cards, expectNoSeriousAxeViolations, localized, registerCustomer, untilHydrated } from '../helpers.js';
import { checkout } from './checkout-steps.js';

// Issue 26 item 2: the example partner pages carry the demo partner's key (data-partner). A guest
// adds a refill there, follows a product link to the storefront (the attribution travels with a
// hand-off) and adds the candle, then follows the partner page's drawer to the storefront's
// checkout, finds both lines and pays; the back office's order names the partner. The partner
// pages offer no candle of their own to add: a candle is added on the storefront it links to.

const TEXT = {
  en: {
    size: 'Size', scent: 'Scent', productColor: 'Colour', addRefill: 'Add to refill cart', addToCart: 'Add to cart',
    toCheckout: 'Proceed to checkout',
    guest: { name: 'Name', phone: 'Phone', email: 'Email' },
    delivery: 'Delivery', city: 'City', address: 'Address', place: 'Place order', confirm: 'Confirm order',
    code: 'Code from the app', continue: 'Continue', search: 'Search (name, phone, email or number)', show: 'Show',
    order: /^Order \d+$/, partner: 'Partner', commission: 'Dar al-Hadaya (demo partner) · 10% commission',
  },
  ar: {
    size: 'الحجم', scent: 'العطر', productColor: 'اللون', addRefill: 'أضف إلى سلة إعادة التعبئة', addToCart: 'أضف إلى السلة',
    toCheckout: 'المتابعة إلى الدفع',
    guest: { name: 'الاسم', phone: 'رقم الهاتف', email: 'البريد الإلكتروني' },
    delivery: 'توصيل', city: 'المدينة', address: 'العنوان', place: 'إرسال الطلب', confirm: 'تأكيد الطلب',
    code: 'الرمز من التطبيق', continue: 'متابعة', search: 'بحث (الاسم أو الهاتف أو البريد أو الرقم)', show: 'عرض',
    order: /^الطلب [٠-٩]+$/, partner: 'الشريك', commission: 'Dar al-Hadaya (demo partner) · عمولة ١٠٪',
  },
} as const;

const badge = (page: Page) => page.locator('candle-cart-drawer [part="badge"]');
const summaryLines = (page: Page) => checkout(page).locator('[part="summary"] li[part="line"]');

// The example pages are Arabic; an English visitor's page names its widgets' language.
async function inLanguage(page: Page, lang: 'en' | 'ar') {
  if (lang === 'en') await page.evaluate(() => document.querySelectorAll('candle-cart-drawer, candle-refill-builder, candle-product-grid').forEach((element) => element.setAttribute('lang', 'en')));
}

/** An owner (made as `npm run shop -- staff add` does) signed in to the back office past the second factor. */
async function ownerInBackOffice(page: Page, lang: 'en' | 'ar') {
  const text = TEXT[lang];
  await page.addInitScript((value) => localStorage.setItem('lang', value), lang);
  const owner = await registerCustomer(page.request, { name: 'Shler Owner', verified: true });
  const made = await page.request.post(`${urls.shop}/shop/staff/add`, { headers: { authorization: `Bearer ${SHOP_ADMIN_TOKEN}` }, data: { email: owner.email, role: 'owner' } });
  expect(made.status(), await made.text()).toBe(200);
  const { secret } = (await made.json()) as { secret: string };
  await page.goto(localized('/admin', lang));
  await expect(page.getByLabel(text.code)).toBeVisible({ timeout: 20_000 });
  await page.getByLabel(text.code).fill(totpCode(secret));
  await page.getByRole('button', { name: text.continue }).click();
  await expect(page.getByLabel(text.search)).toBeVisible();
}

for (const [lang, width] of [['en', 1280], ['ar', 360]] as const) {
  const text = TEXT[lang];
  const prefix = lang === 'en' ? '' : `/${lang}`;

  test(`a sale started on the partner page is the partner's, on the storefront too, and the back office names it (${lang}, ${width} px)`, async ({ page, browser }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    // Every request of the partner's widgets names its key.
    const keyed = page.waitForRequest((request) => request.url().startsWith(`${urls.shop}/graphql`) && request.method() === 'POST' && request.headers()['candle-partner'] === 'demo-partner');
    await page.goto(`${urls.partner}/partner-refill/`);
    await inLanguage(page, lang);
    const builder = page.locator('candle-refill-builder');
    await builder.getByRole('group', { name: text.size }).getByRole('radio').first().check();
    await builder.getByRole('button', { name: text.addRefill }).click();
    await expect(badge(page)).toHaveText(lang === 'en' ? '1' : '١');
    await keyed;

    // A product link from the partner's page: a hand-off carries the attribution, not the cart.
    await page.goto(`${urls.partner}/partner-shop/`);
    await inLanguage(page, lang);
    await expectNoSeriousAxeViolations(page, 'candle-product-grid');
    const linked = page.waitForRequest((request) => request.isNavigationRequest() && /\/products\/\d+\?handoff=[A-Za-z0-9_-]{43}$/.test(request.url()));
    await cards(page).first().locator('a').click();
    await linked;
    // The storefront opens the hand-off once it knows the session, then drops it from the address.
    await expect(page).toHaveURL(new RegExp(`^${urls.shop}${prefix}/products/\\d+$`), { timeout: 20_000 });
    // The storefront keeps the partner's signed attribution beside the cart, in its own storage.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('partner_attribution'))).toContain('"token"');
    await untilHydrated(page);
    await page.getByRole('group', { name: text.productColor }).getByRole('radio').first().check();
    await page.getByRole('group', { name: text.scent }).getByRole('radio').first().check();
    await page.getByRole('button', { name: text.addToCart }).click();
    await expect(badge(page)).toHaveText(lang === 'en' ? '1' : '١');

    // Back on the partner's page, its drawer continues to the storefront's checkout with the refill.
    await page.goto(`${urls.partner}/partner-refill/`);
    await inLanguage(page, lang);
    await page.locator('candle-cart-drawer [part="button"]').click();
    await page.locator('candle-cart-drawer dialog').getByRole('link', { name: text.toCheckout }).click();
    await expect(page).toHaveURL(`${urls.shop}${prefix}/checkout`, { timeout: 20_000 });
    await expect(summaryLines(page)).toHaveCount(2);
    await expectNoSeriousAxeViolations(page, 'candle-checkout');

    const email = `partner-${lang}-${Date.now()}@example.com`;
    await checkout(page).getByLabel(text.guest.name).fill('Sara Ahmed');
    await checkout(page).getByLabel(text.guest.phone).fill('07701234567');
    await checkout(page).getByLabel(text.guest.email).fill(email);
    await checkout(page).getByRole('radio', { name: text.delivery }).check();
    const city = checkout(page).getByLabel(text.city);
    await expect(city.locator('option')).not.toHaveCount(1);
    await city.selectOption({ index: 1 });
    await checkout(page).getByLabel(text.address).fill('Street 5, Basra');
    // The storefront's sale carries the attribution it kept (never a cookie of the partner's).
    const placed = page.waitForRequest((request) => request.postData()?.includes('checkoutGuest') ?? false);
    await checkout(page).getByRole('button', { name: text.place }).click();
    await checkout(page).locator('dialog[part="payment-modal"]').getByRole('button', { name: text.confirm }).click();
    expect((await placed).headers()['candle-attribution']).toMatch(/^\d+\.\d+\.[A-Za-z0-9_-]{43}$/);
    await expect(page).toHaveURL(new RegExp(`${prefix}/orders/[0-9a-f-]{36}\\?email=`));
    await expect(page.locator('.order-lines > li')).toHaveCount(2);

    // The owner finds the order in the back office: it names the partner and its commission.
    const ownerContext = await browser.newContext({ viewport: { width, height: 900 } });
    const owner = await ownerContext.newPage();
    await ownerInBackOffice(owner, lang);
    await owner.getByLabel(text.search).fill(email);
    await owner.getByRole('button', { name: text.show }).click();
    await owner.getByRole('link', { name: text.order }).first().click();
    const facts = owner.locator('.admin-detail');
    await expect(facts.getByText(text.partner, { exact: true })).toBeVisible();
    await expect(facts.locator('dd[data-partner]')).toHaveText(text.commission);
    await expectNoSeriousAxeViolations(owner, 'main');
    await ownerContext.close();
  });
}
