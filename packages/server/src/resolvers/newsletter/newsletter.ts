import { z } from 'zod';
import type { ShopContext } from '../../context.js';
import { zodEmail } from '../../internal/zod-rules.js';
import { parseArgs } from '../args.js';

// Thin resolvers: parse, call the newsletter service, shape (DESIGN §4).

// SPEC §5 Newsletter: an @ and a dot; lower-cased so the same address twice is one subscriber.
const email = zodEmail('input.email.invalid').transform((address) => address.toLowerCase());
const signUpArgs = z.object({ email, token: z.string({ error: 'input.token.invalid' }).max(4000, { error: 'input.token.invalid' }).nullish() });
// A link's address is taken as it is: a wrong one is the same refusal as a wrong token.
const linkArgs = z.object({ email: z.string().trim().toLowerCase().max(320), token: z.string().max(200) });
const codeArgs = z.object({ code: z.string().max(100) });

/** Resolvers of the newsletter and its discount codes (issue 13). */
export const newsletterResolvers = {
  Query: {
    discountCode: (_: unknown, raw: unknown, ctx: ShopContext) => ctx.services.newsletter.usableCode(parseArgs(codeArgs, raw).code),
  },
  Mutation: {
    newsletter: async (_: unknown, raw: unknown, ctx: ShopContext) => {
      const args = parseArgs(signUpArgs, raw);
      await ctx.services.newsletter.signUp(args.email, args.token ?? undefined);
      return true;
    },
    confirmNewsletter: (_: unknown, raw: unknown, ctx: ShopContext) => {
      const args = parseArgs(linkArgs, raw);
      return ctx.services.newsletter.confirm(args.email, args.token);
    },
    unsubscribeNewsletter: async (_: unknown, raw: unknown, ctx: ShopContext) => {
      const args = parseArgs(linkArgs, raw);
      await ctx.services.newsletter.unsubscribe(args.email, args.token);
      return true;
    },
  },
};
