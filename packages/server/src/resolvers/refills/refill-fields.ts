import type { ShopContext } from '../../context.js';
import type { RefillRecipeView } from '../../services/refills/refill-views.js';
import { orNotFound } from '../args.js';

/** The field resolvers of a refill's recipe, the same on a RefillRequest and a RefillPlan: its place, and its materials loaded per field. */
export const refillRecipeFields = {
  city: (refill: RefillRecipeView, _: unknown, { services: { places } }: ShopContext) => (refill.cityId === null ? null : places.city(refill.cityId)),
  sellingPoint: (refill: RefillRecipeView, _: unknown, { services: { places } }: ShopContext) => (refill.sellingPointId === null ? null : places.sellingPoint(refill.sellingPointId)),
  wick: async (refill: RefillRecipeView, _: unknown, ctx: ShopContext) => orNotFound(await ctx.services.load.wick(refill.wickId)),
  container: async (refill: RefillRecipeView, _: unknown, ctx: ShopContext) => orNotFound(await ctx.services.load.refillContainer(refill.containerId)),
  color: async (refill: RefillRecipeView, _: unknown, ctx: ShopContext) => orNotFound(await ctx.services.load.color(refill.colorId)),
  size: async (refill: RefillRecipeView, _: unknown, ctx: ShopContext) => orNotFound(await ctx.services.load.size(refill.sizeId)),
  scent: async (refill: RefillRecipeView, _: unknown, ctx: ShopContext) => orNotFound(await ctx.services.load.scent(refill.scentId)),
};
