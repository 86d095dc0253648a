import { startPlanCycleSweeper } from './services/refill-plans/plan-cycle-sweeper.js';
import { DEFAULT_PLAN_SETTINGS } from './services/refill-plans/plan-settings.js';
import { createServer } from 'node:http';
import { isIPv6, type AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { createAccountAdapters } from './accounts-adapters.js';
import { readAccountsConfig, type AccountsConfig } from './accounts-config.js';
import { createApp } from './app.js';
import type { ShopConfig } from './config.js';
import { createDatabase, describeDatabase } from './db/database.js';
import { migrate } from './db/migrate.js';
import { seed } from './db/seed/seed.js';
import { drainable } from './http/drain.js';
import { createPayments } from './payments/payments.js';
import { DEFAULT_CONFIRMATION_SETTINGS } from './services/confirmations/confirmation-settings.js';
import { releaseUnpaid } from './services/sale-life/release-unpaid.js';
import { createSaleLife } from './services/sale-life/sale-outbox.js';
import { createSaleBus } from './services/sale-life/sale-bus.js';
import { addShopHandlers } from './services/sale-life/shop-handlers.js';
import type { PaymentsConfig } from './payments/config.js';
import { readDemoSwitch } from './production-check.js';
import { guardMailer } from './adapters/mail/mail-guard.js';
import { startMailRetrier } from './adapters/mail/mail-retry.js';
import { startTextRetrier } from './adapters/messaging/text-retry.js';
import { startUploadSweeper } from './services/accounts/upload-sweeper.js';
import { startGiftCardSender } from './services/gift-cards/gift-card-sender.js';
import { startCartReminderSender } from './services/cart-reminders/cart-reminder-sender.js';
import { DEFAULT_CART_REMINDER_SETTINGS } from './services/cart-reminders/cart-reminder-settings.js';
import { guardTexter } from './adapters/messaging/text-guard.js';
import { giftCardBox } from './auth/retry-box.js';
import { DEFAULT_HOLD_LIMITS, DEFAULT_WAITLIST_HOLD_HOURS, type HoldLimits } from './services/sales/hold-limits.js';
import { sweepWaitingLists } from './services/waitlist/waitlist-offers.js';
import { refundReconciler } from './services/refunds/refund-reconciler.js';
import { releaseExpiredHolds } from './services/sales/hold-sweep.js';

/** Where the built front ends are, and the payment providers' settings. */
export interface ShopDirs {
  sdkDir?: string;
  hostSiteDir?: string;
  /** The host site's server renderer (dist/host-site-ssr): public pages come rendered. */
  ssrDir?: string;
  /** The widgets' server renderer (dist/sdk-ssr). */
  sdkSsrDir?: string;
  /** Without it only cash orders can be paid. */
  payments?: PaymentsConfig;
  /** Mail, storage, social sign-in and human-check settings (accounts-config.ts); local ones by default. */
  accounts?: AccountsConfig;
  /** Cash holds and per-customer caps (SECURITY-REVIEW M4); the defaults when absent. */
  holds?: HoldLimits;
}

/** How often the payment sweeper looks for pending payments (SECURITY B7), in ms. */
const SWEEP_INTERVAL_MS = 60_000;

/** How long open requests may take to finish once shutdown begins, unless the config says. */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

/** A running shop server. */
export interface ShopServer {
  /** Local address it listens on, e.g. `http://localhost:8080`. */
  url: string;
  /**
   * Drains (SIGTERM): `/readyz` turns 503, no new connections, open requests finish (cut after
   * the shutdown timeout), the payment sweeper stops after its pass, then the database closes.
   */
  close(): Promise<void>;
}

/**
 * Whether clients get error messages and stacks: SECURITY-REVIEW L7, only when DEBUG_ERRORS=on
 * asks for it and never in production (NODE_ENV=development alone no longer does).
 */
export function wantsDebugErrors(env: Record<string, string | undefined>, production: boolean): boolean {
  return !production && env.DEBUG_ERRORS === 'on';
}

/**
 * Where the server listens (SECURITY-REVIEW-2 N1): HOST when set; otherwise outside production
 * only this machine (the demo's stand-ins must not reach the network), in production every
 * interface (a proxy or load balancer in front reaches it).
 */
export function listenHost(config: Pick<ShopConfig, 'host' | 'production'>): string | undefined {
  return config.host ?? (config.production ? undefined : '127.0.0.1');
}

const isUnspecified = (host: string) => host === '0.0.0.0' || host === '::';

/**
 * Opens the database (PGlite in `dataDir` unless `databaseUrl`), migrates, seeds an empty
 * catalogue and listens on `config.port`.
 * @example const server = await startShopServer(readConfig(process.env), { sdkDir, hostSiteDir });
 */
export async function startShopServer(config: ShopConfig, dirs: ShopDirs = {}, log: (line: string) => void = (line) => console.log(line)): Promise<ShopServer> {
  const db = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    // The example partner pages are served one port up (examples/serve.mjs): the demo partner's origins.
    const examples = [`http://localhost:${config.port + 1}`, `http://127.0.0.1:${config.port + 1}`];
    const seeded = await seed(db, { demoPartnerOrigins: examples });
    log(`candleshop: database ${describeDatabase(config)}${seeded ? ' (seeded the demo catalogue)' : ''}`);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  if (!config.production) {
    // SECURITY C3: introspection and GraphiQL are only acceptable outside production.
    log('candleshop: not a production start (NODE_ENV is not "production", PUBLIC_URL is this machine): GraphiQL and introspection are on');
  }

  const debugErrors = wantsDebugErrors(process.env, config.production);
  if (debugErrors) log('candleshop: DEBUG_ERRORS=on: error messages and stack traces go to clients; never on a reachable address');
  const { accounts: accountsConfig, payments: paymentsConfig, holds = DEFAULT_HOLD_LIMITS, ...siteDirs } = dirs;
  const { humanCheck, ...accounts } = createAccountAdapters(
    db,
    { publicUrl: config.publicUrl, production: config.production, config: accountsConfig ?? readAccountsConfig({}), sessionIdleHours: config.sessionIdleHours },
    log,
  );
  // SECURITY-REVIEW-2 N2: what the sweeps mail (waiting-list offers, lapsed holds) is counted per
  // recipient like what the requests mail (graphql/yoga.ts guards those).
  const sweepMailer = guardMailer(db, accounts.mailer, { shopEmail: accounts.shopEmail });
  // SECURITY-REVIEW-2 N5: the sweeper also asks providers about refunds whose answer was lost.
  let reconcileRefunds: ((now: Date) => Promise<number>) | undefined;
  const confirmations = { publicUrl: config.publicUrl, mailer: sweepMailer, texter: accounts.texter, settings: config.confirmations ?? DEFAULT_CONFIRMATION_SETTINGS };
  const saleLife = createSaleLife(
    db,
    addShopHandlers(createSaleBus(), db, { confirmations, mailer: sweepMailer, publicUrl: config.publicUrl, shopEmail: accounts.shopEmail, storage: accounts.storage, signer: accounts.ticketSigner }),
  );
  const payments =
    paymentsConfig &&
    createPayments({
      db,
      publicUrl: config.publicUrl,
      config: paymentsConfig,
      cancelOrder: releaseUnpaid,
      settled: (payable) => saleLife.settle(payable),
      alsoSweep: async (now) => {
        await releaseExpiredHolds(db, { cashHoldHours: holds.cashHoldHours, mailer: sweepMailer, now, log });
        // Issue 27: lapsed waiting-list offers free their seats, and seats freed by this pass (or
        // by a payment that failed since the last) are offered to the next people waiting.
        await sweepWaitingLists(db, { publicUrl: config.publicUrl, mailer: sweepMailer, texter: accounts.texter, holdHours: holds.waitlistHoldHours ?? DEFAULT_WAITLIST_HOLD_HOURS, now, log });
        await reconcileRefunds?.(now);
        // Issue 34 item 2: sale events a crash left undispatched after their COMMIT.
        await saleLife.sweep(now);
      },
    });
  if (payments) reconcileRefunds = refundReconciler(db, { payments, log }).sweep;
  if (paymentsConfig?.local.length) {
    log(`candleshop: payments ${paymentsConfig.local.join(', ')} use the LOCAL TEST GATEWAY (no real money moves)`);
  }
  if (paymentsConfig?.unavailable.length) log(`candleshop: payments ${paymentsConfig.unavailable.join(', ')} are not available`);
  const stopSweeper = payments?.startSweeper(SWEEP_INTERVAL_MS);
  // SECURITY-REVIEW M8: uploads nothing references go after a day.
  const stopUploadSweeper = startUploadSweeper(db);
  // Issue 35 item 1: gift cards whose day has come go to their recipients.
  const stopGiftCardSender = startGiftCardSender(db, { publicUrl: config.publicUrl, mailer: sweepMailer, texter: accounts.texter, box: giftCardBox(accounts.staffKey) });
  // Issue 37 item 2: one reminder of each cart left behind with consent; its texts counted per phone as a request's are.
  const stopCartReminders = startCartReminderSender(db, {
    publicUrl: config.publicUrl,
    mailer: sweepMailer,
    texter: guardTexter(db, accounts.texter),
    settings: config.cartReminders ?? DEFAULT_CART_REMINDER_SETTINGS,
  });
  // Issue 37 item 1: refill plans' cycles are created and announced, and unanswered ones go on the call list.
  const stopPlanCycles = startPlanCycleSweeper(db, {
    publicUrl: config.publicUrl,
    mailer: sweepMailer,
    texter: accounts.texter,
    confirmations: confirmations.settings,
    plans: config.plans ?? DEFAULT_PLAN_SETTINGS,
    saleLife,
    log,
  });
  // Issue 23: mails the mail server refused for now go out once it answers again.
  const { retryBox } = accounts;
  const stopMailRetrier = accounts.mailTransport && retryBox ? startMailRetrier(db, accounts.mailTransport, retryBox) : undefined;
  // Issue 28 item 1: so do the confirmation texts the messaging provider refused.
  const stopTextRetrier = accounts.textTransport && retryBox ? startTextRetrier(db, accounts.textTransport, retryBox) : undefined;

  const app = createApp({
    db,
    accounts,
    humanCheck,
    publicUrl: config.publicUrl,
    allowedOrigins: config.allowedOrigins,
    production: config.production,
    development: debugErrors,
    // A demo run of a production build answers on loopback names too (the browser tests, `npm start`-like runs).
    loopbackHosts: !config.production || readDemoSwitch(process.env),
    responseCacheTtlMs: config.responseCacheTtlMs,
    ...(config.cartHandoff ? { cartHandoff: config.cartHandoff } : {}),
    ...(config.attributionDays ? { attributionDays: config.attributionDays } : {}),
    ...(config.confirmations ? { confirmations: config.confirmations } : {}),
    ...(config.plans ? { plans: config.plans } : {}),
    holds,
    ...(payments ? { payments } : {}),
    ...siteDirs,
  });
  const { server, drain } = drainable(createServer(app.handler));
  // A client reusing a keep-alive connection the server closes at that moment gets ECONNRESET
  // (seen once in the browser tests): idle connections live longer than a proxy's usual 60 s,
  // headers may take a moment more. Draining still closes idle ones at once (http/drain.ts).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const host = listenHost(config);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const specific = host !== undefined && !isUnspecified(host);
  const url = `http://${specific ? (isIPv6(host) ? `[${host}]` : host) : 'localhost'}:${port}`;
  log(`candleshop: listening on ${specific ? `${host} port ${port}${config.host ? '' : ' (this machine only; HOST sets another address)'}` : `every interface, port ${port}`}`);
  log(`candleshop: shop     ${config.publicUrl}/`);
  log(`candleshop: GraphQL  ${config.publicUrl}/graphql`);
  log(`candleshop: SDK      ${config.publicUrl}/sdk/candleshop.js`);

  let closing: Promise<void> | undefined;
  return {
    url,
    close: () =>
      (closing ??= (async () => {
        app.beginDraining();
        const timeoutMs = config.shutdownTimeoutMs ?? DEFAULT_SHUTDOWN_TIMEOUT_MS;
        const stopped = drain(timeoutMs);
        // A pass under way finishes first (its steps are transactions, so cutting it is safe too).
        await Promise.race([
          Promise.all([stopSweeper?.(), stopUploadSweeper(), stopGiftCardSender(), stopCartReminders(), stopPlanCycles(), stopMailRetrier?.(), stopTextRetrier?.()]),
          delay(timeoutMs, undefined, { ref: false }),
        ]);
        await stopped;
        await db.destroy();
      })()),
  };
}
