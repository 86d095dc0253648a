import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { urls } from '../../../playwright.config.js';
import { cspViolations, expectNoSeriousAxeViolations } from '../helpers.js';
import { checkout, chooseDelivery, fillGuest, modal, pay } from './checkout-steps.js';

interface Product {
  id: string;
  stock: number;
  details: { title: string; price: number | null };
  sizes: { id: string; price: number; size: { id: string; title: string } }[];
  colors: { id: string; title: string; color: string }[];
  scents: { id: string; title: string }[];
}

async function productOne(request: APIRequestContext, lang = 'en'): Promise<Product> {
  const response = await request.post(`/graphql?lang=${lang}`, {
    data: { query: '{ product(id: 1) { id stock details { title price } sizes { id price size { id title } } colors { id title color } scents { id title } } }' },
  });
  return ((await response.json()) as { data: { product: Product } }).data.product;
}

/** Fills the guest cart the way core stores it (localStorage `cart`, SPEC §4 Local cart). */
async function fillCart(page: Page, product: Product, quantity: number) {
  const size = product.sizes[0]!;
  // A product with colours and scents needs one of each (SPEC §5 Product page).
  const line = { id: `line-${product.id}`, quantity, total: quantity * size.price, product, size, color: product.colors[0] ?? null, scent: product.scents[0] ?? null };
  await page.goto('/');
  await page.evaluate((items) => localStorage.setItem('cart', JSON.stringify({ items })), [line]);
}

/** Approves the FIB payment of the QR page in the (local) app, in a second tab, and opens the order the page then offers. */
async function approveFibInApp(page: Page) {
  const link = await page.getByRole('link', { name: 'Personal app' }).getAttribute('href');
  const app = await page.context().newPage();
  await app.goto(link!);
  await app.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your payment was received. Thank you!', { timeout: 15_000 });
  await page.getByRole('link', { name: 'View your order' }).click();
  await expect(page.getByText('FIB · Paid')).toBeVisible();
}

async function noSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test.describe('checkout on the storefront', () => {
  test('a guest pays cash on delivery and lands on the order page', async ({ page, request }) => {
    const product = await productOne(request);
    await fillCart(page, product, 2);
    await page.goto('/checkout');
    await expect(checkout(page).getByText(product.details.title)).toBeVisible();
    await checkout(page).getByRole('button', { name: 'Place order' }).click();
    await expect(checkout(page).getByRole('status')).toHaveText('Please choose delivery or pickup');
    await chooseDelivery(page);
    await checkout(page).getByRole('button', { name: 'Place order' }).click();
    await expect(checkout(page).getByText('Name is required')).toBeVisible();
    await expect(checkout(page).getByLabel('Name')).toBeFocused();
    await fillGuest(page);
    await expectNoSeriousAxeViolations(page, 'candle-checkout');
    await pay(page, 'Cash');
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\?email=sara%40example\.com$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Order \d+$/);
    await expect(page.getByText(product.details.title)).toBeVisible();
    await expect(page.getByText('Pending')).toBeVisible();
    await expect(page.getByText('Cash · Not paid')).toBeVisible();
    await expect(page.getByText('Street 5, Erbil', { exact: false })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
  });

  test('the payment modal works by keyboard', async ({ page, request }) => {
    await fillCart(page, await productOne(request), 1);
    await page.goto('/checkout');
    await chooseDelivery(page);
    await fillGuest(page);
    await checkout(page).getByRole('button', { name: 'Place order' }).focus();
    await page.keyboard.press('Enter');
    await expect(modal(page)).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'candle-checkout');
    await expect(modal(page).getByRole('radio', { name: /^Cash/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(modal(page).getByRole('radio', { name: /^NassPay/ })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
    await checkout(page).getByRole('button', { name: 'Place order' }).focus();
    await page.keyboard.press('Enter');
    await expect(modal(page)).toBeVisible();
    // The chosen method keeps the focus when the modal opens again.
    await expect(modal(page).getByRole('radio', { name: /^NassPay/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(modal(page).getByRole('button', { name: 'Back' })).toBeFocused();
  });

  test('FIB: the QR page notices the payment approved in the app', async ({ page, request }) => {
    const product = await productOne(request);
    await fillCart(page, product, 1);
    await page.goto('/checkout');
    await chooseDelivery(page);
    await fillGuest(page);
    await noSideScroll(page);
    await pay(page, 'FIB');
    await expect(page).toHaveURL(/\/fib-payment-details\?/);
    await expect(page.getByRole('img', { name: 'FIB payment QR code' })).toBeVisible();
    await expect(page.getByText(/^Time left to pay: \d+:\d\d$/)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await noSideScroll(page);
    await approveFibInApp(page);
    await noSideScroll(page);
  });

  for (const decision of ['approve', 'decline'] as const) {
    test(`ZainCash: the local gateway's ${decision} comes back to the payment ${decision === 'approve' ? 'success' : 'fail'} page`, async ({ page, request }) => {
      await fillCart(page, await productOne(request), 1);
      await page.goto('/checkout');
      await chooseDelivery(page);
      await fillGuest(page);
      await pay(page, 'ZainCash');
      await expect(page.getByText('LOCAL TEST GATEWAY: no real money moves')).toBeVisible();
      await page.getByRole('button', { name: decision === 'approve' ? 'Approve payment' : 'Decline payment' }).click();
      const back = page.getByRole('link', { name: 'Back to the shop' });
      if (await back.isVisible().catch(() => false)) await back.click();
      if (decision === 'approve') {
        await expect(page).toHaveURL(/\/payment\/success\?/);
        await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
        await page.getByRole('link', { name: 'View your order' }).click();
        await expect(page.getByText('ZainCash · Paid')).toBeVisible();
      } else {
        await expect(page).toHaveURL(/\/payment\/fail/);
        await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
        await page.getByRole('link', { name: 'Go home' }).click();
        await expect(page).toHaveURL(/\/$/);
      }
    });
  }

  test('buy now with pickup orders the product from the query', async ({ page, request }) => {
    const product = await productOne(request);
    const choices = new URLSearchParams({ product: product.id, quantity: '2', size: product.sizes[0]!.id, color: product.colors[0]!.id, scent: product.scents[0]!.id });
    await page.goto(`/checkout?${choices}`);
    await expect(checkout(page).locator('[part="line"]')).toContainText(product.details.title);
    await expect(checkout(page).locator('[part="line"]')).toContainText('Quantity: 2');
    await checkout(page).getByRole('radio', { name: 'Pickup' }).check();
    const point = checkout(page).getByLabel('Pickup point');
    await expect(point.locator('option')).not.toHaveCount(1);
    await point.selectOption({ index: 1 });
    await fillGuest(page);
    await pay(page, 'Cash');
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\?email=/);
    await expect(page.getByText('Pickup at')).toBeVisible();
    await expect(page.getByText(product.details.title)).toBeVisible();
  });

  // An order over the stock (the server's stock.N, the checkout naming the product and keeping the
  // form) is orders.test.ts's on the server and checkout.test.tsx's in the widget.

  // A phone's width; at 1280 px the FIB journey above checks the same.
  test('fits 360 px wide', async ({ page, request }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await fillCart(page, await productOne(request), 1);
    await page.goto('/checkout');
    await chooseDelivery(page);
    await noSideScroll(page);
    await checkout(page).getByRole('button', { name: 'Place order' }).click();
    await expect(checkout(page).getByText('Name is required')).toBeVisible();
    await noSideScroll(page);
    await fillGuest(page);
    await pay(page, 'FIB');
    await expect(page.getByRole('img', { name: 'FIB payment QR code' })).toBeVisible();
    await noSideScroll(page);
    await page.getByRole('link', { name: 'View your order' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Order \d+$/);
    await noSideScroll(page);
  });
});

test.describe('checkout in Arabic', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'ar'));
  });

  test('a guest pays cash, right to left, and sees the order', async ({ page, request }) => {
    const product = await productOne(request, 'ar');
    await fillCart(page, product, 1);
    await page.goto('/checkout');
    await expect(checkout(page).locator('[part="base"]')).toHaveAttribute('dir', 'rtl');
    await expect(checkout(page).locator('[part="total"]')).toHaveText(/^[٠-٩٬]+ د\.ع$/);
    await chooseDelivery(page, { delivery: 'توصيل', city: 'المدينة', address: 'العنوان' });
    await fillGuest(page, { name: 'الاسم', phone: 'رقم الهاتف', email: 'البريد الإلكتروني' });
    await expectNoSeriousAxeViolations(page, 'candle-checkout');
    await pay(page, 'الدفع نقدًا', 'تأكيد الطلب', 'إرسال الطلب');
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\?email=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^الطلب [٠-٩]+$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('the checkout on a partner page (another origin)', () => {
  const PARTNER_CHECKOUT = `${urls.partner}/partner-checkout/`;

  // SECURITY E2: no CSP violation from the checkout through the redirect to the gateway.
  test('runs under a strict CSP, orders and goes to the gateway', async ({ page }) => {
    const violations = await cspViolations(page);
    await page.goto(PARTNER_CHECKOUT);
    await expect(checkout(page).locator('[part="line"]')).toContainText('Quantity: 1');
    await chooseDelivery(page);
    await fillGuest(page);
    await pay(page, 'ZainCash');
    await expect(page.getByText('LOCAL TEST GATEWAY: no real money moves')).toBeVisible();
    expect(new URL(page.url()).origin).toBe(urls.shop);
    expect(violations).toEqual([]);
    // SECURITY E3: the widget renders no password field into the partner's page.
    await page.goBack();
    await expect(checkout(page).locator('input[type="password"]')).toHaveCount(0);
  });

  // The token lives in the partner origin's memory: the storefront's FIB page reads it again by the
  // paymentId of the link, then notices the payment approved on the local gateway.
  test('FIB: the storefront shows the QR page of a payment started on the partner page and notices it is paid', async ({ page, context }) => {
    await page.goto(PARTNER_CHECKOUT);
    await expect(checkout(page).locator('[part="line"]')).toContainText('Quantity: 1');
    await chooseDelivery(page);
    await fillGuest(page);
    await pay(page, 'FIB');
    await expect(page).toHaveURL(/\/fib-payment-details\?.*paymentId=/);
    const fibPage = new URL(page.url());
    expect(fibPage.origin).toBe(urls.shop);
    await expect(page.getByRole('img', { name: 'FIB payment QR code' })).toBeVisible();
    await expect(page.getByText(/^Or enter this code in the app: [0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/)).toBeVisible();
    await expect(page.getByText(/^Time left to pay: \d+:\d\d$/)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    // A reload keeps the page (this tab now holds the token).
    await page.reload();
    await expect(page.getByRole('img', { name: 'FIB payment QR code' })).toBeVisible();
    await approveFibInApp(page);
    // Paid: the link no longer opens the payment in a fresh tab.
    const again = await context.newPage();
    await again.goto(`/fib-payment-details?paymentId=${fibPage.searchParams.get('paymentId')}`);
    await expect(again.getByText('There is no FIB payment waiting.')).toBeVisible();
  });
});
