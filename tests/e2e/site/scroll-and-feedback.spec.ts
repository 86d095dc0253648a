import { expect, test, type Page } from '@playwright/test';
import { clickWriteReview, EN_WIDE_AR_NARROW, expectNoSeriousAxeViolations, localized, registerCustomer, untilHydrated, useShopLanguage } from '../helpers.js';

// Issue 24 item 3, what only a browser shows: SPEC §2 Navigation guard's scroll rule (entering
// /account and /order… pages keeps the position, other pages start at the top) and the feedback
// message closing on a click outside it (SPEC §2 Shared chrome, §9), in en at 1280 px and ar at 360 px.

// Follows an in-app link to `path` from 1200 px down the page; answers where the page is scrolled
// after (a kept position may move a little: focus goes to the new page's content), 0 at the top.
async function scrollThenOpen(page: Page, path: string): Promise<number> {
  await page.evaluate(() => {
    document.body.style.minHeight = '6000px';
    // An image loading above would move the place by a few pixels (scroll anchoring), and the
    // wait below would miss it by 8 on a busy machine: the place is the test's, not the browser's.
    document.documentElement.style.overflowAnchor = 'none';
    window.scrollTo(0, 1200);
  });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1100);
  await page.evaluate((href) => {
    document.getElementById('scroll-test-link')?.remove();
    const link = Object.assign(document.createElement('a'), { href, textContent: 'go' });
    link.id = 'scroll-test-link';
    document.querySelector('main')!.append(link);
  }, path);
  await page.locator('#scroll-test-link').dispatchEvent('click');
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
  // The app scrolls (or keeps the place) in the effect of the render that follows the new address:
  // two frames later it has run.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.evaluate(() => window.scrollY);
}

for (const [lang, width] of EN_WIDE_AR_NARROW) {
  test(`scroll positions and the feedback message (${lang}, ${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await useShopLanguage(page, lang);

    // A guest asking to write a review is told to sign in by a feedback message (SPEC §4, §8).
    await page.goto(localized('/products/1', lang));
    await untilHydrated(page);
    await clickWriteReview(page);
    const feedback = page.locator('.feedback');
    await expect(feedback).toBeVisible();
    // The message leaves by itself after 6 s: the clicks come first, the slower axe scan last.
    await feedback.locator('p').first().click();
    await expect(feedback, 'a click inside keeps it').toBeVisible();
    await page.locator('footer').click({ position: { x: 5, y: 5 } });
    await expect(feedback, 'a click outside closes it').toHaveCount(0);
    await clickWriteReview(page);
    await expect(feedback).toBeVisible();
    await expectNoSeriousAxeViolations(page, '.feedback-region');

    // A new customer, signed in on the page's own cookies, so /account opens without a redirect.
    await registerCustomer(page.request);
    await page.goto(localized('/whoweare', lang));
    await untilHydrated(page);
    expect(await scrollThenOpen(page, localized('/account', lang)), 'entering /account keeps the position').toBeGreaterThan(300);
    expect(await scrollThenOpen(page, localized('/orders/00000000-0000-4000-8000-000000000000?email=none%40example.com', lang)), '/order… keeps it').toBeGreaterThan(300);
    expect(await scrollThenOpen(page, localized('/terms', lang)), 'other pages start at the top').toBe(0);
  });
}
