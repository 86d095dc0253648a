import { z } from 'zod';
import type { ShopContext } from '../../context.js';
import { parseArgs } from '../args.js';
import { guestLinesArgs, guestOrderLines } from '../sales/orders.js';

// Issue 35: the checkout shows the reduction the server will take, from the server.

const quoteArgs = z.object({
  ...guestLinesArgs,
  discountCode: z.string({ error: 'input.discountCode.invalid' }).max(40, { error: 'input.discountCode.max' }).nullish(),
});

/** Resolvers of the checkout's promotion quote. */
export const promotionQuoteResolvers = {
  Query: {
    promotionQuote: async (_: unknown, raw: unknown, ctx: ShopContext) => {
      const args = parseArgs(quoteArgs, raw);
      const viewer = await ctx.viewer();
      const code = args.discountCode?.trim() || undefined;
      return ctx.services.promotionQuote.quote({ ...guestOrderLines(args), code, userId: viewer?.userId ?? null });
    },
  },
};
