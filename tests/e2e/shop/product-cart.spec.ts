import { expect, test, type Page } from '@playwright/test';
import { urls } from '../../../playwright.config.js';
import { checkout, chooseDelivery, fillGuest, pay } from './checkout-steps.js';
import { cards, cspViolations, EN_WIDE_AR_NARROW, expectNoSeriousAxeViolations, localized, untilHydrated, useShopLanguage } from '../helpers.js';

const PARTNER = `${urls.partner}/partner-shop/`;

const TEXT = {
  en: {
    size: 'Size',
    color: 'Colour',
    scent: 'Scent',
    addToCart: 'Add to cart',
    added: 'Added to your cart',
    pickColor: 'Pick color',
    pickScent: 'Pick scent',
    inStock: /^(\d+) in stock$/,
    cart: (count: string) => (count === '1' ? `Cart, ${count} item` : `Cart, ${count} items`),
    increase: (title: string) => `Increase quantity of ${title}`,
    decrease: (title: string) => `Decrease quantity of ${title}`,
    quantityOf: (title: string) => `Quantity of ${title}`,
    checkout: 'Proceed to checkout',
    digits: (n: number) => String(n),
    price: /^[\d,]+ IQD$/,
    delivery: { delivery: 'Delivery', city: 'City', address: 'Address' },
    guest: { name: 'Name', phone: 'Phone', email: 'Email' },
    pay: ['Cash', 'Confirm order', 'Place order'],
    order: /^Order \d+$/,
  },
  ar: {
    size: 'الحجم',
    color: 'اللون',
    scent: 'العطر',
    addToCart: 'أضف إلى السلة',
    added: 'أُضيف إلى سلّتك',
    pickColor: 'اختر اللون',
    pickScent: 'اختر الرائحة',
    inStock: /^المتوفر في المخزون: ([٠-٩٬]+)$/,
    cart: (count: string) => `السلة، عدد العناصر: ${count}`,
    increase: (title: string) => `زيادة كمية ${title}`,
    decrease: (title: string) => `إنقاص كمية ${title}`,
    quantityOf: (title: string) => `كمية ${title}`,
    checkout: 'المتابعة إلى الدفع',
    digits: (n: number) => n.toLocaleString('ar-EG', { useGrouping: false }),
    price: /^[٠-٩٬]+ د\.ع$/,
    delivery: { delivery: 'توصيل', city: 'المدينة', address: 'العنوان' },
    guest: { name: 'الاسم', phone: 'رقم الهاتف', email: 'البريد الإلكتروني' },
    pay: ['الدفع نقدًا', 'تأكيد الطلب', 'إرسال الطلب'],
    order: /^الطلب [٠-٩]+$/,
  },
} as const;

type Lang = keyof typeof TEXT;

const westernDigits = (text: string) => text.replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d))).replace(/[٬,]/g, '');

const drawerButton = (page: Page) => page.locator('candle-cart-drawer [part="button"]');
const drawer = (page: Page) => page.locator('candle-cart-drawer dialog');

// English at 1280 px and Arabic at 360 px: each language and each width once (the texts themselves
// are the message catalogue's, checked by its unit tests).
for (const [lang, width] of EN_WIDE_AR_NARROW) {
  const text = TEXT[lang];
  test(`a guest buys from the partner page in ${lang} at ${width} px: product page, cart, drawer, reload, second tab, cash checkout, order page`, async ({ page, context }) => {
    await page.setViewportSize({ width, height: 900 });
    await useShopLanguage(page, lang);

    // The partner's grid leads to the storefront's product page.
    await page.goto(PARTNER);
    await expect(cards(page).first()).toBeVisible();
    // The example partner's page is Arabic; an English partner sets the grid's language.
    if (lang === 'en') await page.locator('candle-product-grid').evaluate((grid) => grid.setAttribute('lang', 'en'));
    const card = cards(page).first();
    await card.locator('a').click();
    // The partner's page is in the visitor's language, and so is the storefront's address.
    await expect(page).toHaveURL(new RegExp(`^${urls.shop}${lang === 'en' ? '' : `/${lang}`}/products/\\d+$`));
    // The server renders the product page; a choice made before the storefront takes it over is lost.
    await untilHydrated(page);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    const title = (await heading.textContent())!;
    await expect(page.locator('html')).toHaveAttribute('lang', lang);

    const stockText = (await page.locator('.stock').textContent())!;
    const stock = Number(westernDigits(stockText.match(text.inStock)![1]!));
    expect(stock).toBeGreaterThan(2);

    // SPEC §5: a product with colours and scents asks for them.
    const sizes = page.getByRole('group', { name: text.size }).getByRole('radio');
    await expect(sizes.first()).toBeChecked();
    await page.getByRole('button', { name: text.addToCart }).click();
    await expect(page.getByRole('alert').filter({ hasText: text.pickColor })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: text.pickScent })).toBeVisible();
    await expect(drawerButton(page)).toHaveAttribute('aria-label', text.cart(text.digits(0)));

    await sizes.last().check();
    await page.getByRole('group', { name: text.color }).getByRole('radio').first().check();
    await page.getByRole('group', { name: text.scent }).getByRole('radio').last().check();
    await expect(page.getByRole('alert')).toHaveCount(0);
    const price = westernDigits((await page.locator('.product-price').textContent())!.replace(/^[^\d٠-٩]*/, ''));
    await page.getByRole('button', { name: text.increase(title) }).click();
    await expect(page.getByRole('group', { name: text.quantityOf(title) }).locator('output')).toHaveText(text.digits(2));
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: text.addToCart }).click();
    // SPEC §4: added replaces the button with a status text.
    await expect(page.getByRole('status').filter({ hasText: text.added })).toBeVisible();
    await expect(page.getByRole('button', { name: text.addToCart })).toHaveCount(0);
    await expect(drawerButton(page)).toHaveAttribute('aria-label', text.cart(text.digits(1)));
    await expect(page.locator('candle-cart-drawer [part="badge"]')).toHaveText(text.digits(1));

    // The drawer: a modal with the line; plus and minus change the quantity.
    await drawerButton(page).click();
    await expect(drawer(page)).toBeVisible();
    const line = drawer(page).locator('[part="line"]');
    await expect(line).toHaveCount(1);
    await expect(line.locator('[part="line-title"]')).toHaveText(title);
    const quantity = line.getByRole('group', { name: text.quantityOf(title) }).locator('output');
    await expect(quantity).toHaveText(text.digits(2));
    await line.getByRole('button', { name: text.increase(title) }).click();
    await expect(quantity).toHaveText(text.digits(3));
    await expect(drawer(page).locator('[part="subtotal"]')).toHaveText(text.price);
    expect(westernDigits((await drawer(page).locator('[part="subtotal"]').textContent())!)).toContain(String(3 * Number(price.match(/\d+/)![0])));
    await line.getByRole('button', { name: text.decrease(title) }).click();
    await expect(quantity).toHaveText(text.digits(2));
    await expectNoSeriousAxeViolations(page, 'candle-cart-drawer');
    await expect(drawer(page).getByRole('link', { name: text.checkout })).toHaveAttribute('href', `${urls.shop}${localized('/checkout', lang)}`);

    // Esc closes the drawer and gives focus back to the cart button.
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();
    await expect(drawerButton(page)).toBeFocused();

    // The cart survives a reload…
    await page.reload();
    await expect(page.locator('candle-cart-drawer [part="badge"]')).toHaveText(text.digits(1));
    await drawerButton(page).click();
    await expect(drawer(page).locator('[part="line"] output')).toHaveText(text.digits(2));
    await page.keyboard.press('Escape');

    // …and shows in a second tab, where a change reaches the first one.
    const second = await context.newPage();
    await second.setViewportSize({ width, height: 900 });
    await second.goto('/cart');
    const secondLine = second.locator('.cart-page [part="line"]');
    await expect(secondLine).toHaveCount(1);
    await expect(secondLine.locator('output')).toHaveText(text.digits(2));
    await expectNoSeriousAxeViolations(second);
    await secondLine.getByRole('button', { name: text.increase(title) }).click();
    await expect(secondLine.locator('output')).toHaveText(text.digits(3));
    await drawerButton(page).click();
    await expect(drawer(page).locator('[part="line"] output')).toHaveText(text.digits(3));
    await second.close();

    // From the drawer to the checkout: cash on delivery, then the order page shows the order.
    await drawer(page).getByRole('link', { name: text.checkout }).click();
    await expect(page).toHaveURL(`${urls.shop}${localized('/checkout', lang)}`);
    await expect(checkout(page).getByText(title)).toBeVisible();
    await chooseDelivery(page, text.delivery);
    await fillGuest(page, text.guest);
    const [method, confirm, place] = text.pay;
    await pay(page, method, confirm, place);
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\?email=sara%40example\.com$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.order);
    await expect(page.getByText(title)).toBeVisible();
    // SPEC §4: a successful checkout empties the cart.
    await expect(drawerButton(page)).toHaveAttribute('aria-label', text.cart(text.digits(0)));
  });
}

test('the product page quantity cannot exceed the stock', async ({ page }) => {
  await page.goto('/products/6');
  await untilHydrated(page);
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!;
  const stock = Number((await page.locator('.stock').textContent())!.match(/\d+/)![0]);
  const plus = page.getByRole('button', { name: `Increase quantity of ${title}` });
  // By keyboard: a button at its limit stays focusable (aria-disabled), so Enter keeps landing on it.
  await plus.focus();
  for (let n = 1; n < stock + 2; n += 1) await page.keyboard.press('Enter');
  await expect(plus).toBeFocused();
  await expect(page.getByRole('group', { name: `Quantity of ${title}` }).locator('output')).toHaveText(String(stock));
  await expect(plus).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('group', { name: 'Colour' }).getByRole('radio').first().check();
  await page.getByRole('group', { name: 'Scent' }).getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart' })).toBeVisible();
  // In the drawer plus stops at the stock too, and minus at 1 removes the line (SPEC §5 Cart).
  await drawerButton(page).click();
  const line = drawer(page).locator('[part="line"]');
  await line.getByRole('button', { name: `Increase quantity of ${title}` }).focus();
  await page.keyboard.press('Enter');
  await expect(line.locator('output')).toHaveText(String(stock));
  await expect(line.getByRole('button', { name: `Increase quantity of ${title}` })).toHaveAttribute('aria-disabled', 'true');
  await line.getByRole('button', { name: 'Remove' }).click();
  await expect(drawer(page).getByText('Your cart is empty')).toBeVisible();
});

test('an out-of-stock product says so and an unknown one is the 404 page', async ({ page }) => {
  await page.goto('/products/8');
  await expect(page.locator('.stock')).toHaveText('Out of stock');
  await expect(page.locator('.unavailable')).toHaveText('Currently unavailable');
  await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  await page.goto('/products/999999');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('the product page: gallery thumbnails, reviews 3 at a time, similar products, buy now', async ({ page }) => {
  await page.goto('/products/7');
  await untilHydrated(page);
  const thumbs = page.getByRole('button', { name: /^Show picture \d+$/ });
  if ((await thumbs.count()) > 1) {
    await thumbs.nth(1).click();
    await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true');
  }
  const reviews = page.locator('.review');
  const more = page.getByRole('button', { name: 'Load more reviews' });
  if (await more.isVisible()) {
    await expect(reviews).toHaveCount(3);
    await more.click();
    expect(await reviews.count()).toBeGreaterThan(3);
  }
  const similar = page.getByRole('region', { name: 'You might also like' }).locator('article.card');
  await expect(similar.first()).toBeVisible();
  const similarTitle = (await similar.first().locator('.card-title').textContent())!;
  await page.getByRole('group', { name: 'Colour' }).getByRole('radio').first().check();
  await page.getByRole('group', { name: 'Scent' }).getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Buy now' }).click();
  await expect(page).toHaveURL(/\/checkout\?product=7&quantity=1&size=\d+&color=\d+&scent=\d+$/);
  await page.goBack();
  await page.getByRole('link', { name: similarTitle, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(similarTitle);
});

test('the drawer on the partner page: Arabic, a strict CSP, none of the partner CSS inside', async ({ page }) => {
  const violations = await cspViolations(page);
  const line = {
    id: 'p:7:71:3:4',
    quantity: 2,
    total: 0,
    product: { id: '7', stock: 3, details: { title: 'شمعة العود', image: null, price: null } },
    size: { id: '71', size: { id: '2', title: '٢٠٠ غ' }, price: 18000 },
    color: { id: '3', title: 'عاجي', color: '#fffff0' },
    scent: { id: '4', title: 'عود', image: null },
  };
  await page.addInitScript(
    ({ line, partner }) => {
      // A guest's cart on the partner's origin, as a partner page that sells would hold it.
      if (location.origin === partner && !sessionStorage.getItem('seeded')) {
        localStorage.setItem('cart', JSON.stringify({ items: [line] }));
        sessionStorage.setItem('seeded', '1');
      }
    },
    { line, partner: urls.partner },
  );
  await page.goto(PARTNER);
  await expect(drawerButton(page)).toHaveAttribute('aria-label', 'السلة، عدد العناصر: ١');
  await drawerButton(page).click();
  await expect(drawer(page)).toBeVisible();
  await expect(drawer(page).getByRole('heading', { name: 'سلة التسوق' })).toBeVisible();
  const quantity = drawer(page).locator('[part="line"] output');
  await expect(quantity).toHaveText('٢');
  await drawer(page).getByRole('button', { name: 'زيادة كمية شمعة العود' }).click();
  await expect(quantity).toHaveText('٣');
  await expect(drawer(page).locator('[part="subtotal"]')).toHaveText('٥٤٬٠٠٠ د.ع');
  // The partner's drawer is Arabic: its links lead to the Arabic storefront.
  await expect(drawer(page).getByRole('link', { name: 'المتابعة إلى الدفع' })).toHaveAttribute('href', `${urls.shop}/ar/checkout`);
  await expectNoSeriousAxeViolations(page, 'candle-cart-drawer');

  const looks = await page.evaluate(() => {
    const root = document.querySelector('candle-cart-drawer')!.shadowRoot!;
    const style = (selector: string) => getComputedStyle(root.querySelector(selector)!);
    return {
      title: style('.drawer-title').fontFamily,
      transform: style('.drawer-title').textTransform,
      button: style('.stepper-button').backgroundColor,
      direction: style('.drawer').direction,
    };
  });
  expect(looks.title).not.toContain('Comic Sans');
  expect(looks.transform).toBe('none');
  expect(looks.button).not.toBe('rgb(255, 255, 0)');
  expect(looks.direction).toBe('rtl');

  await page.keyboard.press('Escape');
  await expect(drawer(page)).toBeHidden();
  await expect(drawerButton(page)).toBeFocused();
  expect(violations).toEqual([]);
});
