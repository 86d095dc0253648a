import type { ShopContext } from '../context.js';
import { notFound } from '../errors.js';
import { createRefills, type Refills } from '../services/refills/refill-requests.js';
import { createBuyingLoaders, type BuyingLoaders } from '../services/sales/buying-loaders.js';
import { createCarts, type Carts } from '../services/sales/carts.js';
import { createOrders, type Orders } from '../services/sales/orders.js';

/** The buying services of one request. */
export interface Buying {
  carts: Carts;
  orders: Orders;
  refills: Refills;
  load: BuyingLoaders;
}

const perRequest = new WeakMap<ShopContext, Buying>();

/** The carts, orders, refill requests and loaders of the request, made once per request context. */
export function buying(ctx: ShopContext): Buying {
  let found = perRequest.get(ctx);
  if (!found) {
    found = {
      carts: createCarts(ctx.db),
      orders: createOrders(ctx.db, { lang: ctx.lang, payments: ctx.payments, humanCheck: ctx.humanCheck }),
      refills: createRefills(ctx.db, {
        lang: ctx.lang, payments: ctx.payments, humanCheck: ctx.humanCheck, mailer: ctx.accounts.mailer, publicUrl: ctx.publicUrl,
      }),
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
