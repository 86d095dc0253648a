import type { MessageArea } from '../messages.js';
import { accountMessages } from './account.js';
import { buyingMessages } from './buying.js';
import { catalogueMessages } from './catalogue.js';
import { checkoutMessages } from './checkout.js';
import { orderPagesMessages } from './order-pages.js';
import { refillMessages } from './refill.js';
import { ticketPagesMessages } from './ticket-pages.js';
import { ticketsMessages } from './tickets.js';
import { whitelabelMessages } from './whitelabel.js';
import { personalizedMessages } from './personalized.js';
import { subscriptionsMessages } from './subscriptions.js';
import { newsletterMessages } from './newsletter.js';
import { siteMessages } from './site.js';
import { cartReminderMessages } from './cart-reminders.js';

/** Every message area: for the storefront, which shows every screen. Widgets name their own areas. */
export const ALL_MESSAGE_AREAS: readonly MessageArea[] = [
  catalogueMessages,
  buyingMessages,
  checkoutMessages,
  accountMessages,
  refillMessages,
  ticketsMessages,
  ticketPagesMessages,
  orderPagesMessages,
  whitelabelMessages,
  personalizedMessages,
  subscriptionsMessages,
  newsletterMessages,
  siteMessages,
  cartReminderMessages,
];
