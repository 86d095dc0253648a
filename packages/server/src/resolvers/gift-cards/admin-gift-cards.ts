import { z } from 'zod';
import type { ShopContext } from '../../context.js';
import type { AdminGiftCardView } from '../../services/gift-cards/admin-gift-cards.js';
import { idArg, orNotFound, parseArgs } from '../args.js';
import { customerSearchArg, pageArgs, reasonArg } from '../back-office-args.js';
import { staffChange } from '../staff/staff-actor.js';

// Thin resolvers of gift cards in the back office (issue 35 item 3): staff find and read cards,
// the owner adjusts or voids them (permissions.ts).

const listArgs = z.object({ search: customerSearchArg, ...pageArgs(20) });

const adjustArgs = z.object({
  id: idArg('id'),
  amount: z
    .number({ error: 'input.amount.invalid' })
    .int({ error: 'input.amount.invalid' })
    .min(-100_000_000, { error: 'input.amount.min' })
    .max(100_000_000, { error: 'input.amount.max' })
    .refine((amount) => amount !== 0, { error: 'input.amount.invalid' }),
  reason: reasonArg,
});

const voidArgs = z.object({ id: idArg('id'), reason: reasonArg });

/** Resolvers of the back office's gift cards. */
export const adminGiftCardsResolvers = {
  Query: {
    adminGiftCards: (_: unknown, raw: unknown, ctx: ShopContext) => {
      const { search, page, first } = parseArgs(listArgs, raw);
      return ctx.services.adminGiftCards.list(search, { page, first });
    },
    adminGiftCard: (_: unknown, raw: unknown, ctx: ShopContext) => ctx.services.adminGiftCards.one(parseArgs(z.object({ id: idArg('id') }), raw).id),
  },
  Mutation: {
    adminAdjustGiftCard: staffChange(adjustArgs, async (actor, { id, amount, reason }, ctx) => {
      await ctx.services.adminGiftCards.adjust(actor, id, amount, reason);
      return orNotFound(await ctx.services.adminGiftCards.one(id));
    }),
    adminVoidGiftCard: staffChange(voidArgs, async (actor, { id, reason }, ctx) => {
      await ctx.services.adminGiftCards.void(actor, id, reason);
      return orNotFound(await ctx.services.adminGiftCards.one(id));
    }),
  },
  AdminGiftCard: {
    ledger: (card: AdminGiftCardView, _: unknown, ctx: ShopContext) => ctx.services.adminGiftCards.ledger(card.id),
    audit: (card: AdminGiftCardView, _: unknown, ctx: ShopContext) => ctx.services.auditTrail.of('gift_card', card.id),
  },
};
