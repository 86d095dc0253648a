import type { ShopContext } from '../../context.js';
import type { OrderRefillView } from '../../services/sales/order-views.js';
import { orNotFound } from '../args.js';

/** What a refill line keeps of its choices, in a cart (RefillCartItem) as in a placed order (OrderRefill). */
type RefillLineChoices = Pick<OrderRefillView, 'wickId' | 'containerId' | 'colorId' | 'sizeId' | 'scentId'>;

/** The fields of either kind of refill line: each choice loaded by its id (batched per request by the loaders). */
export const refillLineFields = {
  wick: async (item: RefillLineChoices, _: unknown, ctx: ShopContext) => orNotFound(await ctx.services.load.wick(item.wickId)),
  container: async (item: RefillLineChoices, _: unknown, ctx: ShopContext) => orNotFound(await ctx.services.load.refillContainer(item.containerId)),
  color: async (item: RefillLineChoices, _: unknown, ctx: ShopContext) => orNotFound(await ctx.services.load.color(item.colorId)),
  size: async (item: RefillLineChoices, _: unknown, ctx: ShopContext) => orNotFound(await ctx.services.load.size(item.sizeId)),
  scent: async (item: RefillLineChoices, _: unknown, ctx: ShopContext) => orNotFound(await ctx.services.load.scent(item.scentId)),
};
