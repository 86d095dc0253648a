import { expect, test, type Page } from '@playwright/test';
import { cards, EN_WIDE_AR_NARROW, expectNoSeriousAxeViolations, localized, untilHydrated } from '../helpers.js';

// Issue 36 item 6: the grid asked for all five sections on its first load though one is shown.
// It now asks for the section on show only, and for another when its tab is opened or the pointer
// rests on it first.

/** The category of every product list the page asks the shop for (null: the section All). */
function productListsAsked(page: Page): (string | null)[] {
  const asked: (string | null)[] = [];
  page.on('request', (request) => {
    const body = request.postData();
    if (!request.url().includes('/graphql') || !body?.includes('query FilterProducts')) return;
    asked.push((JSON.parse(body) as { variables: { input: { category: string | null } } }).variables.input.category);
  });
  return asked;
}

/** Resolves once the page has painted twice: effects run after a paint have had their turn. */
const afterPaint = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

for (const [lang, width] of EN_WIDE_AR_NARROW) {
  test(`the grid asks only for the section it shows, and for another when its tab is opened (${lang}, ${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const asked = productListsAsked(page);
    await page.goto(localized('/shop', lang));
    await untilHydrated(page);
    await expect(cards(page)).toHaveCount(12);
    await afterPaint(page);
    // The server rendered section All's first page; the browser asks for it at most once more.
    expect(asked.filter((category) => category !== null)).toEqual([]);
    expect(asked.length).toBeLessThanOrEqual(1);
    await expectNoSeriousAxeViolations(page, 'candle-product-grid');

    // The third tab, Candles: one request, for its section alone.
    const before = asked.length;
    await page.locator('candle-product-grid button[part="tab"]').nth(2).click();
    await expect(page.locator('candle-product-grid button[part="tab"]').nth(2)).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => asked.length).toBe(before + 1);
    expect(asked.at(-1)).toBe('1');
    await expect(cards(page).first()).toBeVisible();

    // SPEC §2's background loading, as a fetch ahead: the pointer resting on Gift cards asks for
    // that section then, and opening it asks nothing more.
    const giftCards = page.locator('candle-product-grid button[part="tab"]').nth(4);
    await giftCards.hover();
    await expect.poll(() => asked.length).toBe(before + 2);
    expect(asked.at(-1)).toBe('3');
    await giftCards.click();
    await expect(giftCards).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page).first()).toBeVisible();
    await afterPaint(page);
    expect(asked).toHaveLength(before + 2);
  });
}
