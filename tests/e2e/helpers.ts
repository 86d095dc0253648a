import { createServer } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { urls } from '../../playwright.config.js';
import { axeRulesBelowSerious } from './axe-minor-rules.js';

/** The two runs of a journey: English at 1280 px and Arabic (right to left) at 360 px, each language and each width once. */
export const EN_WIDE_AR_NARROW = [
  ['en', 1280],
  ['ar', 360],
] as const;

/** The cards the grid shows; Playwright's CSS locators pierce open shadow roots. */
export const cards = (page: Page) => page.locator('candle-product-grid article.card');

/** The titles of the cards on screen, once loaded. */
export async function cardTitles(page: Page): Promise<string[]> {
  await expect(cards(page).first()).toBeVisible();
  return cards(page).locator('.card-title').allTextContents();
}

const RULES_BELOW_SERIOUS = axeRulesBelowSerious();

/**
 * Fails on any serious or critical accessibility violation.
 *
 * Axe runs in the page itself (legacy mode) and lists only the violations: the shop has no iframe,
 * so the default's per-frame runs gain nothing, and it finished each run in a new blank page of the
 * context. That and listing every passing node took 1.1-2.5 s a call on an idle machine, 0.35-0.8 s
 * now, with the same violations (145 calls in the browser suite). The 32 rules that can only report
 * a minor or moderate violation are not run (axe-minor-rules.ts): another quarter of each call.
 */
export async function expectNoSeriousAxeViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page })
    .setLegacyMode()
    .disableRules(RULES_BELOW_SERIOUS)
    .options({ resultTypes: ['violations'] });
  const results = await (include ? builder.include(include) : builder).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * One line of product 1 as core keeps the guest cart (localStorage `cart`, SPEC §4 Local cart),
 * with the product's first size, colour and scent, read from the shop's API.
 */
export async function guestCartLine(request: APIRequestContext, quantity: number) {
  const response = await request.post(`${urls.shop}/graphql?lang=en`, {
    data: { query: '{ product(id: 1) { id stock details { title price } sizes { id price size { id title } } colors { id title color } scents { id title } } }' },
  });
  const product = ((await response.json()) as { data: { product: { details: { title: string }; sizes: { price: number }[]; colors: unknown[]; scents: unknown[] } } }).data.product;
  const size = product.sizes[0]!;
  const line = { id: `line-${quantity}`, quantity, total: quantity * size.price, product, size, color: product.colors[0] ?? null, scent: product.scents[0] ?? null };
  return { line, title: product.details.title };
}

/** Opens the shop in `lang` (SPEC §1: localStorage lang), once per test, so a later language change sticks. */
export async function useShopLanguage(page: Page, lang: 'en' | 'ku' | 'ar') {
  await page.addInitScript(
    ({ lang, shop }) => {
      if (location.origin === shop && !sessionStorage.getItem('lang-set')) {
        localStorage.setItem('lang', lang);
        sessionStorage.setItem('lang-set', '1');
      }
    },
    { lang, shop: urls.shop },
  );
}

/** The newest link of the local outbox mailed to `email` whose URL holds `part`. */
export async function outboxLink(page: Page, email: string, part: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const html = await (await page.request.get(`${urls.shop}/dev/outbox`)).text();
      const mail = html.split('<li>').find((item) => item.includes(email.replace(/&/g, '&amp;')) && item.includes(part));
      // A mail may hold several links (a newsletter's confirm and unsubscribe): the one with `part`.
      // The outbox's own link to a mail's HTML part is not the mail's.
      const hrefs = [...(mail ?? '').matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&')).filter((href) => !href.startsWith('/dev/outbox/'));
      link = hrefs.find((href) => href.includes(part)) ?? hrefs[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}

/**
 * Verifies an account's email as its owner would, by opening the link of the verification mail in
 * the local outbox: a pending account may not review, send requests nor become staff
 * (SECURITY-REVIEW L3).
 */
export async function verifyEmail(request: APIRequestContext, email: string): Promise<void> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const html = await (await request.get(`${urls.shop}/dev/outbox`)).text();
      const mail = html.split('<li>').find((item) => item.includes(email) && item.includes('/auth/verify'));
      link = [...(mail ?? '').matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&')).find((href) => href.includes('/auth/verify'));
      return link;
    })
    .toBeTruthy();
  const url = new URL(link!);
  const response = await request.get(`${urls.shop}${url.pathname}${url.search}`, { maxRedirects: 0 });
  expect(response.status()).toBeLessThan(400);
}

/** A storefront path in a language (README "Language URLs"): `/shop` in Arabic is `/ar/shop`. */
export function localized(path: string, lang: 'en' | 'ku' | 'ar'): string {
  if (lang === 'en') return path;
  return path === '/' ? `/${lang}` : `/${lang}${path}`;
}

/**
 * Waits until the storefront has taken over the page its server rendered (app.tsx), and each
 * server-rendered widget in view too: they stay inert until their own code hydrates them
 * (define-element.ts). One more than half a screen below the view (the footer's newsletter box)
 * loads when it comes that near (the SDK's autoload.ts).
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForFunction(() => [...document.querySelectorAll('[inert]')].every((element) => !element.localName.startsWith('candle-') || element.getBoundingClientRect().top > innerHeight * 1.5));
}

/**
 * Clicks the product page's "Write a review" once the page knows whether this visitor may review:
 * until then the button is busy and a click does nothing (write-review.tsx).
 */
export async function clickWriteReview(page: Page): Promise<void> {
  const write = page.locator('.write-review > button');
  await expect(write).not.toHaveAttribute('aria-busy', 'true');
  await write.click();
}

/** The password of every account the journeys register. */
export const PASSWORD = 'candles-and-oud';

/** A GraphQL call outside the browser on `request`'s cookie jar; fails the test on any error. */
export async function gql<Data = Record<string, any>>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<Data> {
  const response = await request.post(`${urls.shop}/graphql?lang=en`, { data: { query, variables }, headers: { origin: urls.shop } });
  const body = await response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as Data;
}

let people = 0;
/** A new person's name, email and phone (email and phone are unique per account). */
export function newPerson(name = 'Ada Lovelace') {
  people += 1;
  const stamp = `${Date.now()}${people}${Math.floor(Math.random() * 1000)}`;
  return { name, email: `${name.toLowerCase().replace(/\W/g, '')}.${stamp}@example.iq`, phone: `0770${stamp.slice(-7)}` };
}

/**
 * Registers a new customer through the API on `request`'s cookie jar (with `page.request` the page
 * is signed in too), with {@link PASSWORD}; `verified` opens the verification mail as its owner
 * would. Answers the person and the city of their account.
 */
export async function registerCustomer(request: APIRequestContext, { name, verified = false }: { name?: string; verified?: boolean } = {}) {
  const person = newPerson(name);
  const { cities } = await gql<{ cities: { id: string }[] }>(request, '{ cities { id } }');
  const city = cities[0]!.id;
  await gql(
    request,
    `mutation ($name: String!, $email: String!, $phone: String!, $password: String!, $city: ID!) {
      register(name: $name, email: $email, phone: $phone, password: $password, city: $city, token: "local-unverified") { status }
    }`,
    { ...person, password: PASSWORD, city },
  );
  if (verified) await verifyEmail(request, person.email);
  return { ...person, city };
}

/**
 * Approves the payment on the local gateway's page and lands on the storefront's success page for
 * `type` (refill, personalized…; an order's names none). The page speaks the shopper's language:
 * its buttons are found by value.
 */
export async function approveOnLocalGateway(page: Page, type?: string): Promise<void> {
  await expect(page.getByText('LOCAL TEST GATEWAY: no real money moves')).toBeVisible();
  await page.locator('button[value="approve"]').click();
  const back = page.locator('main a[href*="/payment/"]');
  if (await back.isVisible().catch(() => false)) await back.click();
  await expect(page).toHaveURL(new RegExp(type ? `/payment/success\\?.*type=${type}` : '/payment/success\\?'));
}

/**
 * Gives the example partner pages (examples/, on urls.partner) opened in `page` `key` as the
 * loader's data-partner, as a partner registered in the back office pastes the embed (the examples
 * carry the demo partner's key). The attribute is changed once the page is parsed, before the
 * loader (a module script) runs and reads it; the page itself is served as it is, since Chromium
 * lets a page the test made up call no loopback address.
 */
export async function withPartnerKey(page: Page, key: string): Promise<void> {
  await page.addInitScript(
    ({ key, partner }) => {
      if (location.origin !== partner) return;
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') document.querySelector('script[data-partner]')?.setAttribute('data-partner', key);
      });
    },
    { key, partner: urls.partner },
  );
}

/** An amount as a page shows it (`12,500 IQD`, `١٢٬٥٠٠ د.ع`), in whole IQD. */
export function amountOf(text: string): number {
  return Number(text.replace(/[٠-٩]/g, (digit) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(digit))).replace(/\D/g, ''));
}

/** Collects the Content-Security-Policy violations the page reports, from its first script on. */
export async function cspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) => (window as unknown as { reportViolation(text: string): void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`)),
  );
  return violations;
}

/** A port free on loopback now, for a server a spec starts itself. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
