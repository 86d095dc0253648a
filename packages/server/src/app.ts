import { CART_REMINDER_STOP_PATH, serveCartReminderStop } from './http/cart-reminders/stop-route.js';
import { CART_REMINDER_COMMAND_PATH, serveCartReminderCommand } from './http/local/cart-reminder-command.js';
import type { RequestListener } from 'node:http';
import type { Kysely } from 'kysely';
import { localAccountAdapters } from './accounts-adapters.js';
import { GRAPHQL_MAX_BODY_BYTES } from './graphql/body-limit.js';
import type { LocalStorage } from './adapters/storage/local-storage.js';
import { createContext, type ServerContext } from './context.js';
import type { Database } from './db/types.js';
import { isDatabaseUnavailable } from './db/unavailable.js';
import { RETRY_AFTER_SECONDS } from './errors.js';
import { serveCalendar } from './http/files/calendar-route.js';
import { serveHealth } from './http/health.js';
import { serveMedia } from './http/files/media.js';
import { serveOutbox, serveOutboxMailHtml } from './http/local/outbox-page.js';
import { fromLoopbackPeer } from './http/local/command-guard.js';
import { refuseForeignHost } from './http/host-check.js';
import { serveStaffCommand } from './http/local/staff-commands.js';
import { serveAdminCsv } from './http/csv/csv-routes.js';
import { serveUploads } from './http/files/uploads.js';
import { serveVerification } from './http/verify-route.js';
import { createResponseCache } from './http/response-cache.js';
import { MAX_BODY_BYTES, toNodeListener } from './http/node-adapter.js';
import { refusalCorsHeaders } from './http/cors.js';
import { watchCatalogueChanges } from './services/catalogue/catalogue-changes.js';
import { createPartnerOrigins } from './services/partners/partner-origins.js';
import { pagePolicy } from './http/pages/page-policy.js';
import { textResponse } from './http/responses.js';
import { transportSecurity, transportSecurityHeaders } from './http/transport-security.js';
import { proxyAlert } from './http/proxy-alert.js';
import { serveHostSite, serveSdk } from './http/files/sites.js';
import { compressed } from './http/compression.js';
import { createPageCache } from './http/pages/page-cache.js';
import { serveCrawlerFiles } from './http/pages/crawler-files.js';
import { loadPageRenderer, type PageRenderer, type RenderedPage } from './http/pages/page-renderer.js';
import { createShopYoga, shopContextOptions, type ShopYogaOptions } from './graphql/yoga.js';
import { clientAddress } from './auth/client-address.js';

/** Everything one shop server instance needs. */
export interface AppOptions extends ShopYogaOptions {
  db: Kysely<Database>;
  /** Built SDK (`dist/sdk`), served under `/sdk/`. */
  sdkDir?: string;
  /** Built host site (`dist/host-site`), served for every other path. */
  hostSiteDir?: string;
  /** Built server renderer of the host site (`dist/host-site-ssr`): public pages come rendered. */
  ssrDir?: string;
  /** Built server renderer of the widgets (`dist/sdk-ssr`): widgets on those pages come rendered too. */
  sdkSsrDir?: string;
  /** Reuse public query answers for this many ms (0 or absent: always ask the database). */
  responseCacheTtlMs?: number;
  /** Answer loopback Host names besides PUBLIC_URL's (SECURITY-REVIEW L8); by default outside production only. */
  loopbackHosts?: boolean;
}

/** The shop's request handlers: fetch-style for tests, Node-style for `http.createServer`. */
export interface ShopApp {
  yoga: ReturnType<typeof createShopYoga>;
  fetch(request: Request): Promise<Response>;
  handler: RequestListener;
  /** Shutdown has begun: `/readyz` answers 503 so load balancers send no more work. */
  beginDraining(): void;
}

export { GRAPHQL_MAX_BODY_BYTES } from './graphql/body-limit.js';

/**
 * Builds the shop: `/graphql`, `/healthz` and `/readyz`, `/media/*`, `/payments/*`, `/auth/verify`, `/calendar/*.ics`, `/uploads/*`, `/shop/staff/*`, `/shop/cart-reminders/send`, `/admin/csv/*`, `/dev/outbox`
 * (offline), `/sdk/*` and the host site with history fallback.
 * @example const app = createApp({ db, publicUrl: 'http://localhost:8080', allowedOrigins: [] });
 */
export function createApp(options: AppOptions): ShopApp {
  const accounts = options.accounts ?? localAccountAdapters(options.db, options.publicUrl);
  const pageCache = createPageCache({ ttlMs: options.responseCacheTtlMs ?? 0 });
  // Issue 15: a back-office change to products or workshops shows at once, not after the caches' time;
  // issue 34 item 7: on every instance, not only the one that made it.
  const catalogueChanges = watchCatalogueChanges(
    options.db,
    () => {
      publicCache.clear();
      pageCache.clear();
    },
    (error) => logError(error),
  );
  const onCatalogueChange = () => {
    void catalogueChanges.changed();
    options.onCatalogueChange?.();
  };
  // Issue 26: the active partners' origins may call with credentials; a change made here is read
  // again at once, one made on another instance when its notification comes (or the cache expires).
  const partnerOrigins =
    options.partnerOrigins ??
    createPartnerOrigins(options.db, {
      onChange: () => {
        publicCache.clear();
        pageCache.clear();
      },
    });
  const onPartnersChange = () => {
    partnerOrigins.forget();
    // Cached public answers carry CORS headers, and the partner's report page may be cached too.
    publicCache.clear();
    pageCache.clear();
    options.onPartnersChange?.();
  };
  const shop = { ...options, accounts, onCatalogueChange, partnerOrigins, onPartnersChange };
  const contextOptions = shopContextOptions(shop);
  const yoga = createShopYoga(shop, contextOptions);
  // Issue 34: the routes beside /graphql reach the shop through the request's services, made as
  // a resolver's are (each on first use), never through the repositories.
  const servicesOf = (request: Request) => createContext(request, contextOptions).services;
  // A cache miss hands on a request of the same cheap class the node adapter builds (below).
  const publicCache = createResponseCache({ ttlMs: options.responseCacheTtlMs ?? 0, Request: yoga.fetchAPI.Request });
  const logError = (error: unknown) => {
    if (options.logger) options.logger.error(error);
    else console.error('candleshop: request failed', error);
  };

  let draining = false;
  // Loaded on the first page asked for; the renderer's queries go through this app's /graphql.
  let renderer: Promise<PageRenderer | undefined> | undefined;
  const storefront = () =>
    (renderer ??=
      options.ssrDir && options.hostSiteDir
        ? loadPageRenderer({ ssrDir: options.ssrDir, sdkSsrDir: options.sdkSsrDir, hostSiteDir: options.hostSiteDir, publicUrl: options.publicUrl, graphql: (request) => route(request) })
        : Promise.resolve(undefined));
  // SECURITY-REVIEW L6: pages name the scripts, frames and upload host they may use.
  const storageOrigin = accounts.storage.kind === 's3' ? new URL(accounts.storage.urlOf('uploads/x.jpg')).origin : undefined;
  const socialProviders = { google: accounts.social.providers.includes('google'), facebook: accounts.social.providers.includes('facebook') };
  const policyOptions = { publicUrl: options.publicUrl, humanCheckScriptUrl: options.humanCheck?.settings.scriptUrl, storageOrigin, socialProviders };
  const policy = (pathname: string) => pagePolicy(pathname, policyOptions);
  const render = async (url: URL): Promise<RenderedPage> => {
    const renderer = await storefront();
    // SECURITY-REVIEW M7: cached under the parameters the page reads, so `?x=N` is one page.
    return renderer ? pageCache(renderer.address(url), (address) => renderer.render(address)) : { kind: 'client' };
  };

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
    // For load balancers (README "Running several instances"); never cached.
    if (pathname === '/healthz' || pathname === '/readyz') return serveHealth(servicesOf(request), request, pathname, draining);
    if (pathname.startsWith('/media/')) return serveMedia(servicesOf(request), request, pathname);
    // Provider returns, callbacks and the local gateways (SECURITY §2); never cached.
    if (pathname.startsWith('/payments/')) {
      return options.payments?.serve ? options.payments.serve(request, clientAddress(request, accounts.trustedProxies)) : textResponse(404, 'Not found');
    }
    // Issue 37 item 2: a cart reminder's one-click stop (RFC 8058), without sign-in.
    if (pathname.startsWith(CART_REMINDER_STOP_PATH)) return serveCartReminderStop(servicesOf(request), request, pathname);
    if (pathname === '/auth/verify') return serveVerification(servicesOf(request), options.publicUrl, request);
    // A ticket's calendar file (RFC 5545), keyed by the ticket's unguessable uuid.
    if (pathname.startsWith('/calendar/')) return serveCalendar(servicesOf(request), request, pathname);
    if (pathname.startsWith('/uploads/') && accounts.storage.kind === 'local') {
      return serveUploads(options.db, servicesOf(request), accounts.storage as LocalStorage, request, pathname, options.publicUrl);
    }
    // SECURITY C3-style, SECURITY-REVIEW H2: the outbox shows reset links, so it exists only
    // offline (or when asked for), and only for a caller on this machine.
    if (pathname === '/dev/outbox' && accounts.outboxPage && fromLoopbackPeer(request)) return serveOutbox(servicesOf(request), request);
    if (pathname.startsWith('/dev/outbox/mail/') && accounts.outboxPage && fromLoopbackPeer(request)) return serveOutboxMailHtml(servicesOf(request), request, pathname);
    // The shop's commands (staff): for a caller on this machine only (http/local/command-guard.ts).
    if (pathname.startsWith('/shop/staff/')) return serveStaffCommand(servicesOf(request), accounts, request, pathname);
    // Issue 37 item 2: the cart reminders due, sent now (the same guard).
    if (pathname === CART_REMINDER_COMMAND_PATH) return serveCartReminderCommand(servicesOf(request), accounts, request);
    // The back office's CSV files (issue 15); the back office's pages themselves are the host site's /admin.
    if (pathname.startsWith('/admin/csv/')) return serveAdminCsv(options.db, servicesOf(request), { publicUrl: options.publicUrl, accounts }, request, pathname);
    if (pathname.startsWith('/sdk/')) return serveSdk(request, options.sdkDir, pathname.slice('/sdk'.length));
    if (pathname === '/sitemap.xml' || pathname === '/robots.txt') return serveCrawlerFiles(request, pathname, await storefront());
    return serveHostSite(request, options.hostSiteDir, pathname, render, policy);
  }

  const secure = transportSecurity(options.publicUrl);
  async function fetch(request: Request): Promise<Response> {
    return secure(await answer(request));
  }

  async function answer(request: Request): Promise<Response> {
    try {
      return await compressed(request, await route(request));
    } catch (error) {
      // Issue 23: a page or route that met a lost database says "try again", as /graphql does.
      if (isDatabaseUnavailable(error)) {
        return textResponse(503, 'Service unavailable, please try again', { 'retry-after': String(RETRY_AFTER_SECONDS), 'cache-control': 'no-store' });
      }
      logError(error);
      return textResponse(500, 'Internal server error');
    }
  }

  // GraphQL bodies are small; the other routes (uploads) keep the adapter's larger limit.
  const bodyLimit = (pathname: string) => (pathname === '/graphql' ? GRAPHQL_MAX_BODY_BYTES : MAX_BODY_BYTES);
  // SECURITY-REVIEW L8: the socket's requests must name this shop's host; in-process callers
  // (the server renderer, tests) are trusted and call `fetch` directly.
  const hostRule = { publicUrl: options.publicUrl, loopback: options.loopbackHosts ?? !options.production };
  const alertProxy = proxyAlert(accounts.trustedProxies, (line) => (options.logger ? options.logger.warn(line) : console.warn(line)));
  const fromSocket = (request: Request) => {
    alertProxy(request);
    const refused = refuseForeignHost(request, hostRule);
    return refused ? Promise.resolve(secure(refused)) : fetch(request);
  };
  // The adapter's own 413 (a body over the limit) carries the CORS headers and HSTS too.
  const corsRefusal = refusalCorsHeaders(options.allowedOrigins, partnerOrigins);
  const hsts = transportSecurityHeaders(options.publicUrl);
  const adapterRefusal = (headers: Parameters<typeof corsRefusal>[0]) => ({ ...corsRefusal(headers), ...hsts });
  // Requests from the socket are built with yoga's fetch classes, which cost far less than Node's.
  return { yoga, fetch, handler: toNodeListener(fromSocket, logError, bodyLimit, yoga.fetchAPI, adapterRefusal), beginDraining: () => void (draining = true) };
}
