import { expect, test, type Page } from '@playwright/test';
import { urls } from '../../../playwright.config.js';
import { cards, cspViolations, expectNoSeriousAxeViolations } from '../helpers.js';

const PARTNER = `${urls.partner}/partner-shop/`;

// Properties a partner's global CSS would most likely disturb.
const WATCHED = [
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'letter-spacing',
  'text-transform',
  'color',
  'background-color',
  'filter',
  'border-top-style',
  'border-top-width',
  'text-shadow',
  'line-height',
  'list-style-type',
  'transform',
];

async function widgetStyles(page: Page) {
  return page.evaluate((properties) => {
    const root = document.querySelector('candle-product-grid')!.shadowRoot!;
    const pick = (selector: string) => {
      const element = root.querySelector(selector)!;
      const style = getComputedStyle(element);
      return Object.fromEntries(properties.map((name) => [name, style.getPropertyValue(name)]));
    };
    return {
      base: pick('[part~="base"]'),
      title: pick('.card-title'),
      link: pick('.card-link'),
      price: pick('.card-price'),
      image: pick('.card-image'),
      tab: pick('.tab'),
      page: pick('.pagination button'),
      radio: pick('input[type="radio"]'),
      products: pick('.products'),
    };
  }, WATCHED);
}

test.describe('the grid on a partner page (another origin)', () => {
  test("the partner's CSS leaves the grid's look unchanged", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(PARTNER);
    await expect(cards(page)).toHaveCount(12);
    const styled = await widgetStyles(page);
    await page.evaluate(() => document.querySelectorAll('link[rel="stylesheet"]').forEach((link) => link.remove()));
    const plain = await widgetStyles(page);
    expect(styled).toEqual(plain);
    // And the partner's rules really are hostile: they change the partner's own elements.
    expect(styled.title['font-family']).not.toContain('Comic Sans');
    // The page's black background must not show through behind the grid's dark text.
    expect(styled.base['background-color']).toBe('rgb(255, 253, 250)');
  });

  test('design tokens set on the element or on an ancestor reach inside; unset ones keep their defaults', async ({ page }) => {
    await page.goto(PARTNER);
    await expect(cards(page)).toHaveCount(12);
    const look = () =>
      page.evaluate(() => {
        const root = document.querySelector('candle-product-grid')!.shadowRoot!;
        const base = getComputedStyle(root.querySelector('[part~="base"]')!);
        return { text: base.color, background: base.backgroundColor, radius: base.borderTopLeftRadius };
      });
    expect(await look()).toEqual({ text: 'rgb(43, 36, 32)', background: 'rgb(255, 253, 250)', radius: '12px' });
    await page.evaluate(() => {
      document.body.style.setProperty('--candle-color-text', 'rgb(1, 2, 3)');
      document.documentElement.style.setProperty('--candle-color-background', 'rgb(4, 5, 6)');
      document.querySelector<HTMLElement>('candle-product-grid')!.style.setProperty('--candle-radius', '3px');
    });
    expect(await look()).toEqual({ text: 'rgb(1, 2, 3)', background: 'rgb(4, 5, 6)', radius: '3px' });
  });

  test('is right to left with Arabic-Indic prices, runs under a strict CSP, passes axe, and a card leads to the storefront', async ({ page }) => {
    const violations = await cspViolations(page);
    await page.goto(PARTNER);
    await expect(cards(page)).toHaveCount(12);
    const base = page.locator('candle-product-grid [part~="base"]');
    await expect(base).toHaveAttribute('dir', 'rtl');
    await expect(base).toHaveCSS('direction', 'rtl');
    await expect(cards(page).first().locator('.card-price')).toHaveText(/^[٠-٩٬]+ د\.ع$/);
    await expect(page.getByRole('button', { name: 'الشموع' })).toHaveAttribute('aria-pressed', 'true');
    await expectNoSeriousAxeViolations(page, 'candle-product-grid');
    await page.getByRole('button', { name: 'الصفحة ٢', exact: true }).click();
    await expect(page.locator('candle-product-grid')).toHaveAttribute('page', '2');
    await expect(cards(page)).toHaveCount(12);
    expect(violations).toEqual([]);
    await cards(page).first().locator('a').click();
    // The partner's page is Arabic: its links lead to the Arabic storefront.
    // The link first hands the partner's attribution over (issue 26), then the storefront opens it.
    await expect(page).toHaveURL(new RegExp(`^${urls.shop}/ar/products/\\d+$`), { timeout: 15_000 });
  });
});

test.describe('messages on partner pages', () => {
  // The message chunks a page requested: `ar` (shop-wide) and `buying-ar` (an area), without hashes.
  function messageChunks(page: Page): string[] {
    const names: string[] = [];
    page.on('request', (request) => {
      const match = /\/sdk\/chunks\/((?:\w+-)?(?:en|ku|ar))-[\w-]{8}\.js$/.exec(request.url());
      if (match) names.push(match[1]!);
    });
    return names;
  }

  test('the grid and the drawer download their language, the listing and the cart texts only', async ({ page }) => {
    const names = messageChunks(page);
    await page.goto(PARTNER);
    await expect(cards(page)).toHaveCount(12);
    await expect(page.locator('candle-cart-drawer').getByRole('button', { name: /^السلة، / })).toBeVisible();
    expect(names.sort()).toEqual(['ar', 'buying-ar', 'catalogue-ar']);
  });

  test('the checkout downloads its language and the checkout texts only', async ({ page }) => {
    const names = messageChunks(page);
    await page.goto(`${urls.partner}/partner-checkout/`);
    await expect(page.locator('candle-checkout [part="line"]')).toContainText('Quantity: 1');
    expect(names.sort()).toEqual(['checkout-en', 'en']);
  });
});
