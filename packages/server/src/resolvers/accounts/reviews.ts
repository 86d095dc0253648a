import type { ShopContext } from '../../context.js';
import type { ProductView } from '../../services/catalogue/views.js';
import { z } from 'zod';
import { idArg, parseArgs } from '../args.js';

/** addReview's arguments (SPEC §3 Review: 1 to 5 stars; a text of at most 2000 characters). */
const reviewArgs = z.object({
  id: idArg('id'),
  rating: z.number({ error: 'validation.ratingRange' }).int({ error: 'validation.ratingRange' }).min(1, { error: 'validation.ratingRange' }).max(5, { error: 'validation.ratingRange' }),
  review: z.string({ error: 'validation.reviewRequired' }).trim().min(1, { error: 'validation.reviewRequired' }).max(2000, { error: 'input.review.max' }),
});

const byId = z.object({ id: idArg('id') });

/** Resolvers of the customer's own reviews, and the Product.review flag (SPEC §3). */
export const reviewResolvers = {
  Query: {
    reviews: (_: unknown, __: unknown, ctx: ShopContext) => ctx.services.reviews.mine(),
    review: async (_: unknown, args: unknown, ctx: ShopContext) => {
      await ctx.requireViewer();
      return ctx.services.reviews.mineOne(parseArgs(byId, args).id);
    },
  },
  Mutation: {
    addReview: async (_: unknown, args: unknown, ctx: ShopContext) => {
      await ctx.requireViewer();
      return ctx.services.reviews.add(parseArgs(reviewArgs, args));
    },
    deleteReview: async (_: unknown, args: unknown, ctx: ShopContext) => {
      await ctx.requireViewer();
      return ctx.services.reviews.delete(parseArgs(byId, args).id);
    },
  },
  Product: {
    review: (product: ProductView, _: unknown, ctx: ShopContext) => ctx.services.reviews.mayReview(product.id),
  },
};
