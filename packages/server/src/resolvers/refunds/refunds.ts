import { z } from 'zod';
import type { ShopContext } from '../../context.js';
import type { AdminOrderView } from '../../services/sales/admin-orders.js';
import { idArg, orNotFound } from '../args.js';
import { reasonArg } from '../back-office-args.js';
import { seesMoney, staffChange } from '../staff/staff-actor.js';

// Thin resolvers of refunds (issue 28 item 3): the owner records and reads them on the sale.

const refundArgs = z.object({
  kind: z.enum(['order', 'refill', 'ticket'], { error: 'input.kind.invalid' }),
  id: idArg('id'),
  amount: z.number({ error: 'input.amount.invalid' }).int({ error: 'input.amount.invalid' }).min(1, { error: 'input.amount.min' }).max(100_000_000, { error: 'input.amount.max' }),
  reason: reasonArg,
  method: z.enum(['cash', 'provider'], { error: 'input.method.invalid' }),
  lines: z
    .array(
      z.object({
        line: idArg('line'),
        quantity: z.number({ error: 'input.quantity.invalid' }).int({ error: 'input.quantity.invalid' }).min(1, { error: 'input.quantity.invalid' }).max(10_000, { error: 'input.quantity.invalid' }),
      }),
      { error: 'input.lines.invalid' },
    )
    .max(100, { error: 'input.lines.invalid' })
    .nullish(),
});

const checkArgs = z.object({ id: idArg('id') });

/** Resolvers of adminRefund and the refunds of an order, refill request or ticket. */
export const refundsResolvers = {
  Mutation: {
    adminRefund: staffChange(refundArgs, async (actor, { kind, id, amount, reason, method, lines }, ctx) => {
      await ctx.services.refunds.record(actor, { kind, id }, { amount, reason, method, lines: lines ?? undefined });
      return orNotFound(await ctx.services.refunds.summary({ kind, id }));
    }),
    adminCheckRefund: staffChange(checkArgs, (actor, { id }, ctx) => ctx.services.refunds.check(actor, id)),
  },
  // SECURITY-REVIEW-2 N12: what a sale took and gave back is the owner's money.
  AdminOrder: {
    refunds: async (order: AdminOrderView, _: unknown, ctx: ShopContext) => ((await seesMoney(ctx)) ? orNotFound(await ctx.services.refunds.summary({ kind: 'order', id: order.order.id })) : null),
  },
  AdminRequest: {
    refunds: async (request: { kind: string; id: number }, _: unknown, ctx: ShopContext) =>
      (request.kind === 'refill' || request.kind === 'ticket') && (await seesMoney(ctx)) ? ctx.services.refunds.summary({ kind: request.kind, id: request.id }) : null,
  },
};
