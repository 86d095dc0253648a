import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { cardTitles, cards, expectNoSeriousAxeViolations, untilHydrated } from '../helpers.js';

/** The server renders /shop first; a click before the storefront takes over would be lost. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await untilHydrated(page);
}

test.describe('the shop on the host site', () => {
  test('shows 12 cards and the next ones on page 2', async ({ page }) => {
    await open(page, '/shop');
    await expect(cards(page)).toHaveCount(12);
    await expectNoSeriousAxeViolations(page);
    const first = await cardTitles(page);
    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/\/shop\?page=2$/);
    await expect(page.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => cardTitles(page)).not.toEqual(first);
    const second = await cardTitles(page);
    expect(second.filter((title) => first.includes(title))).toEqual([]);
  });

  test('a colour filter narrows the list, resets the page and is kept in the URL', async ({ page }) => {
    await open(page, '/shop?page=2');
    await expect(page.getByRole('status').filter({ hasText: /products/ })).toBeVisible();
    const allText = await page
      .getByRole('status')
      .filter({ hasText: /products/ })
      .textContent();
    const all = Number(allText!.match(/\d+/)![0]);
    const colours = page.getByRole('group', { name: 'Colour' }).getByRole('radio');
    await colours.nth(1).check();
    await expect(page).toHaveURL(/\/shop\?color=\d+$/);
    const status = page.getByRole('status').filter({ hasText: /products?$/ });
    await expect(status).toBeVisible();
    const narrowed = Number((await status.textContent())!.match(/\d+/)![0]);
    expect(narrowed).toBeGreaterThan(0);
    expect(narrowed).toBeLessThan(all);
    await page.goBack();
    await expect(page).toHaveURL(/\/shop\?page=2$/);
    await expect(colours.first()).toBeChecked();
  });

  test('the query pre-fills the grid', async ({ page }) => {
    await open(page, '/shop?section=accessories');
    await expect(page.getByRole('button', { name: 'Accessories' })).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page).first()).toBeVisible();
    await page.getByRole('button', { name: 'Gift cards' }).click();
    await expect(page).toHaveURL(/section=giftcards/);
    await expect(page.locator('candle-product-grid')).toHaveAttribute('section', 'giftcards');
  });

  test('choosing a product stays in the app', async ({ page }) => {
    await open(page, '/shop');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const title = (await cardTitles(page))[0]!;
    await page.getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(/\/products\/\d+$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  test('works by keyboard alone', async ({ page }) => {
    await open(page, '/shop');
    await expect(cards(page)).toHaveCount(12);
    const next = page.getByRole('button', { name: 'Next page' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/page=2/);
    const link = cards(page).first().locator('a');
    await link.focus();
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\/\d+$/);
  });

  test('switches to Arabic, right to left, with Arabic-Indic prices', async ({ page }) => {
    await open(page, '/shop');
    await expect(cards(page)).toHaveCount(12);
    await page.getByLabel('Language').selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('candle-product-grid [part~="base"]')).toHaveAttribute('dir', 'rtl');
    await expect(cards(page).first().locator('.card-price')).toHaveText(/^[٠-٩٬]+ د\.ع$/);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  });

  test('opens the filters in a modal on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await open(page, '/shop');
    // On a narrow widget the side column is hidden and the filters open in a modal.
    await expect(page.locator('candle-product-grid aside.filters')).toBeHidden();
    await page.getByRole('button', { name: 'Filters' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('group', { name: 'Size' }).getByRole('radio').nth(1).check();
    await expect(page).toHaveURL(/size=\d+/);
    await dialog.getByRole('button', { name: 'Close filters' }).click();
    await expect(dialog).toBeHidden();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('the rest of the host site', () => {
  test('the home page links each category tile to its shop section', async ({ page }) => {
    await open(page, '/');
    const tiles = page.locator('.tiles a');
    await expect(tiles).toHaveCount(4);
    await expect(tiles.nth(0)).toHaveAttribute('href', '/shop?section=candles');
    await tiles.nth(0).click();
    await expect(page).toHaveURL(/\/shop\?section=candles$/);
    await expect(page.getByRole('button', { name: 'Candles' })).toHaveAttribute('aria-pressed', 'true');
    await expectNoSeriousAxeViolations(page);
  });

  test('an unknown route shows the 404 page with a way home', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response!.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
