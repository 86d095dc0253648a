import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { SHOP_ADMIN_TOKEN, urls } from '../../../playwright.config.js';
import { totpCode } from '../../../packages/server/src/auth/totp.js';
import { expectNoSeriousAxeViolations, gql, localized, registerCustomer } from '../helpers.js';

// How the back-office journeys make an owner and pass the second factor (issue 15), shared by
// the back-office, check-in and partner journeys.

const FACTOR = {
  en: { code: 'Code from the app', continue: 'Continue', dashboard: 'Dashboard' },
  ar: { code: 'الرمز من التطبيق', continue: 'متابعة', dashboard: 'لوحة المؤشرات' },
} as const;

/** A language the staff journeys run in. */
export type StaffLang = keyof typeof FACTOR;

/** Makes `email` an owner as `npm run shop -- staff add <email> --role owner` does; answers the TOTP secret. */
export async function makeOwner(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post(`${urls.shop}/shop/staff/add`, {
    headers: { authorization: `Bearer ${SHOP_ADMIN_TOKEN}` },
    data: { email, role: 'owner' },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { secret: string; recoveryCodes: string[] };
  expect(body.recoveryCodes.length).toBeGreaterThan(0);
  return body.secret;
}

/** A new owner's API session past the second factor, on `request`'s own cookie jar (no browser). */
export async function ownerApiSession(request: APIRequestContext, name: string): Promise<void> {
  const owner = await registerCustomer(request, { name, verified: true });
  const secret = await makeOwner(request, owner.email);
  await gql(request, 'mutation V($code: String!) { adminVerifyTotp(code: $code) { verified } }', { code: totpCode(secret) });
}

/**
 * A new owner in a browser that speaks `lang`: their account (the page is signed in) and TOTP
 * secret. Verified: a pending account may not become staff nor send requests (SECURITY-REVIEW L3).
 */
export async function newOwner(page: Page, lang: StaffLang) {
  await page.addInitScript((value) => localStorage.setItem('lang', value), lang);
  const owner = await registerCustomer(page.request, { name: 'Shler Owner', verified: true });
  return { owner, secret: await makeOwner(page.request, owner.email) };
}

/** Opens the back office in `lang` and passes the second factor. */
export async function signInToBackOffice(page: Page, lang: StaffLang, secret: string) {
  const text = FACTOR[lang];
  await page.goto(localized('/admin', lang));
  const code = page.getByLabel(text.code);
  // The back office's code and texts are a download of their own: slow on a busy machine.
  await expect(code).toBeVisible({ timeout: 20_000 });
  await expectNoSeriousAxeViolations(page, 'main');
  await code.fill(totpCode(secret));
  await page.getByRole('button', { name: text.continue }).click();
  await expect(page.locator('nav.admin-nav').getByRole('link', { name: text.dashboard, exact: true, includeHidden: true })).toHaveAttribute('aria-current', 'page');
}

/**
 * A part of the back office's navigation, to click or focus: at a phone's width its menu button is
 * pressed first (issue 36 item 5), as a person would.
 */
export async function backOfficeLink(page: Page, name: string) {
  const button = page.locator('nav.admin-nav .admin-menu-button');
  if ((await button.isVisible()) && (await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  return page.locator('nav.admin-nav').getByRole('link', { name, exact: true });
}
