import { z } from 'zod';
import type { ShopContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { parseArgs } from '../args.js';

const byPaymentId = z.object({
  paymentId: z
    .string({ error: 'input.paymentId.invalid' })
    .regex(/^[A-Za-z0-9_-]{1,100}$/, { error: 'input.paymentId.invalid' }),
});

/** Resolvers of the payments part of the schema. */
export const paymentsResolvers = {
  Query: {
    // The FIB details page polls this; a pending payment is checked with FIB, never trusted.
    fibPaymentStatus: async (_: unknown, args: unknown, { payments }: ShopContext) => {
      const { paymentId } = parseArgs(byPaymentId, args);
      const status = payments?.fibPaymentStatus ? await payments.fibPaymentStatus(paymentId) : null;
      if (!status) throw notFound();
      return status;
    },
    // The FIB page in a tab that did not place the order (a partner page's checkout) reads the
    // token again by the unguessable paymentId; only while the payment waits.
    fibPayment: async (_: unknown, args: unknown, { payments }: ShopContext) => {
      const { paymentId } = parseArgs(byPaymentId, args);
      const token = payments?.fibPayment ? await payments.fibPayment(paymentId) : null;
      if (!token) throw notFound();
      return token;
    },
  },
};
