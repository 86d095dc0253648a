import { expect, test, type Page } from '@playwright/test';
import { urls } from '../../../playwright.config.js';
import { EN_WIDE_AR_NARROW, expectNoSeriousAxeViolations } from '../helpers.js';

// White-label journeys (issue 12): a visitor on a partner's page prices 200 labelled candles in
// <candle-whitelabel-calculator>, sees the label drawn right to left for an Arabic brand name, sends
// the request and the shop's notice and the buyer's confirmation arrive in the local outbox; in
// English at 1280 px and Arabic at 360 px. The storefront's header promo leads to the calculator,
// and the projects open.

const PARTNER = `${urls.partner}/partner-whitelabel/`;
const arabic = (n: number | string) => String(n).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);

const TEXT = {
  en: {
    heading: 'Candles under your brand',
    sent: (id: string) => `Thank you, your request ${id} was sent`,
    mail: (id: string) => `Your white-label request ${id}`,
    range: 'Choose from 50 to 10,000 candles.',
    digits: (n: number | string) => String(n),
  },
  ar: {
    heading: 'شموع بعلامتك التجارية',
    sent: (id: string) => `شكراً لك، تم إرسال طلبك رقم ${arabic(id)}`,
    mail: (id: string) => `طلب العلامة الخاصة رقم ${arabic(id)}`,
    range: 'اختر من ٥٠ إلى ١٠٬٠٠٠ شمعة.',
    digits: arabic,
  },
} as const;

async function whiteLabelPrice(page: Page): Promise<number> {
  const response = await page.request.post(`${urls.shop}/graphql?lang=en`, { data: { query: '{ whiteLabelPrice }' } });
  return ((await response.json()) as { data: { whiteLabelPrice: number } }).data.whiteLabelPrice;
}

async function outbox(page: Page): Promise<string> {
  return (await page.request.get(`${urls.shop}/dev/outbox`)).text();
}

for (const [lang, width] of EN_WIDE_AR_NARROW) {
  test(`a visitor prices 200 labelled candles on a partner page and sends the request (${lang}, ${width} px)`, async ({ page }) => {
    const text = TEXT[lang];
    await page.setViewportSize({ width, height: 900 });
    await page.goto(PARTNER);
    const calculator = page.locator('candle-whitelabel-calculator');
    if (lang === 'ar') await calculator.evaluate((element) => element.setAttribute('lang', 'ar'));
    await expect(calculator.getByRole('heading', { level: 2 })).toHaveText(text.heading);
    await expect(calculator.locator('section')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');

    // The breakdown: 200 × (the white-label price + 500 for the sticker), as the server will price it.
    const price = await whiteLabelPrice(page);
    await expect(calculator.locator('#wl-quantity')).toHaveValue('200');
    await expect(calculator.locator('#wl-sticker')).toBeChecked();
    await expect(calculator.locator('[part="total"]')).toHaveAttribute('data-total', String(200 * (price + 500)));
    await expect(calculator.locator('[part="total"]')).toContainText(text.digits((200 * (price + 500)).toLocaleString('en-US')).replace(/,/g, lang === 'ar' ? '٬' : ','));

    // A bad quantity is refused in place, and what was typed stays.
    await calculator.locator('#wl-label').fill('شموع النور');
    await calculator.locator('#wl-quantity').fill('49');
    await calculator.locator('[part="send"]').click();
    await expect(calculator.locator('#wl-quantity-error')).toHaveText(text.range);
    await expect(calculator.locator('#wl-label')).toHaveValue('شموع النور');
    await calculator.locator('#wl-quantity').fill('200');

    // The preview draws the Arabic brand name right to left, whatever the page's language.
    await expect(calculator.locator('svg[part="preview"] text')).toHaveAttribute('direction', 'rtl');
    await expect(calculator.locator('svg[part="preview"] text')).toHaveText('شموع النور');

    const email = `brand-${lang}-${Date.now()}@example.com`;
    await calculator.locator('#wl-name').fill('Lana Ahmed');
    await calculator.locator('#wl-phone').fill('07701234567');
    await calculator.locator('#wl-email').fill(email);
    await expectNoSeriousAxeViolations(page, 'candle-whitelabel-calculator');
    const requested = calculator.evaluate(
      (element) => new Promise<{ id: string; total: number }>((resolve) => element.addEventListener('candle-whitelabel-requested', (event) => resolve((event as CustomEvent).detail), { once: true })),
    );
    await calculator.locator('[part="send"]').click();
    const detail = await requested;
    expect(detail.total).toBe(200 * (price + 500));
    await expect(calculator.getByRole('heading', { level: 2 })).toHaveText(text.sent(detail.id));
    await expectNoSeriousAxeViolations(page, 'candle-whitelabel-calculator');

    const mails = await outbox(page);
    expect(mails).toContain(`New white-label request ${detail.id}`);
    expect(mails).toContain(text.mail(detail.id));
  });
}

test('the header promo leads to the calculator, and the projects open (1280 px and 360 px)', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Calculate price and order' }).click();
  await expect(page).toHaveURL(/\/whitelabel\/request$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('White label candles');
  await expect(page.locator('candle-whitelabel-calculator [part="total"]')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByRole('link', { name: 'Our white-label projects' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our white-label projects');
  const first = page.locator('.project-card h2 a').first();
  const title = await first.textContent();
  await first.click();
  await expect(page).toHaveURL(/\/projects\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
  await expectNoSeriousAxeViolations(page);
});
