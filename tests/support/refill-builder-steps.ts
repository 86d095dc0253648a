import type { Locator, Page } from '@playwright/test';

// The refill builder's steps as a shopper finds them on the storefront's /refill, shared by the
// journeys that build a refill (the builder itself, refill requests, gift cards, refill plans).

/** The builder's step groups as the shopper reads them, in order. */
export const REFILL_STEPS = {
  en: ['Refill container', 'Size', 'Colour', 'Scent', 'Wick'],
  ar: ['وعاء إعادة التعبئة', 'الحجم', 'اللون', 'الرائحة', 'الفتيل'],
} as const;

/** The storefront's refill builder. */
export const refillBuilder = (page: Page) => page.locator('candle-refill-builder');

/** The builder's step groups, in order, found by their names in `lang`. */
export const refillSteps = (page: Page, lang: keyof typeof REFILL_STEPS): Locator[] => REFILL_STEPS[lang].map((name) => refillBuilder(page).getByRole('group', { name, exact: true }));

/** Chooses the first option of every step (each step's options appear once the one before is chosen); answers the steps. */
export async function chooseFirstOfEveryStep(page: Page, lang: keyof typeof REFILL_STEPS): Promise<Locator[]> {
  const steps = refillSteps(page, lang);
  for (const step of steps) await step.getByRole('radio').first().check();
  return steps;
}
