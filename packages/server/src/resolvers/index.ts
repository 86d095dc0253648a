import { adminResolvers } from './admin.js';
import { adminCatalogueResolvers } from './admin-catalogue.js';
import { adminOrdersResolvers } from './admin-orders.js';
import { adminRequestsResolvers } from './admin-requests.js';
import { cartsResolvers } from './carts.js';
import { cartHandoffResolvers } from './cart-handoff.js';
import { accountResolvers } from './accounts.js';
import { catalogueResolvers } from './catalogue.js';
import { contentResolvers } from './content.js';
import { discoveryResolvers } from './discovery.js';
import { newsletterResolvers } from './newsletter.js';
import { ordersResolvers } from './orders.js';
import { paymentsResolvers } from './payments.js';
import { placesResolvers } from './places.js';
import { refillsResolvers } from './refills.js';
import { reviewResolvers } from './reviews.js';
import { personalizedResolvers } from './personalized.js';
import { subscriptionsResolvers } from './subscriptions.js';
import { ticketsResolvers } from './tickets.js';
import { whiteLabelResolvers } from './whitelabel.js';

type ResolverMap = Record<string, Record<string, unknown>>;

/** Every area's resolvers; an area adds its map here. */
const AREAS: readonly ResolverMap[] = [
  catalogueResolvers,
  discoveryResolvers,
  placesResolvers,
  contentResolvers,
  cartsResolvers,
  ordersResolvers,
  refillsResolvers,
  ticketsResolvers,
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
  cartHandoffResolvers,
];

/** The resolvers of the whole schema, merged type by type. */
export const resolvers: ResolverMap = AREAS.reduce<ResolverMap>((merged, area) => {
  for (const [type, fields] of Object.entries(area)) merged[type] = { ...merged[type], ...fields };
  return merged;
}, {});
