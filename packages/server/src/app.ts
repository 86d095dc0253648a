import type { RequestListener } from 'node:http';
import type { Kysely } from 'kysely';
import type { ServerContext } from './context.js';
import type { Database } from './db/types.js';
import { serveMedia } from './http/media.js';
import { createResponseCache } from './http/response-cache.js';
import { toNodeListener } from './http/node-adapter.js';
import { textResponse } from './http/responses.js';
import { serveHostSite, serveSdk } from './http/sites.js';
import { createShopYoga, type ShopYogaOptions } from './yoga.js';

/** Everything one shop server instance needs. */
export interface AppOptions extends ShopYogaOptions {
  db: Kysely<Database>;
  /** Built SDK (`dist/sdk`), served under `/sdk/`. */
  sdkDir?: string;
  /** Built host site (`dist/host-site`), served for every other path. */
  hostSiteDir?: string;
  /** Reuse public query answers for this many ms (0 or absent: always ask the database). */
  responseCacheTtlMs?: number;
}

/** The shop's request handlers: fetch-style for tests, Node-style for `http.createServer`. */
export interface ShopApp {
  yoga: ReturnType<typeof createShopYoga>;
  fetch(request: Request): Promise<Response>;
  handler: RequestListener;
}

/**
 * Builds the shop: `/graphql`, `/media/*`, `/payments/*`, `/sdk/*` and the host site with history fallback.
 * @example const app = createApp({ db, publicUrl: 'http://localhost:8080', allowedOrigins: [] });
 */
export function createApp(options: AppOptions): ShopApp {
  const yoga = createShopYoga(options);
  const logError = (error: unknown) => {
    if (options.logger) options.logger.error(error);
    else console.error('candleshop: request failed', error);
  };

  const publicCache = createResponseCache({ ttlMs: options.responseCacheTtlMs ?? 0 });

  // Resolvers queue cookies (sign-in, sign-out) in the context; they go out with the answer.
  async function graphql(request: Request): Promise<Response> {
    const serverContext: ServerContext = { responseCookies: [] };
    const response = await yoga.fetch(request, serverContext);
    for (const cookie of serverContext.responseCookies) response.headers.append('set-cookie', cookie);
    return response;
  }

  async function route(request: Request): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname === '/graphql') return publicCache(request, (fresh) => graphql(fresh));
    if (pathname.startsWith('/media/')) return serveMedia(options.db, request, pathname);
    // Provider returns, callbacks and the local gateways (SECURITY §2); never cached.
    if (pathname.startsWith('/payments/')) {
      return options.payments?.serve ? options.payments.serve(request) : textResponse(404, 'Not found');
    }
    if (pathname.startsWith('/sdk/')) return serveSdk(request, options.sdkDir, pathname.slice('/sdk'.length));
    return serveHostSite(request, options.hostSiteDir, pathname);
  }

  async function fetch(request: Request): Promise<Response> {
    try {
      return await route(request);
    } catch (error) {
      logError(error);
      return textResponse(500, 'Internal server error');
    }
  }

  return { yoga, fetch, handler: toNodeListener(fetch, logError) };
}
