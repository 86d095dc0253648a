import { createServer } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { urls } from '../../playwright.config.js';

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
      const hrefs = [...(mail ?? '').matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
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

/** Sends a GraphQL call to the shop with `request`'s cookies; fails the test on an error. */
export async function shopGraphql<Data = Record<string, any>>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<Data> {
  const response = await request.post(`${urls.shop}/graphql?lang=en`, { data: { query, variables }, headers: { origin: urls.shop } });
  const body = await response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as Data;
}

let serial = 0;
/**
 * Registers an account through `request` (its context is then signed in) and verifies its email:
 * a pending account may not send requests nor become staff (SECURITY-REVIEW L3). Answers its
 * email and city; `phonePrefix` keeps a journey's accounts apart.
 */
export async function registerVerified(request: APIRequestContext, name: string, phonePrefix = '0750') {
  serial += 1;
  const stamp = `${Date.now()}${serial}${Math.floor(Math.random() * 1000)}`;
  const email = `${name.toLowerCase().replace(/\W/g, '')}.${stamp}@example.iq`;
  const { cities } = await shopGraphql(request, '{ cities { id } }');
  await shopGraphql(
    request,
    `mutation ($name: String!, $email: String!, $phone: String!, $city: ID!) {
      register(name: $name, email: $email, phone: $phone, password: "candles-and-oud", city: $city, token: "local-unverified") { status }
    }`,
    { name, email, phone: `${phonePrefix}${stamp.slice(-7)}`, city: cities[0].id },
  );
  await verifyEmail(request, email);
  return { email, city: cities[0].id as string };
}

/** A storefront path in a language (README "Language URLs"): `/shop` in Arabic is `/ar/shop`. */
export function localized(path: string, lang: 'en' | 'ku' | 'ar'): string {
  if (lang === 'en') return path;
  return path === '/' ? `/${lang}` : `/${lang}${path}`;
}

/**
 * Waits until the storefront has taken over the page its server rendered (app.tsx), and each
 * server-rendered widget too: they stay inert until their own code hydrates them (define-element.ts).
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForFunction(() => ![...document.querySelectorAll('[inert]')].some((element) => element.localName.startsWith('candle-')));
}

/** A port free on loopback now, for a server a spec starts itself. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
