import type { ShopContext } from '../../context.js';
import { reviewArgs } from '../../services/accounts/rules.js';
import type { ProductView } from '../../services/catalogue/views.js';
import { addReview, deleteReview, mayReview, myReview, myReviews } from '../../services/accounts/reviews.js';
import { z } from 'zod';
import { idArg, parseArgs } from '../args.js';

const byId = z.object({ id: idArg('id') });

/** Resolvers of the customer's own reviews, and the Product.review flag (SPEC §3). */
export const reviewResolvers = {
  Query: {
    reviews: (_: unknown, __: unknown, ctx: ShopContext) => myReviews(ctx),
    review: async (_: unknown, args: unknown, ctx: ShopContext) => {
      await ctx.requireViewer();
      return myReview(ctx, parseArgs(byId, args).id);
    },
  },
  Mutation: {
    addReview: async (_: unknown, args: unknown, ctx: ShopContext) => {
      await ctx.requireViewer();
      return addReview(ctx, parseArgs(reviewArgs, args));
    },
    deleteReview: async (_: unknown, args: unknown, ctx: ShopContext) => {
      await ctx.requireViewer();
      return deleteReview(ctx, parseArgs(byId, args).id);
    },
  },
  Product: {
    review: (product: ProductView, _: unknown, ctx: ShopContext) => mayReview(ctx, product.id),
  },
};
