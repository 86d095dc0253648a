import { adminResolvers } from './staff/staff-session.js';
import { adminCatalogueResolvers } from './catalogue/admin-catalogue.js';
import { adminOrdersResolvers } from './sales/admin-orders.js';
import { adminRequestsResolvers } from './requests/admin-requests.js';
import { checkInResolvers } from './check-in/check-in.js';
import { adminPartnersResolvers } from './partners/partners.js';
import { adminPromotionsResolvers } from './promotions/admin-promotions.js';
import { productPromotionsResolvers } from './promotions/product-promotions.js';
import { promotionQuoteResolvers } from './promotions/promotion-quote.js';
import { partnerReportResolvers } from './partners/partners-report.js';
import { refundsResolvers } from './refunds/refunds.js';
import { deliveryRunsResolvers } from './delivery/delivery-runs.js';
import { couriersResolvers } from './delivery/couriers.js';
import { dashboardResolvers } from './dashboard/dashboard.js';
import { adminConfirmationsResolvers } from './confirmations/admin-confirmations.js';
import { confirmationsResolvers } from './confirmations/confirmations.js';
import { cartsResolvers } from './sales/carts.js';
import { cartHandoffResolvers } from './handoff/cart-handoff.js';
import { cartRemindersResolvers } from './cart-reminders/cart-reminders.js';
import { accountResolvers } from './accounts/accounts.js';
import { catalogueResolvers } from './catalogue/catalogue.js';
import { contentResolvers } from './content/content.js';
import { discoveryResolvers } from './catalogue/discovery.js';
import { newsletterResolvers } from './newsletter/newsletter.js';
import { ordersResolvers } from './sales/orders.js';
import { paymentsResolvers } from './sales/payments.js';
import { placesResolvers } from './places/places.js';
import { refillsResolvers } from './refills/refills.js';
import { refillPlansResolvers } from './refill-plans/refill-plans.js';
import { reviewResolvers } from './accounts/reviews.js';
import { personalizedResolvers } from './personalized/personalized.js';
import { subscriptionsResolvers } from './subscriptions/subscriptions.js';
import { ticketsResolvers } from './tickets/tickets.js';
import { waitlistResolvers } from './waitlist/waitlist.js';
import { adminWaitlistResolvers } from './waitlist/admin-waitlist.js';
import { adminSubscribersResolvers } from './newsletter/admin-subscribers.js';
import { whiteLabelResolvers } from './whitelabel/whitelabel.js';
import { guardStaffOperations } from './staff/staff-guard.js';
import { giftCardsResolvers } from './gift-cards/gift-cards.js';
import { adminGiftCardsResolvers } from './gift-cards/admin-gift-cards.js';
import type { Resolvers } from '../graphql/schema-types.js';

type ResolverMap = Record<string, Record<string, unknown>>;

/**
 * Every area's resolvers; an area adds its map here. Each is checked against the types generated
 * from schema.graphql (scripts/server-types.mjs): its scalar and enum answers, and the arguments
 * wherever a resolver names their type (most read `unknown` and parse it with zod).
 */
const AREAS: readonly Resolvers[] = [
  catalogueResolvers,
  discoveryResolvers,
  placesResolvers,
  contentResolvers,
  cartsResolvers,
  ordersResolvers,
  refillsResolvers,
  refillPlansResolvers,
  ticketsResolvers,
  waitlistResolvers,
  whiteLabelResolvers,
  personalizedResolvers,
  subscriptionsResolvers,
  newsletterResolvers,
  paymentsResolvers,
  accountResolvers,
  reviewResolvers,
  adminResolvers,
  adminOrdersResolvers,
  adminRequestsResolvers,
  adminCatalogueResolvers,
  adminWaitlistResolvers,
  adminSubscribersResolvers,
  checkInResolvers,
  cartHandoffResolvers,
  cartRemindersResolvers,
  adminPartnersResolvers,
  partnerReportResolvers,
  refundsResolvers,
  deliveryRunsResolvers,
  couriersResolvers,
  dashboardResolvers,
  confirmationsResolvers,
  adminConfirmationsResolvers,
  giftCardsResolvers,
  adminGiftCardsResolvers,
  adminPromotionsResolvers,
  productPromotionsResolvers,
  promotionQuoteResolvers,
];

/** The resolvers of the whole schema, merged type by type, each back-office operation behind its permission. */
export const resolvers: ResolverMap = guardStaffOperations(
  (AREAS as readonly ResolverMap[]).reduce<ResolverMap>((merged, area) => {
    for (const [type, fields] of Object.entries(area)) merged[type] = { ...merged[type], ...fields };
    return merged;
  }, {}),
);
