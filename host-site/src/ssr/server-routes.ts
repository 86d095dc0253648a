import routes from '../routes.json';
import { SELLING_SECTIONS } from '../info/selling-points-page.js';
import { REFILL_PRESETS } from '../pages/refill-page.js';

type RouteName = keyof typeof routes;

/**
 * The public pages the server renders with their content (issue 14): what a visitor or a search
 * engine may open without an account. The account pages, the checkout, the payment results and
 * the pages of one buyer's order, ticket or request stay client-only: their content belongs to
 * a session the server render does not have.
 */
export const SERVER_RENDERED: ReadonlySet<string> = new Set<RouteName>([
  'home',
  'shop',
  'productDetails',
  'collections',
  'collectionsDetails',
  'search',
  'refill',
  'workshops',
  'workshopDetails',
  'whiteLabelRequest',
  'whiteLabelProjects',
  'projectDetails',
  'personalizedCandles',
  'giftSubscription',
  'whoWeAre',
  'ourStory',
  'founder',
  'contact',
  'ourStudio',
  'sellingSites',
  'onlineSellingPoints',
  'events',
  'press',
  'pressDetails',
  'shippingPrices',
  'terms',
  'privacyPolicy',
  // Issue 26: a partner's private report, opened by the token in its address (not listed anywhere).
  'partnerReport',
]);

/** Pages that only lead to another (SPEC §2: /sellingpoints opens its first child). */
export const SERVER_REDIRECTS: Readonly<Partial<Record<RouteName, string>>> = { sellingPoints: SELLING_SECTIONS[0].path };

/**
 * The query parameters that make a page another page (a shop filter, a search, a press page):
 * kept in its canonical address; any other parameter is left out.
 */
export const CANONICAL_PARAMS: Readonly<Partial<Record<RouteName, readonly string[]>>> = {
  shop: ['section', 'category', 'collection', 'size', 'color', 'page'],
  search: ['s'],
  press: ['page'],
};

/**
 * The query parameters a page's server render reads: the canonical ones, and those that preset a
 * widget or show a guest's ticket. A page is rendered (and cached) with these only
 * (SECURITY-REVIEW M7); a page that starts reading another must list it here.
 */
export const RENDER_PARAMS: Readonly<Partial<Record<RouteName, readonly string[]>>> = {
  ...CANONICAL_PARAMS,
  refill: REFILL_PRESETS,
  workshops: ['workshop', 'id', 'token', 'email', 'type'],
  workshopDetails: ['id', 'token', 'email', 'type'],
  partnerReport: ['month'],
};
