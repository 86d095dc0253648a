import type { ShopContext } from '../../context.js';
import type { Payable } from '../../db/types-payments.js';
import type { PaymentMethod } from '../../db/types-sales.js';
import { notFound } from '../../errors.js';
import { createPersonalized, type Personalized } from '../../services/personalized/personalized-requests.js';
import { createRefills, type Refills } from '../../services/refills/refill-requests.js';
import { createBuyingLoaders, type BuyingLoaders } from '../../services/sales/buying-loaders.js';
import { createCarts, type Carts } from '../../services/sales/carts.js';
import { createOrders, type Orders } from '../../services/sales/orders.js';
import { payLaterFor, type PaymentResultView } from '../../services/sales/payable-payments.js';
import { createTickets, type Tickets } from '../../services/tickets/tickets.js';

/** The buying services of one request. */
export interface Buying {
  carts: Carts;
  orders: Orders;
  refills: Refills;
  tickets: Tickets;
  personalized: Personalized;
  /** SPEC §7 payLater for an order, a refill request or a ticket: one rule for all three. */
  payLater(userId: number, payable: Payable, method: Exclude<PaymentMethod, 'cash'>): Promise<PaymentResultView>;
  load: BuyingLoaders;
}

const perRequest = new WeakMap<ShopContext, Buying>();

/** The carts, orders, refill requests, tickets and loaders of the request, made once per request context. */
export function buying(ctx: ShopContext): Buying {
  let found = perRequest.get(ctx);
  if (!found) {
    const selling = { lang: ctx.lang, payments: ctx.payments, humanCheck: ctx.humanCheck, mailer: ctx.accounts.mailer, publicUrl: ctx.publicUrl, holds: ctx.holds };
    found = {
      carts: createCarts(ctx.db),
      orders: createOrders(ctx.db, { lang: ctx.lang, payments: ctx.payments, humanCheck: ctx.humanCheck, holds: ctx.holds }),
      refills: createRefills(ctx.db, selling),
      tickets: createTickets(ctx.db, selling),
      personalized: createPersonalized(ctx.db, { ...selling, storage: ctx.accounts.storage, shopEmail: ctx.accounts.shopEmail }),
      payLater: (userId, payable, method) => payLaterFor(ctx.db, { lang: ctx.lang, payments: ctx.payments }, userId, payable, method),
      load: createBuyingLoaders(ctx.db, { lang: ctx.lang, publicUrl: ctx.publicUrl }),
    };
    perRequest.set(ctx, found);
  }
  return found;
}

/** The value, or the not.found error for null. */
export const orNotFound = <T>(value: T | null): T => {
  if (value === null) throw notFound();
  return value;
};
