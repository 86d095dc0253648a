import type { PlanSettings } from './services/refill-plans/plan-settings.js';
import { ATTRIBUTION_HEADER, DEFAULT_LANG, isLang, PARTNER_HEADER } from '@candleshop/rules';
import { DEFAULT_CONFIRMATION_SETTINGS, type ConfirmationSettings } from './services/confirmations/confirmation-settings.js';
import type { Kysely } from 'kysely';
import type { AccountAdapters } from './accounts-adapters.js';
import type { HumanCheckVerifier } from './adapters/human-check/human-check.js';
import { clientAddress } from './auth/client-address.js';
import { DEFAULT_CART_HANDOFF, type CartHandoffSettings } from './services/handoff/cart-handoff.js';
import { findViewer, type Viewer } from './auth/viewer.js';
import { DEFAULT_ATTRIBUTION_DAYS, type PartnerClaim } from './services/partners/attribution.js';
import { unauthorized } from './errors.js';
import type { Payments } from './payments/types.js';
import type { Database, Lang } from './db/types.js';
import { createServices, type Services } from './services/index.js';
import { DEFAULT_HOLD_LIMITS, type HoldLimits } from './services/sales/hold-limits.js';

/** What every resolver gets for one request. */
export interface ShopContext {
  db: Kysely<Database>;
  /** SPEC §1: the `lang` query parameter; en unless it is ku or ar. */
  lang: Lang;
  /** Origin (and base path) the shop is reached at; picture URLs start with it. */
  publicUrl: string;
  /** Every service of the shop, each made on first use for this request (services/index.ts). */
  services: Services;
  /** The request itself (cookies, origin). */
  request: Request;
  /** The signed-in customer, looked up once per request from the session cookie. */
  viewer(): Promise<Viewer | undefined>;
  /** The signed-in customer, or the `unauthorized` error. */
  requireViewer(): Promise<Viewer>;
  /** Set-Cookie values the HTTP layer adds to the response (app.ts). */
  responseCookies: string[];
  /** The client's address for throttling: the socket peer, or X-Forwarded-For from a trusted proxy. */
  clientAddress: string;
}

/** What the HTTP layer hands every request (yoga merges it into the context). */
export interface ServerContext {
  responseCookies: string[];
}

/** What every request's context is built from. */
export interface ContextOptions {
  db: Kysely<Database>;
  publicUrl: string;
  humanCheck: HumanCheckVerifier;
  payments?: Payments;
  accounts: AccountAdapters;
  /** Called after a back-office change the public catalogue shows (app.ts clears its caches). */
  onCatalogueChange?: () => void;
  /** Called after a change to the partner registry (app.ts reads the partners' origins again). */
  onPartnersChange?: () => void;
  /** Cart hand-off settings (CART_HANDOFF_TTL, CART_HANDOFF_PER_ADDRESS); the defaults when absent. */
  cartHandoff?: CartHandoffSettings;
  holds?: HoldLimits;
  /** ATTRIBUTION_DAYS (issue 26 item 2); 30 when absent. */
  attributionDays?: number;
  /** CONFIRM_LINK_DAYS and CONFIRM_CALL_AFTER_HOURS (issue 28 item 1); the defaults when absent. */
  confirmations?: ConfirmationSettings;
  /** PLAN_NOTICE_DAYS (issue 37 item 1); the default when absent. */
  plans?: PlanSettings;
}

/**
 * What a request says about the partner that brought it: the widget's partner key with the page's
 * Origin, or the storefront's signed attribution. The attribution service checks it.
 */
export function partnerClaimOf(request: Request): PartnerClaim {
  const { headers } = request;
  return { key: headers.get(PARTNER_HEADER), origin: headers.get('origin'), token: headers.get(ATTRIBUTION_HEADER) };
}

/** Reads the language from a request URL; anything but en, ku or ar means en. */
export function langOf(url: string): Lang {
  const lang = new URL(url).searchParams.get('lang');
  return isLang(lang) ? lang : DEFAULT_LANG;
}

/** Builds the context of one request. */
export function createContext(request: Request, options: ContextOptions, server?: Partial<ServerContext>): ShopContext {
  const lang = langOf(request.url);
  const { db, publicUrl } = options;
  let viewer: Promise<Viewer | undefined> | undefined;
  const findOnce = () => (viewer ??= findViewer(db, request, publicUrl, options.accounts.sessionIdleMs));
  const requireViewer = async () => {
    const found = await findOnce();
    if (!found) throw unauthorized();
    return found;
  };
  const address = clientAddress(request, options.accounts.trustedProxies);
  return {
    db,
    lang,
    publicUrl,
    request,
    services: createServices({
      ...options,
      lang,
      payments: options.payments,
      clientAddress: address,
      holds: options.holds ?? DEFAULT_HOLD_LIMITS,
      cartHandoff: options.cartHandoff ?? DEFAULT_CART_HANDOFF,
      partnerClaim: partnerClaimOf(request),
      attributionDays: options.attributionDays ?? DEFAULT_ATTRIBUTION_DAYS,
      confirmations: options.confirmations ?? DEFAULT_CONFIRMATION_SETTINGS,
      catalogueChanged: () => options.onCatalogueChange?.(),
      partnersChanged: () => options.onPartnersChange?.(),
      viewer: findOnce,
      requireViewer,
    }),
    viewer: findOnce,
    requireViewer,
    responseCookies: server?.responseCookies ?? [],
    clientAddress: address,
  };
}
