// The public API of @candleshop/server.
export { createApp } from './app.js';
export type { AppOptions, ShopApp } from './app.js';
export { readConfig } from './config.js';
export type { ShopConfig } from './config.js';
export { createDatabase } from './db/database.js';
export type { DatabaseOptions } from './db/database.js';
export { migrate } from './db/migrate.js';
export { seed } from './db/seed/seed.js';
export type { Database, Lang, Texts } from './db/types.js';
export { startShopServer } from './http-server.js';
export type { ShopDirs, ShopServer } from './http-server.js';
