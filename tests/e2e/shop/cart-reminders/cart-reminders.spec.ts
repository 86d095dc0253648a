import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SHOP_ADMIN_TOKEN, urls } from '../../../../playwright.config.js';
import { EN_WIDE_AR_NARROW, expectNoSeriousAxeViolations, gql, guestCartLine, localized, newPerson, outboxLink } from '../../helpers.js';
import { BUYING_LABELS, chooseDelivery, checkout, pay } from '../checkout-steps.js';

// Issue 37 item 2: a guest who ticks "Remind me of this cart if I leave it" and leaves gets one
// reminder (the shop's command runs the sender's pass now, for carts left so far: no waiting for
// CART_REMINDER_HOURS); its link, opened in a fresh browser, brings the cart back priced today,
// and the order placed from it closes the saved cart. A guest who did not tick gets none.

const TEXT = {
  en: { ...BUYING_LABELS.en, box: 'Remind me of this cart if I leave it', restored: /Your saved cart is back, at today’s prices/, toCheckout: 'Go to the checkout', cash: 'Cash' },
  ar: { ...BUYING_LABELS.ar, box: 'ذكّرني بهذه السلة إن تركتها', restored: /عادت سلتك المحفوظة بأسعار اليوم/, toCheckout: 'إلى إتمام الطلب', cash: 'الدفع نقدًا' },
} as const;

// The sender's pass is the whole shop's: the journeys of this file run one at a time.
test.describe.configure({ mode: 'serial' });

/** A guest's cart of product 1 (quantity 2) in `lang`, and the checkout's contact step filled with `person`. */
async function fillCartAndContact(page: Page, lang: 'en' | 'ar', person: ReturnType<typeof newPerson>) {
  const text = TEXT[lang];
  const { line, title } = await guestCartLine(page.request, 2);
  await page.goto('/');
  await page.evaluate(
    ({ items, lang }) => {
      localStorage.setItem('cart', JSON.stringify({ items }));
      localStorage.setItem('lang', lang);
    },
    { items: [line], lang },
  );
  await page.goto(localized('/checkout', lang));
  await checkout(page).getByLabel(text.guest.name).fill(person.name);
  await checkout(page).getByLabel(text.guest.phone).fill(person.phone);
  await checkout(page).getByLabel(text.guest.email).fill(person.email);
  return { line, title };
}

/** The shop's command: the reminders of every consenting cart left so far, sent now (`npm run shop -- cart-reminders send --after-hours 0`). */
async function sendRemindersNow(request: APIRequestContext) {
  const response = await request.post(`${urls.shop}/shop/cart-reminders/send`, { data: { afterHours: 0 }, headers: { authorization: `Bearer ${SHOP_ADMIN_TOKEN}` } });
  expect(response.status()).toBe(200);
}

const keptRef = (page: Page) => page.evaluate(() => localStorage.getItem('saved-cart'));
const SAVED_CART = 'query ($ref: String!) { savedCart(ref: $ref) { items { quantity } } }';

for (const [lang, width] of EN_WIDE_AR_NARROW) {
  const text = TEXT[lang];
  const viewport = { width, height: 900 };

  test(`a consenting guest's cart left behind is reminded once, restored in a fresh browser, and closed by its order (${lang}, ${width} px)`, async ({ browser, page, request }) => {
    await page.setViewportSize(viewport);
    const guest = newPerson('Shilan Left');
    const { line, title } = await fillCartAndContact(page, lang, guest);
    const box = checkout(page).getByRole('checkbox', { name: text.box });
    await expect(box).not.toBeChecked();
    await box.check();
    // The server's reference is kept in the page's storage, beside the cart.
    await expect.poll(() => keptRef(page)).toMatch(/^[\w-]{43}$/);
    await expect(checkout(page).locator('[part="cart-reminder"]')).not.toHaveAttribute('aria-busy', 'true');
    await expectNoSeriousAxeViolations(page, 'candle-checkout');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // The guest leaves.
    await page.close();

    await sendRemindersNow(request);
    // A fresh browser: nothing of the first one's storage.
    const fresh = await browser.newContext({ viewport });
    const again = await fresh.newPage();
    const link = new URL(await outboxLink(again, guest.email, '/cart?saved='));
    expect(link.pathname).toBe(localized('/cart', lang));
    // One reminder a cart: another pass sends it no second one.
    await sendRemindersNow(request);
    const outbox = await (await request.get(`${urls.shop}/dev/outbox`)).text();
    expect(outbox.split('<li>').filter((mail) => mail.includes(guest.email) && mail.includes('/cart?saved='))).toHaveLength(1);
    await again.goto(`${link.pathname}${link.search}`);
    await expect(again.getByText(text.restored)).toBeVisible({ timeout: 20_000 });
    // Priced by the server today: the line's total is the size's price times the quantity.
    const cart = await again.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{"items":[]}') as { items: { quantity: number; total: number; product: { details: { title: string } } }[] });
    expect(cart.items.map((item) => [item.quantity, item.total])).toEqual([[2, line.total]]);
    // The cart shows it, its title in the page's language.
    if (lang === 'en') expect(cart.items[0]!.product.details.title).toBe(title);
    await expect(again.locator('.cart-page').getByText(cart.items[0]!.product.details.title).first()).toBeVisible();
    const ref = link.searchParams.get('saved')!;
    expect(await keptRef(again)).toBe(ref);
    // The reference leaves the address once the cart is back.
    await expect(again).toHaveURL(`${urls.shop}${localized('/cart', lang)}`);
    await expectNoSeriousAxeViolations(again);
    expect(await again.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // On to the checkout: the order carries the reference and closes the saved cart.
    await again.getByRole('link', { name: text.toCheckout }).click();
    await expect(checkout(again).getByRole('checkbox', { name: text.box })).toBeChecked();
    await checkout(again).getByLabel(text.guest.name).fill(guest.name);
    await checkout(again).getByLabel(text.guest.phone).fill(guest.phone);
    await checkout(again).getByLabel(text.guest.email).fill(guest.email);
    await chooseDelivery(again, { delivery: text.delivery, city: text.city, address: text.address });
    await pay(again, text.cash, text.confirm, text.place);
    await expect(again).toHaveURL(/\/orders\/[0-9a-f-]{36}\?email=/, { timeout: 20_000 });
    expect(await keptRef(again)).toBeNull();
    expect((await gql(again.request, SAVED_CART, { ref })).savedCart).toBeNull();
    await fresh.close();
  });

  test(`a guest who does not tick the box gets no reminder (${lang}, ${width} px)`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const guest = newPerson('Rawa Stays');
    await fillCartAndContact(page, lang, guest);
    await expect(checkout(page).getByRole('checkbox', { name: text.box })).not.toBeChecked();
    await page.close();
    await sendRemindersNow(request);
    // The pass has ended when the command answers: whatever it sent is in the outbox.
    const outbox = await (await request.get(`${urls.shop}/dev/outbox`)).text();
    expect(outbox).not.toContain(guest.email);
  });
}
