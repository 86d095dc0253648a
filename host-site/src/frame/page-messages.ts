import {
  accountMessages,
  ALL_MESSAGE_AREAS,
  buyingMessages,
  catalogueMessages,
  personalizedMessages,
  refillMessages,
  siteMessages,
  subscriptionsMessages,
  ticketPagesMessages,
  ticketsMessages,
  whitelabelMessages,
  type MessageArea,
} from '@candleshop/core';
import { SERVER_RENDERED } from '../ssr/server-routes.js';

/** The areas the frame shows on every page: the header and its menus, the footer, the notices. */
export const FRAME_AREAS: readonly MessageArea[] = [siteMessages, accountMessages, catalogueMessages];

// The texts of each page the server renders, beyond the frame's (issue 38: a first page downloads
// the texts it shows, not every screen's). page-messages.test.ts reads each page's code to hold this.
const PAGE_AREAS: Readonly<Record<string, readonly MessageArea[]>> = {
  productDetails: [buyingMessages],
  refill: [refillMessages],
  workshops: [ticketPagesMessages],
  workshopDetails: [ticketPagesMessages],
  whiteLabelRequest: [whitelabelMessages],
  whiteLabelProjects: [whitelabelMessages],
  projectDetails: [whitelabelMessages],
  personalizedCandles: [personalizedMessages],
  giftSubscription: [subscriptionsMessages],
};

/**
 * The message areas of a page: the frame's and its own. A page the server does not render (the
 * account, the checkout, an order, the back office) is opened from the shop, not landed on, and
 * takes every area, as any screen it leads to may show.
 */
export function pageMessageAreas(page: { route: string; search?: Record<string, string> } | undefined): readonly MessageArea[] {
  if (!page) return FRAME_AREAS;
  if (!SERVER_RENDERED.has(page.route)) return ALL_MESSAGE_AREAS;
  const own = PAGE_AREAS[page.route] ?? [];
  // A guest's ticket, opened from its mail on a workshops page, shows the ticket card's texts.
  const ticket = page.route.startsWith('workshop') && page.search?.type === 'ticket' ? [ticketsMessages] : [];
  return [...FRAME_AREAS, ...own, ...ticket];
}
