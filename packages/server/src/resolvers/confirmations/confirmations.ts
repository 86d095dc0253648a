import { z } from 'zod';
import type { ShopContext } from '../../context.js';
import { parseArgs } from '../args.js';

// The public confirm-or-cancel page's calls (issue 28 item 1): no sign-in, the link's token. The
// query only reads (mail scanners open links); the answer is a mutation, taken once.

const tokenArg = z.string({ error: 'input.token.invalid' }).max(200, { error: 'input.token.invalid' });
const readArgs = z.object({ token: tokenArg });
const answerArgs = z.object({ token: tokenArg, answer: z.enum(['confirm', 'cancel'], { error: 'input.answer.invalid' }) });

/** Resolvers of saleConfirmation and answerConfirmation. */
export const confirmationsResolvers = {
  Query: {
    saleConfirmation: (_: unknown, raw: unknown, ctx: ShopContext) => ctx.services.confirmations.forToken(parseArgs(readArgs, raw).token),
  },
  Mutation: {
    answerConfirmation: (_: unknown, raw: unknown, ctx: ShopContext) => {
      const { token, answer } = parseArgs(answerArgs, raw);
      return ctx.services.confirmations.answer(token, answer);
    },
  },
};
