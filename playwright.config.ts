import { defineConfig } from '@playwright/test';

// E2E_PORT lets two checkouts run their browser tests side by side.
const SHOP_PORT = Number(process.env.E2E_PORT ?? 18080);
const PARTNER_PORT = SHOP_PORT + 1;

/** The shop commands' token of the browser tests' shop (POST /shop/staff/*). */
export const SHOP_ADMIN_TOKEN = 'e2e-shop-admin-token-for-the-browser-tests';

/** Where the browser tests find the shop and the partner page (a second origin). */
export const urls = { shop: `http://localhost:${SHOP_PORT}`, partner: `http://localhost:${PARTNER_PORT}` };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // The machine's two cores: one browser each.
  workers: 2,
  // A journey that fails once and passes on its retry fails the run all the same: a flaky test is
  // fixed, not retried away. The retry records the trace that shows why.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: Boolean(process.env.CI),
  reporter: [['list']],
  // The longest journeys (an order paid, then its page checked with axe) take 25-28 s on an idle
  // 2-core machine; with the unit stage beside them and two other processes keeping both cores
  // busy (issue 34 item 5) they took up to three times as long. Both limits only bound a test that
  // is stuck: a passing one never waits for them. A journey longer than this is split.
  timeout: 120_000,
  // Every assertion waits on its condition (a mail in the outbox, a button that stops moving):
  // 5 s, Playwright's default, is what an idle machine needs, not a busy one.
  expect: { timeout: 15_000 },
  use: {
    baseURL: urls.shop,
    // In CI the retry of a failed journey records the trace that shows why; recording every journey's
    // (a screenshot of each step) took 14% of the stage's time (368 s against 315 s for tests/e2e/shop).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium (DESIGN §6); Playwright cannot download its own browsers here. Its headless
      // shell, as Playwright's own headless mode uses (scripts/ensure-chromium.mjs installs it, says why).
      executablePath: '/usr/bin/chromium-headless-shell',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: [
    {
      command: 'node dist/server/main.js',
      url: `${urls.shop}/`,
      // MAIL_OUTBOX_PAGE: the account journeys read their mails at /dev/outbox (local mail adapter);
      // SHOP_ADMIN_TOKEN: the back-office and personalized journeys make staff as `npm run shop -- staff add` does;
      // STAFF_SECRET_KEY: the back-office journeys make staff (`npm run shop -- staff add`), which production refuses without a key.
      // SHOP_DEMO: a production build on the local stand-ins (gateways, human check, outbox), which production refuses without it.
      // MAX_OPEN_UNPAID_ORDERS, MAX_UNITS_PER_PRODUCT: every journey buys from this one shop, often as the same guest.
      // CART_HANDOFF_PER_ADDRESS: every journey comes from 127.0.0.1, and each product link from a partner page is a hand-off (issue 26).
      env: {
        PORT: String(SHOP_PORT),
        DATA_DIR: 'memory://',
        NODE_ENV: 'production',
        SHOP_DEMO: 'on',
        MAIL_OUTBOX_PAGE: 'on',
        SHOP_ADMIN_TOKEN: SHOP_ADMIN_TOKEN,
        STAFF_SECRET_KEY: 'e2e-staff-secret-key-for-the-browser-tests',
        MAX_OPEN_UNPAID_ORDERS: '1000',
        MAX_UNITS_PER_PRODUCT: '1000',
        CART_HANDOFF_PER_ADDRESS: '1000',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node examples/serve.mjs',
      url: `${urls.partner}/partner-shop/`,
      env: { EXAMPLES_PORT: String(PARTNER_PORT), SHOP_ORIGIN: urls.shop },
      reuseExistingServer: false,
    },
  ],
});
