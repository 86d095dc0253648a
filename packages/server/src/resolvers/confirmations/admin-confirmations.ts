import { z } from 'zod';
import type { ShopContext } from '../../context.js';
import type { AdminOrderView } from '../../services/sales/admin-orders.js';
import { idArg, orNotFound } from '../args.js';
import { staffChange } from '../staff/staff-actor.js';

// Thin resolvers of the back office's side of confirmations (issue 28 item 1): the state beside
// each sale, the "call the customer" list, the call recorded and the answer given for the customer.

const saleArgs = z.object({ kind: z.enum(['order', 'refill', 'ticket'], { error: 'input.kind.invalid' }), id: idArg('id') });
const answerArgs = saleArgs.extend({ answer: z.enum(['confirm', 'cancel'], { error: 'input.answer.invalid' }) });

const CONFIRMED = new Set(['order', 'refill', 'ticket']);

/** Resolvers of adminCallList, adminConfirmationCalled, adminAnswerConfirmation and the sales' confirmation. */
export const adminConfirmationsResolvers = {
  Query: {
    adminCallList: async (_: unknown, __: unknown, ctx: ShopContext) => {
      return ctx.services.confirmations.callList();
    },
  },
  Mutation: {
    adminConfirmationCalled: staffChange(saleArgs, async (actor, { kind, id }, ctx) => {
      await ctx.services.confirmations.markCalled(actor, kind, id);
      return orNotFound(await ctx.services.confirmations.stateOf(kind, id));
    }),
    adminAnswerConfirmation: staffChange(answerArgs, async (actor, { kind, id, answer }, ctx) => {
      await ctx.services.confirmations.answerFor(actor, kind, id, answer);
      return orNotFound(await ctx.services.confirmations.stateOf(kind, id));
    }),
  },
  AdminOrder: {
    confirmation: (order: AdminOrderView, _: unknown, ctx: ShopContext) => ctx.services.confirmations.stateOf('order', order.order.id),
  },
  AdminRequest: {
    confirmation: (request: { kind: string; id: number }, _: unknown, ctx: ShopContext) =>
      CONFIRMED.has(request.kind) ? ctx.services.confirmations.stateOf(request.kind as 'order' | 'refill' | 'ticket', request.id) : null,
  },
};
