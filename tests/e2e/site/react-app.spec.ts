// examples/react-app: a partner's React 19 app on another origin that installs the SDK as the
// built npm package (dist/npm/widgets) and reacts to the widgets' typed events (issue 10 part 8).
import { expect, test } from '@playwright/test';
import { urls } from '../../../playwright.config.js';
import { cards, expectNoSeriousAxeViolations, guestCartLine } from '../helpers.js';

const APP = `${urls.partner}/react-app/`;

// The widgets' phone layout is the partner pages' journeys'; here the React app at 1280 px.
for (const width of [1280]) {
  test(`a React app shows the grid and the drawer at ${width} px, keeps a chosen product in-app and follows the cart`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(APP);
    await expect(page.getByRole('heading', { level: 1, name: 'Wick & Co' })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    await expect(page.locator('candle-product-grid').getByRole('button', { name: 'Candles', exact: true })).toHaveAttribute('aria-pressed', 'true');
    if (width === 1280) await expectNoSeriousAxeViolations(page);

    // candle-product-select is cancelled by the app: the product shows in-app, no navigation.
    const card = cards(page).first();
    const title = (await card.locator('.card-title').textContent())!.trim();
    await card.locator('a').first().click();
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    expect(page.url()).toBe(APP);
    await expect(page.getByRole('link', { name: 'View in the shop' })).toHaveAttribute('href', new RegExp(`^${urls.shop}/products/\\d+$`));
    await page.getByRole('button', { name: 'Back to all candles' }).click();
    await expect(page.getByRole('heading', { level: 2, name: title })).toHaveCount(0);

    // The drawer shows this origin's guest cart; the app's own text follows candle-cart-change.
    const { line, title: lineTitle } = await guestCartLine(request, 1);
    await page.evaluate((item) => localStorage.setItem('cart', JSON.stringify({ items: [item] })), line);
    await page.reload();
    const status = page.locator('.cart-status');
    await expect(status).toHaveText('Candles from Candleshop, right in our app.');
    await page.locator('candle-cart-drawer [part="button"]').click();
    const drawer = page.locator('candle-cart-drawer dialog');
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: `Increase quantity of ${lineTitle}` }).click();
    await expect(drawer.locator('[part="line"] output')).toHaveText('2');
    await expect(status).toHaveText('Updated: 1 item in the cart');
    if (width === 1280) await expectNoSeriousAxeViolations(page, 'candle-cart-drawer');
    await drawer.getByRole('button', { name: 'Remove' }).click();
    await expect(status).toHaveText('Removed: 0 items left in the cart');
    expect(errors).toEqual([]);
  });
}
