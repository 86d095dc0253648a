import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { startFakeRecaptcha, type FakeRecaptcha } from '../../../packages/server/src/test/fake-recaptcha.js';
import { checkout, chooseDelivery, fillGuest, pay } from '../shop/checkout-steps.js';

// SPEC §7 Human check, SECURITY D6, end to end: a shop started here with reCAPTCHA configured
// (its script and siteverify are a loopback fake), so guest checkout and sign-up in Chromium must
// load the provider's script with the server's site key, send its token, and the server must have
// siteverify accept it. The default test shop runs the local stand-in and proves nothing here.

const PORT = Number(process.env.E2E_PORT ?? 18080) + 2;
const SHOP = `http://localhost:${PORT}`;
const SECRET = 'e2e-recaptcha-secret';
const SITE_KEY = 'e2e-site-key';

let fake: FakeRecaptcha;
let server: ChildProcess;

async function waitForShop(): Promise<void> {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the reCAPTCHA shop exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${SHOP}/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`expected the reCAPTCHA shop on ${SHOP}, got no answer in 150 s`);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // A second shop starting beside the suite's own: its first start (migrations, seed) is slow on a
  // busy machine (over a minute seen).
  test.setTimeout(180_000);
  fake = await startFakeRecaptcha({ secret: SECRET, siteKey: SITE_KEY, hostname: 'localhost' });
  server = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: 'memory://',
      NODE_ENV: 'production',
      // The rest (gateways, outbox, keys) stays on the stand-ins: a demo run.
      SHOP_DEMO: 'on',
      RECAPTCHA_SECRET: SECRET,
      RECAPTCHA_SITE_KEY: SITE_KEY,
      RECAPTCHA_SCRIPT_URL: fake.scriptUrl,
      RECAPTCHA_VERIFY_URL: fake.verifyUrl,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForShop();
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await fake?.close();
});

/** Buy now of product 1 with its first size, colour and scent (SPEC §2: buy now passes them). */
async function buyNowChoices(): Promise<URLSearchParams> {
  const response = await fetch(`${SHOP}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ product(id: 1) { id sizes { id } colors { id } scents { id } } }' }),
  });
  const { product } = (await response.json()).data as { product: { id: string; sizes: { id: string }[]; colors: { id: string }[]; scents: { id: string }[] } };
  const first = (list: { id: string }[]) => list[0]?.id ?? '';
  return new URLSearchParams({ product: product.id, quantity: '1', size: first(product.sizes), color: first(product.colors), scent: first(product.scents) });
}

/** Records the page's loads of the provider script and the tokens its GraphQL mutations send. */
function watch(page: Page) {
  const scripts: string[] = [];
  const tokens: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(fake.scriptUrl)) scripts.push(request.url());
    const body = request.method() === 'POST' && request.url().startsWith(`${SHOP}/graphql`) ? request.postDataJSON() : undefined;
    if (typeof body?.variables?.token === 'string') tokens.push(body.variables.token);
  });
  return { scripts, tokens };
}

/** Asserts the one token the page sent came from the provider's script and siteverify got it with the secret. */
function expectVerified(sent: { scripts: string[]; tokens: string[] }) {
  expect(sent.scripts).toEqual([`${fake.scriptUrl}?render=${SITE_KEY}`]);
  expect(sent.tokens).toHaveLength(1);
  expect(sent.tokens[0]).toMatch(/^ok\.submit\./);
  expect(fake.received).toContainEqual({ secret: SECRET, response: sent.tokens[0] });
}

test('the server publishes reCAPTCHA with its site key and script, never the secret', async () => {
  const response = await fetch(`${SHOP}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ humanCheck { provider siteKey scriptUrl } }' }),
  });
  const text = await response.text();
  expect(JSON.parse(text).data.humanCheck).toEqual({ provider: 'recaptcha', siteKey: SITE_KEY, scriptUrl: fake.scriptUrl });
  expect(text).not.toContain(SECRET);
});

test('a guest order sends the provider’s token, siteverify accepts it and the order is created', async ({ page }) => {
  const sent = watch(page);
  await page.goto(`${SHOP}/checkout?${await buyNowChoices()}`);
  await expect(checkout(page).locator('[part="line"]')).toContainText('Quantity: 1');
  await chooseDelivery(page);
  await fillGuest(page);
  // The server runs the real check, so the form does not call itself a local test.
  await expect(checkout(page).getByText('Local test mode')).toHaveCount(0);
  expect(sent.scripts).toEqual([]);
  await pay(page, 'Cash');
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\?email=sara%40example\.com$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Order \d+$/);
  expectVerified(sent);
});

test('a sign-up sends the provider’s token, siteverify accepts it and the account is created', async ({ page }) => {
  const sent = watch(page);
  const stamp = `${Date.now()}`;
  await page.goto(`${SHOP}/signup`);
  await page.locator('main input[name=name]').fill('Ada Lovelace');
  await page.locator('main input[name=email]').fill(`ada.${stamp}@example.iq`);
  await page.locator('main input[name=phone]').fill(`0770${stamp.slice(-7)}`);
  await page.locator('select[name=city]').selectOption({ index: 1 });
  await page.locator('main input[name=password]').fill('candles-and-oud');
  const submit = page.locator('main form button[type=submit]');
  await expect(submit).toHaveAttribute('aria-disabled', 'false');
  await submit.click();
  await expect(page).toHaveURL(`${SHOP}/`);
  await expect(page.locator('.pending-banner')).toBeVisible();
  expectVerified(sent);
});
