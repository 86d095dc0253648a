import { createPromotionsAdmin } from './promotions/promotions-admin.js';
import { createProductPromotions } from './promotions/product-promotions.js';
import { createPromotionQuote } from './promotions/promotion-quote.js';
import type { Kysely } from 'kysely';
import type { AccountAdapters } from '../accounts-adapters.js';
import type { HumanCheckVerifier } from '../adapters/human-check/human-check.js';
import { giftCardBox } from '../auth/retry-box.js';
import type { Viewer } from '../auth/viewer.js';
import type { Database, Lang } from '../db/types.js';
import type { Payments } from '../payments/types.js';
import { createAccounts } from './accounts/accounts.js';
import { createOutbox } from './accounts/outbox.js';
import { createReviews } from './accounts/reviews.js';
import { createUploads } from './accounts/uploads.js';
import { createAdminOrders } from './sales/admin-orders.js';
import { createAdminProducts } from './catalogue/admin-products.js';
import { createAdminRequests } from './requests/admin-requests.js';
import { createAdminWorkshops } from './catalogue/admin-workshops.js';
import { createDashboard } from './dashboard/dashboard.js';
import { createRefunds } from './refunds/refunds.js';
import { createDeliveryRuns } from './delivery/delivery-runs.js';
import { createCouriers } from './delivery/couriers.js';
import { createStopOutcomes } from './delivery/stop-outcomes.js';
import { createMedia } from './catalogue/media.js';
import { createCatalogue } from './catalogue/service.js';
import { createConfirmations } from './confirmations/confirmations.js';
import type { ConfirmationSettings } from './confirmations/confirmation-settings.js';
import { createContent } from './content/service.js';
import { createCartHandoffs, type CartHandoffSettings } from './handoff/cart-handoff.js';
import { createSavedCarts } from './cart-reminders/saved-carts.js';
import { createNewsletter } from './newsletter/newsletter.js';
import { createSubscribers } from './newsletter/subscribers.js';
import { createPartnerCommission } from './partners/commission.js';
import { createPartnerRegistry } from './partners/registry.js';
import { createPartnerReports } from './partners/reports.js';
import { createPersonalized } from './personalized/personalized-requests.js';
import { attributionKey, createPartnerAttribution, type PartnerAttribution, type PartnerClaim } from './partners/attribution.js';
import { createSalePartners } from './partners/sale-partners.js';
import { createPlaces } from './places/service.js';
import { createRefills } from './refills/refill-requests.js';
import { createRefillPlans } from './refill-plans/refill-plans.js';
import { createPlanCycleLinks } from './refill-plans/plan-cycle-links.js';
import { createAdminPlans } from './refill-plans/admin-plans.js';
import { createCyclesDue } from './refill-plans/plan-cycle-sweeper.js';
import { DEFAULT_PLAN_SETTINGS, type PlanSettings } from './refill-plans/plan-settings.js';
import { createBuyingLoaders } from './sales/buying-loaders.js';
import { createCarts } from './sales/carts.js';
import { createGiftCards } from './gift-cards/gift-cards.js';
import { createAdminGiftCards } from './gift-cards/admin-gift-cards.js';
import { DEFAULT_WAITLIST_HOLD_HOURS, type HoldLimits } from './sales/hold-limits.js';
import { createOrders } from './sales/orders.js';
import { createPayables } from './sales/payable-payments.js';
import { createSaleLife } from './sale-life/sale-outbox.js';
import { createSaleBus } from './sale-life/sale-bus.js';
import { addShopHandlers } from './sale-life/shop-handlers.js';
import { createHealth } from './health.js';
import { createStaffSession } from './staff/second-factor.js';
import { createAuditTrail } from './staff/audit-trail.js';
import { createStaffAccounts } from './staff/staff-accounts.js';
import { createSubscriptions } from './subscriptions/subscriptions.js';
import { createCheckIn } from './check-in/check-in.js';
import { createTickets } from './tickets/tickets.js';
import { createWaitlist } from './waitlist/waitlist.js';
import { createWhiteLabel } from './whitelabel/white-label-requests.js';

/** What the services of one request are made from (context.ts hands them over). */
export interface ServiceDeps {
  db: Kysely<Database>;
  lang: Lang;
  publicUrl: string;
  humanCheck: HumanCheckVerifier;
  payments: Payments | undefined;
  /** Mail, storage, social sign-in, the shop's address and the staff key. */
  accounts: AccountAdapters;
  clientAddress: string;
  holds: HoldLimits;
  cartHandoff: CartHandoffSettings;
  /** What the request says about the partner that brought it (issue 26 item 2); checked by `partnerAttribution`. */
  partnerClaim: PartnerClaim;
  /** ATTRIBUTION_DAYS. */
  attributionDays: number;
  /** CONFIRM_LINK_DAYS and CONFIRM_CALL_AFTER_HOURS (issue 28 item 1). */
  confirmations: ConfirmationSettings;
  /** PLAN_NOTICE_DAYS (issue 37 item 1); the default when absent. */
  plans?: PlanSettings;
  /** Tells the public caches the catalogue changed. */
  catalogueChanged(): void;
  /** Tells this instance the partner registry changed (CORS origins, cached report pages). */
  partnersChanged(): void;
  /** The signed-in customer, looked up once per request. */
  viewer(): Promise<Viewer | undefined>;
  requireViewer(): Promise<Viewer>;
}

/**
 * Every service of the shop, one way each: a `createX(db, options)` factory, called here and
 * nowhere else. Resolvers reach them as `ctx.services.x`.
 */
function makers(deps: ServiceDeps) {
  const { db, lang, publicUrl, humanCheck, payments, accounts, clientAddress, holds } = deps;
  const { mailer, storage, shopEmail } = accounts;
  // One attribution a request, shared by every kind of sale it makes (issue 26 item 2).
  let partnerAttribution: PartnerAttribution | undefined;
  const attributionOf = () => (partnerAttribution ??= createPartnerAttribution(db, { claim: deps.partnerClaim, settings: { days: deps.attributionDays, key: attributionKey(accounts.staffKey) } }));
  const attribution = () => attributionOf().forSale();
  // Issue 28 item 1: cash orders, refill requests and tickets get their confirm-or-cancel link.
  // Issue 34 item 2: a sale's events reach the shop's handlers, which mail with the request's mailer.
  const saleLife = createSaleLife(
    db,
    addShopHandlers(createSaleBus(), db, { mailer, publicUrl, shopEmail, storage, signer: accounts.ticketSigner, confirmations: { publicUrl, mailer, texter: accounts.texter, settings: deps.confirmations } }),
  );
  const selling = { lang, publicUrl, payments, humanCheck, mailer, holds, attribution, saleLife };
  const admin = {
    lang,
    publicUrl,
    mailer,
    texter: accounts.texter,
    payments,
    catalogueChanged: () => deps.catalogueChanged(),
    waitlistHoldHours: holds.waitlistHoldHours ?? DEFAULT_WAITLIST_HOLD_HOURS,
    saleLife,
  };
  return {
    catalogue: () => createCatalogue(db, { lang, publicUrl }),
    places: () => createPlaces(db, { lang, publicUrl }),
    content: () => createContent(db, { lang, publicUrl }),
    carts: () => createCarts(db),
    orders: () => createOrders(db, { lang, payments, humanCheck, holds, clientAddress, attribution, saleLife }),
    confirmations: () => createConfirmations(db, { lang, clientAddress, catalogueChanged: () => deps.catalogueChanged(), saleLife, callAfterHours: deps.confirmations.callAfterHours }),
    refills: () => createRefills(db, { ...selling, clientAddress }),
    // Issue 37 item 1: a plan whose first cycle's notice has come announces it at once, as the sweeper would.
    refillPlans: () =>
      createRefillPlans(db, {
        lang,
        cycleDue: (planId) => createCyclesDue(db, { publicUrl, mailer, texter: accounts.texter, confirmations: deps.confirmations, plans: deps.plans ?? DEFAULT_PLAN_SETTINGS, saleLife }, planId),
      }),
    planCycleLinks: () => createPlanCycleLinks(db, { clientAddress, saleLife }),
    adminPlans: () => createAdminPlans(db),
    tickets: () => createTickets(db, { ...selling, clientAddress, signer: accounts.ticketSigner }),
    waitlist: () => createWaitlist(db, { lang, humanCheck, holds }),
    personalized: () => createPersonalized(db, { ...selling, storage }),
    subscriptions: () => createSubscriptions(db, selling),
    whiteLabel: () => createWhiteLabel(db, { lang, publicUrl, humanCheck, storage, attribution, saleLife }),
    newsletter: () => createNewsletter(db, { lang, publicUrl, humanCheck, mailer, clientAddress }),
    payables: () => createPayables(db, { lang, payments }),
    giftCards: () => createGiftCards(db, { clientAddress, sending: { publicUrl, mailer, texter: accounts.texter, box: giftCardBox(accounts.staffKey) } }),
    adminGiftCards: () => createAdminGiftCards(db),
    cartHandoffs: () => createCartHandoffs(db, deps.cartHandoff, attributionOf()),
    savedCarts: () => createSavedCarts(db, { lang, clientAddress, viewer: deps.viewer, requireViewer: deps.requireViewer, sending: { publicUrl, mailer, texter: accounts.texter } }),
    partnerAttribution: attributionOf,
    salePartners: () => createSalePartners(db),
    /** The sizes, colours, scents, wicks and containers sales point at, batched per request. */
    load: () => createBuyingLoaders(db, { lang, publicUrl }),
    accounts: () => createAccounts(db, { lang, publicUrl, humanCheck, accounts, clientAddress, viewer: deps.viewer, requireViewer: deps.requireViewer }),
    reviews: () => createReviews(db, { publicUrl, viewer: deps.viewer, requireViewer: deps.requireViewer }),
    staffSession: () => createStaffSession(db, { staffKey: accounts.staffKey, clientAddress, humanCheck }),
    adminOrders: () => createAdminOrders(db, admin),
    adminRequests: () => createAdminRequests(db, admin),
    adminWorkshops: () => createAdminWorkshops(db, { ...admin, storage }),
    adminProducts: () => createAdminProducts(db, admin),
    auditTrail: () => createAuditTrail(db),
    subscribers: () => createSubscribers(db),
    refunds: () => createRefunds(db, { payments, saleLife, catalogueChanged: () => deps.catalogueChanged() }),
    deliveryRuns: () => createDeliveryRuns(db, { lang }),
    stopOutcomes: () => createStopOutcomes(db, admin),
    couriers: () => createCouriers(db),
    dashboard: () => createDashboard(db, { lang }),
    checkIn: () => createCheckIn(db, { lang, signer: accounts.ticketSigner, saleLife }),
    partnerRegistry: () => createPartnerRegistry(db, { publicUrl, partnersChanged: () => deps.partnersChanged() }),
    partnerCommission: () => createPartnerCommission(db),
    partnerReports: () => createPartnerReports(db),
    promotionsAdmin: () => createPromotionsAdmin(db),
    productPromotions: () => createProductPromotions(db, lang),
    promotionQuote: () => createPromotionQuote(db, { lang, clientAddress }),
    // What the routes beside /graphql read (app.ts): pictures, uploads, the outbox page, readiness, staff commands.
    media: () => createMedia(db),
    uploads: () => createUploads(db),
    outbox: () => createOutbox(db),
    health: () => createHealth(db),
    staffAccounts: () => createStaffAccounts(db, accounts.staffKey),
  };
}

/** The services of one request, each made on first use. */
export type Services = { readonly [Name in keyof ReturnType<typeof makers>]: ReturnType<ReturnType<typeof makers>[Name]> };

/**
 * The services of one request. Each is made the first time a resolver reaches it: most requests
 * use one or two, and building the others (their loaders and views) was a measurable share of a
 * small request (issue 14). One instance per request, so its loaders batch the whole request.
 */
export function createServices(deps: ServiceDeps): Services {
  const make = makers(deps);
  const made = new Map<keyof Services, unknown>();
  const services = {} as Services;
  for (const name of Object.keys(make) as Array<keyof Services>) {
    Object.defineProperty(services, name, {
      enumerable: true,
      get: () => {
        if (!made.has(name)) made.set(name, make[name]());
        return made.get(name);
      },
    });
  }
  return services;
}
