import { expect, test, type Page } from '@playwright/test';
import { urls } from '../../../playwright.config.js';
import { cspViolations, EN_WIDE_AR_NARROW, expectNoSeriousAxeViolations, useShopLanguage } from '../helpers.js';
import { refillBuilder as builder, refillSteps } from '../../support/refill-builder-steps.js';

const TEXT = {
  en: {
    title: 'Refill your candle jar',
    quantity: 'Quantity',
    add: 'Add to refill cart',
    added: 'Added to your refill cart',
    pickAll: 'Choose every step to see the price.',
    price: /^[\d,]+ IQD$/,
    cart: (count: string) => (count === '1' ? `Cart, ${count} item` : `Cart, ${count} items`),
    digits: (n: number) => String(n),
  },
  ar: {
    title: 'أعد تعبئة وعاء شمعتك',
    quantity: 'الكمية',
    add: 'أضف إلى سلة إعادة التعبئة',
    added: 'أضيفت إلى سلة إعادة التعبئة',
    pickAll: 'اختر كل الخطوات لترى السعر.',
    price: /^[٠-٩٬]+ د\.ع$/,
    cart: (count: string) => `السلة، عدد العناصر: ${count}`,
    digits: (n: number) => n.toLocaleString('ar-EG', { useGrouping: false }),
  },
} as const;

type Lang = keyof typeof TEXT;

const westernNumber = (text: string) => Number(text.replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d))).replace(/[^\d]/g, ''));

const price = (page: Page) => builder(page).locator('[part="price"]');
const drawerButton = (page: Page) => page.locator('candle-cart-drawer [part="button"]');

for (const [lang, width] of EN_WIDE_AR_NARROW) {
  const text = TEXT[lang];
  test(`a guest builds a refill on /refill in ${lang} at ${width} px, adds it, and the drawer keeps it after a reload`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await useShopLanguage(page, lang);
    await page.goto('/refill');
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(builder(page).locator('[part="base"]')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(builder(page).getByText(text.pickAll)).toBeVisible();

    // Each step by keyboard-reachable radios; the sizes appear once a container is chosen.
    const [container, size, color, scent, wick] = refillSteps(page, lang);
    await container!.getByRole('radio').first().check();
    await size!.getByRole('radio').first().check();
    await color!.getByRole('radio').nth(1).check();
    await scent!.getByRole('radio').first().check();
    await wick!.getByRole('radio').first().check();
    await expect(price(page)).toHaveText(text.price);
    const one = westernNumber((await price(page).textContent())!);

    // The live price follows the quantity (SPEC §5: no upper bound for refills).
    await builder(page).getByLabel(text.quantity).fill('3');
    await expect(price(page)).toHaveText(text.price);
    await expect.poll(async () => westernNumber((await price(page).textContent())!)).toBe(one * 3);
    // A bigger size costs more.
    if ((await size!.getByRole('radio').count()) > 1) {
      await size!.getByRole('radio').last().check();
      await expect.poll(async () => westernNumber((await price(page).textContent())!)).toBeGreaterThan(one * 3);
    }
    const total = westernNumber((await price(page).textContent())!);
    await expectNoSeriousAxeViolations(page, 'candle-refill-builder');

    await builder(page).getByRole('button', { name: text.add }).click();
    await expect(builder(page).getByRole('status').filter({ hasText: text.added })).toBeVisible();
    await expect(drawerButton(page)).toHaveAttribute('aria-label', text.cart(text.digits(1)));
    const containerTitle = (await container!.locator('label:has(input:checked)').textContent())!.trim();

    const checkDrawer = async () => {
      await drawerButton(page).click();
      const line = page.locator('candle-cart-drawer dialog [part="line"]');
      await expect(line).toHaveCount(1);
      await expect(line).toContainText(containerTitle);
      await expect(line.locator('[part="line-total"]')).toHaveText(new RegExp(text.price.source.replace(/^\^/, '')));
      expect(westernNumber((await line.locator('[part="line-total"]').textContent())!.replace(/^[^\d٠-٩]*/, ''))).toBe(total);
      await page.keyboard.press('Escape');
    };
    await checkDrawer();
    await page.reload();
    await expect(drawerButton(page)).toHaveAttribute('aria-label', text.cart(text.digits(1)));
    await checkDrawer();
  });
}

test.describe('the refill builder on a partner page (another origin, strict CSP)', () => {
  const PARTNER = `${urls.partner}/partner-refill/`;

  test('starts from the preset, adds in Arabic without a CSP violation, and the drawer shows the line', async ({ page }) => {
    const violations = await cspViolations(page);
    await page.setViewportSize({ width: 360, height: 900 });
    await page.goto(PARTNER);
    const text = TEXT.ar;
    const steps = refillSteps(page, 'ar');
    await expect(builder(page).locator('[part="base"]')).toHaveAttribute('dir', 'rtl');
    await expect(steps[0]!.getByRole('radio').first()).toBeVisible();
    // Issue 36 item 6: the ready preset is complete, so its price shows at once.
    for (const step of steps) await expect(step.getByRole('radio', { checked: true })).toHaveCount(1);
    await expect(builder(page).getByLabel(text.quantity)).toHaveValue('2');
    await expect(price(page)).toHaveText(text.price);
    const changes: unknown[] = [];
    await page.exposeFunction('reportChange', (detail: unknown) => changes.push(detail));
    await page.evaluate(() => document.addEventListener('candle-refill-change', (event) => (window as unknown as { reportChange(d: unknown): void }).reportChange((event as CustomEvent).detail)));
    await steps[1]!.getByRole('radio').nth(1).check();
    await expect(price(page)).toHaveText(text.price);
    await expect.poll(() => changes.length).toBe(1);
    expect(changes[0]).toMatchObject({ choices: { container: '1', size: '3', quantity: 2 }, total: westernNumber((await price(page).textContent())!) });
    await expectNoSeriousAxeViolations(page, 'candle-refill-builder');
    await builder(page).getByRole('button', { name: text.add }).click();
    await expect(builder(page).getByRole('status').filter({ hasText: text.added })).toBeVisible();
    await expect(drawerButton(page)).toHaveAttribute('aria-label', text.cart(text.digits(1)));
    await page.setViewportSize({ width: 1280, height: 900 });
    await drawerButton(page).click();
    await expect(page.locator('candle-cart-drawer dialog [part="line"]')).toHaveCount(1);
    expect(violations).toEqual([]);
  });
});

test('a link to a ready refill presets the builder, and the quantity can still be typed', async ({ page }) => {
  await page.goto('/refill?container=1&color=1&scent=1&wick=1&quantity=2');
  const text = TEXT.en;
  await refillSteps(page, 'en')[1]!.getByRole('radio').first().check();
  await expect(price(page)).toHaveText(text.price);
  const two = westernNumber((await price(page).textContent())!);
  await builder(page).getByLabel(text.quantity).fill('5');
  await expect.poll(async () => westernNumber((await price(page).textContent())!)).toBe((two / 2) * 5);
  await expect(builder(page)).toHaveAttribute('quantity', '5');
});
