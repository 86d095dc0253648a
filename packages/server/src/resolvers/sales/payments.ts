import { z } from 'zod';
import type { ShopContext } from '../../context.js';
import { orNotFound, parseArgs } from '../args.js';

const byPaymentId = z.object({
  paymentId: z.string({ error: 'input.paymentId.invalid' }).regex(/^[A-Za-z0-9_-]{1,100}$/, { error: 'input.paymentId.invalid' }),
});

/** Resolvers of the payments part of the schema. */
export const paymentsResolvers = {
  Query: {
    // The FIB details page polls this; a pending payment is checked with FIB, never trusted.
    fibPaymentStatus: async (_: unknown, args: unknown, ctx: ShopContext) => orNotFound(await ctx.services.payables.fibPaymentStatus(parseArgs(byPaymentId, args).paymentId)),
    // The FIB page in a tab that did not place the order (a partner page's checkout) reads the
    // token again by the unguessable paymentId; only while the payment waits.
    fibPayment: async (_: unknown, args: unknown, ctx: ShopContext) => orNotFound(await ctx.services.payables.fibPayment(parseArgs(byPaymentId, args).paymentId)),
  },
};
