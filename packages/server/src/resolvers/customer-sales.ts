import { z } from 'zod';
import type { ShopContext } from '../context.js';
import type { Services } from '../services/index.js';
import type { OwnSales } from '../services/sales/own-sales.js';
import { idArg, orNotFound, parseArgs } from './args.js';

const byId = z.object({ id: idArg('id') });

/**
 * The two queries every kind of sale gives its customer (SPEC §7 orders/order, refills/refill,
 * tickets/myTicket, personalizedRequests/personalizedRequest, mySubscriptions/mySubscription):
 * all of the signed-in customer's, newest first, and one of them by id, not.found when it is
 * someone else's.
 */
export function customerSales<View>(sales: (services: Services) => OwnSales<View>) {
  return {
    all: async (_: unknown, __: unknown, ctx: ShopContext) => sales(ctx.services).all((await ctx.requireViewer()).userId),
    one: async (_: unknown, args: unknown, ctx: ShopContext) => {
      const { userId } = await ctx.requireViewer();
      return orNotFound(await sales(ctx.services).one(userId, parseArgs(byId, args).id));
    },
  };
}
