import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The cards the grid shows; Playwright's CSS locators pierce open shadow roots. */
export const cards = (page: Page) => page.locator('candle-product-grid article.card');

/** The titles of the cards on screen, once loaded. */
export async function cardTitles(page: Page): Promise<string[]> {
  await expect(cards(page).first()).toBeVisible();
  return cards(page).locator('.card-title').allTextContents();
}

/** Fails on any serious or critical accessibility violation. */
export async function expectNoSeriousAxeViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  const results = await (include ? builder.include(include) : builder).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
