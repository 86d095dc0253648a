import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import type { ConfirmationSettings } from '../services/confirmations/confirmation-settings.js';
import type { PlanSettings } from '../services/refill-plans/plan-settings.js';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { createLogger, createSchema, createYoga, maskError, type Plugin, type YogaLogger } from 'graphql-yoga';
import type { Kysely } from 'kysely';
import typeDefs from '../../schema.graphql?raw';
import { localAccountAdapters, type AccountAdapters } from '../accounts-adapters.js';
import type { HumanCheckVerifier } from '../adapters/human-check/human-check.js';
import { createLocalHumanCheck } from '../adapters/human-check/local-human-check.js';
import { guardMailer } from '../adapters/mail/mail-guard.js';
import { guardTexter } from '../adapters/messaging/text-guard.js';
import { GRAPHQL_MAX_BODY_BYTES, useBodyLimit } from './body-limit.js';
import { useCompiledQueries } from './compiled-queries.js';
import { createContext, type ContextOptions, type ServerContext, type ShopContext } from '../context.js';
import type { CartHandoffSettings } from '../services/handoff/cart-handoff.js';
import { documentCaches } from './document-cache.js';
import type { Database } from '../db/types.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { serviceUnavailable } from '../errors.js';
import { createCorsOptions, usePublicCors } from '../http/cors.js';
import type { PartnerOrigins } from '../services/partners/partner-origins.js';
import type { Payments } from '../payments/types.js';
import { queryLimitPlugins } from './query-limits.js';
import { resolvers } from '../resolvers/index.js';
import { useTextGuard } from './text-guard.js';
import type { HoldLimits } from '../services/sales/hold-limits.js';

/** What the GraphQL endpoint needs. */
export interface ShopYogaOptions {
  db: Kysely<Database>;
  publicUrl: string;
  allowedOrigins: readonly string[];
  /** The active partners' origins (issue 26), allowed with credentials too; app.ts makes them. */
  partnerOrigins?: PartnerOrigins;
  /** Called after a change to the partner registry; app.ts reads the origins again here. */
  onPartnersChange?: () => void;
  /** Production: no introspection, no GraphiQL (SECURITY C3). */
  production?: boolean;
  /** Adds error details (messages, stacks) to responses: only with DEBUG_ERRORS=on outside production (SECURITY-REVIEW L7). */
  development?: boolean;
  /** Where unexpected errors are logged with their cause; yoga's console logger by default. */
  logger?: YogaLogger;
  /** Verifies guest and sign-up human-check tokens; the local stand-in by default. */
  humanCheck?: HumanCheckVerifier;
  /** Starts provider payments (zaincash, fastpay, nasspay, fib); without it only cash orders work. */
  payments?: Payments;
  /** Mail, storage and social sign-in; the local ones by default. */
  accounts?: AccountAdapters;
  /** Called after a back-office change the public catalogue shows; app.ts clears its caches here. */
  onCatalogueChange?: () => void;
  /** Extra plugins, e.g. for tests. */
  plugins?: Plugin[];
  /** Cart hand-off settings (issue 24 item 7); the defaults when absent. */
  cartHandoff?: CartHandoffSettings;
  /** Per-customer caps on unpaid sales (SECURITY-REVIEW M4); the defaults when absent. */
  holds?: HoldLimits;
  /** How long the storefront keeps a partner's attribution, in days (ATTRIBUTION_DAYS, issue 26); 30 when absent. */
  attributionDays?: number;
  /** CONFIRM_LINK_DAYS and CONFIRM_CALL_AFTER_HOURS (issue 28 item 1); the defaults when absent. */
  confirmations?: ConfirmationSettings;
  /** PLAN_NOTICE_DAYS (issue 37 item 1). */
  plans?: PlanSettings;
}

/** SECURITY C1: deeper queries are refused before they run. */
export const MAX_DEPTH = 7;
/** SECURITY C1: queries with more aliases are refused before they run. */
export const MAX_ALIASES = 15;

// Issue 23: an outage fails many requests at once; each is one line (the pool has told of the lost
// connections), not a stack trace that buries everything else in the log.
function outageAware(logger: YogaLogger): YogaLogger {
  return {
    ...logger,
    error: (...args: unknown[]) => {
      const outage = args.find((arg) => isDatabaseUnavailable(arg));
      if (outage) console.error(`candleshop: answered 503, the database is unavailable (${(outage as Error).message})`);
      else logger.error(...args);
    },
  };
}

/**
 * What every request's context is built from, for /graphql and the other routes alike (app.ts):
 * the request's services are made the same way wherever the request comes in.
 */
export function shopContextOptions(options: ShopYogaOptions): ContextOptions {
  const humanCheck = options.humanCheck ?? createLocalHumanCheck();
  const given = options.accounts ?? localAccountAdapters(options.db, options.publicUrl);
  // SECURITY-REVIEW M3: whatever the mail adapter, one address gets few mails that are not
  // receipts, and no mail opens with text a visitor typed. SECURITY-REVIEW-2 N3: one phone gets
  // few texts, whatever the messaging adapter.
  const accounts = { ...given, mailer: guardMailer(options.db, given.mailer, { shopEmail: given.shopEmail }), texter: guardTexter(options.db, given.texter) };
  return {
    db: options.db,
    publicUrl: options.publicUrl,
    humanCheck,
    payments: options.payments,
    accounts,
    onCatalogueChange: options.onCatalogueChange,
    cartHandoff: options.cartHandoff,
    onPartnersChange: options.onPartnersChange,
    holds: options.holds,
    attributionDays: options.attributionDays,
    confirmations: options.confirmations,
    plans: options.plans,
  };
}

/** Builds the GraphQL server of the shop (`/graphql`), hardened per SECURITY §C. */
export function createShopYoga(options: ShopYogaOptions, context: ContextOptions = shopContextOptions(options)) {
  const production = options.production ?? false;
  const plugins = [
    // C4: form, multipart, text/plain and header-less GET requests are refused with 403.
    useCSRFPrevention({ requestHeaders: ['x-graphql-yoga-csrf'] }),
    useBodyLimit(GRAPHQL_MAX_BODY_BYTES),
    // NUL and unpaired surrogates are refused with bad.request before any resolver (or database) sees them.
    useTextGuard(),
    // Fragments count at their real depth, so a legitimate fragment costs nothing extra while a
    // deep query hidden in one (even one named `__schema`) is still measured.
    maxDepthPlugin({ n: MAX_DEPTH, flattenFragments: true, exposeLimits: !production }),
    maxAliasesPlugin({ n: MAX_ALIASES, exposeLimits: !production }),
    // SECURITY-REVIEW H4, L7: tokens while parsing, then the cost; no field suggestions in production.
    ...queryLimitPlugins({ production }),
    usePublicCors(options.allowedOrigins, options.partnerOrigins),
    ...(production ? [useDisableIntrospection()] : []),
    // Last, so the checks above have refused what they refuse before anything is compiled.
    useCompiledQueries(),
    ...(options.plugins ?? []),
  ];
  return createYoga<Partial<ServerContext>, ShopContext>({
    schema: createSchema<ShopContext>({ typeDefs, resolvers }),
    graphqlEndpoint: '/graphql',
    context: ({ request, responseCookies }) => createContext(request, context, { responseCookies }),
    cors: createCorsOptions(options.allowedOrigins, options.partnerOrigins),
    multipart: false,
    // useBodyLimit does its work without a stream per request.
    maxRequestBodySize: false,
    batching: false,
    // SECURITY-REVIEW M6: parsed documents and parse failures kept are bounded in number and text.
    parserAndValidationCache: documentCaches(),
    // Issue 23: a lost or unreachable database answers 503 service.unavailable, not a masked 500.
    maskedErrors: {
      isDev: options.development ?? false,
      maskError: (error, message, isDev) => (isDatabaseUnavailable(error) ? serviceUnavailable() : maskError(error, message, isDev)),
    },
    graphiql: production ? false : { title: 'candleshop' },
    landingPage: false,
    logging: outageAware(options.logger ?? createLogger()),
    plugins,
  });
}
