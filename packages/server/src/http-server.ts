import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAccountAdapters } from './accounts-adapters.js';
import { readAccountsConfig, type AccountsConfig } from './accounts-config.js';
import { createApp } from './app.js';
import type { ShopConfig } from './config.js';
import { createDatabase, describeDatabase } from './db/database.js';
import { migrate } from './db/migrate.js';
import { seed } from './db/seed/seed.js';

/** Where the built front ends are. */
export interface ShopDirs {
  sdkDir?: string;
  hostSiteDir?: string;
  /** Mail, storage, social sign-in and human-check settings (accounts-config.ts); local ones by default. */
  accounts?: AccountsConfig;
}

/** A running shop server. */
export interface ShopServer {
  /** Local address it listens on, e.g. `http://localhost:8080`. */
  url: string;
  /** Stops accepting requests, ends open connections and closes the database. */
  close(): Promise<void>;
}

/**
 * Opens the database (PGlite in `dataDir` unless `databaseUrl`), migrates, seeds an empty
 * catalogue and listens on `config.port`.
 * @example const server = await startShopServer(readConfig(process.env), { sdkDir, hostSiteDir });
 */
export async function startShopServer(
  config: ShopConfig,
  dirs: ShopDirs = {},
  log: (line: string) => void = (line) => console.log(line),
): Promise<ShopServer> {
  const db = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    const seeded = await seed(db);
    log(`candleshop: database ${describeDatabase(config)}${seeded ? ' (seeded the demo catalogue)' : ''}`);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  if (!config.production) {
    // SECURITY C3: introspection and GraphiQL are only acceptable outside production.
    log('candleshop: NODE_ENV is not "production": GraphiQL and introspection are on');
  }

  const { accounts: accountsConfig, ...siteDirs } = dirs;
  const { humanCheck, ...accounts } = createAccountAdapters(
    db,
    { publicUrl: config.publicUrl, production: config.production, config: accountsConfig ?? readAccountsConfig({}) },
    log,
  );
  const app = createApp({
    db,
    accounts,
    humanCheck,
    publicUrl: config.publicUrl,
    allowedOrigins: config.allowedOrigins,
    production: config.production,
    development: process.env.NODE_ENV === 'development',
    responseCacheTtlMs: config.responseCacheTtlMs,
    ...siteDirs,
  });
  const server = createServer(app.handler);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const url = `http://localhost:${(server.address() as AddressInfo).port}`;
  log(`candleshop: shop     ${config.publicUrl}/`);
  log(`candleshop: GraphQL  ${config.publicUrl}/graphql`);
  log(`candleshop: SDK      ${config.publicUrl}/sdk/candleshop.js`);

  let closing: Promise<void> | undefined;
  return {
    url,
    close: () =>
      (closing ??= (async () => {
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        // In-flight requests get a moment to finish before their sockets are cut.
        const timer = setTimeout(() => server.closeAllConnections(), 2000);
        await stopped;
        clearTimeout(timer);
        await db.destroy();
      })()),
  };
}
