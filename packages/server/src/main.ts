// The CLI entry, bundled to dist/server/main.js: `node dist/server/main.js` (or `npm start`).
import { fileURLToPath } from 'node:url';
import { readAccountsConfig } from './accounts-config.js';
import { readConfig } from './config.js';
import { DEFAULT_SHUTDOWN_TIMEOUT_MS, startShopServer } from './http-server.js';
import { readPaymentsConfig } from './payments/config.js';
import { checkProductionStart } from './production-check.js';
import { readHoldLimits } from './services/sales/hold-limits.js';

try {
  const config = readConfig(process.env);
  // DESIGN §8: production refuses the demo stand-ins unless SHOP_DEMO=on says so.
  const verdict = checkProductionStart(process.env, config.production);
  for (const line of verdict.lines) (verdict.start ? console.warn : console.error)(line);
  if (!verdict.start) process.exit(1);
  const payments = readPaymentsConfig(process.env, config.publicUrl, config.production);
  // Human-check tokens may come from the shop itself and from its partners' pages (SECURITY D6).
  const hostnames = [config.publicUrl, ...config.allowedOrigins].map((origin) => new URL(origin).hostname);
  const accounts = readAccountsConfig(process.env, [...new Set(hostnames)]);
  const holds = readHoldLimits(process.env);
  // Relative to dist/server/main.js: the SDK and host-site builds sit beside the server bundle.
  const server = await startShopServer(config, {
    sdkDir: fileURLToPath(new URL('../sdk/', import.meta.url)),
    hostSiteDir: fileURLToPath(new URL('../host-site/', import.meta.url)),
    ssrDir: fileURLToPath(new URL('../host-site-ssr/', import.meta.url)),
    sdkSsrDir: fileURLToPath(new URL('../sdk-ssr/', import.meta.url)),
    payments,
    accounts,
    holds,
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.log(`candleshop: ${signal}, draining open requests and shutting down`);
      // Should closing the database hang, the process still ends (the balancer has moved on).
      setTimeout(
        () => {
          console.error('candleshop: shutdown took too long, exiting');
          process.exit(1);
        },
        (config.shutdownTimeoutMs ?? DEFAULT_SHUTDOWN_TIMEOUT_MS) + 5000,
      ).unref();
      server.close().then(
        () => {
          console.log('candleshop: drained, database closed');
          process.exit(0);
        },
        (error: unknown) => {
          console.error('candleshop: shutdown failed', error);
          process.exit(1);
        },
      );
    });
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  if (error instanceof Error && error.cause) console.error(error.cause);
  process.exit(1);
}
