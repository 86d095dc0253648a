import { z } from 'zod';
import type { ShopContext } from '../../context.js';
import { parseArgs } from '../args.js';

// Thin resolvers: parse, call the gift cards service (DESIGN §4).

const balanceArgs = z.object({ code: z.string({ error: 'input.code.invalid' }).max(100, { error: 'input.code.invalid' }) });

/** Resolvers of gift cards (issue 35): a balance by code for anyone. */
export const giftCardsResolvers = {
  Query: {
    giftCardBalance: (_: unknown, raw: unknown, ctx: ShopContext) => ctx.services.giftCards.balance(parseArgs(balanceArgs, raw).code),
  },
};
