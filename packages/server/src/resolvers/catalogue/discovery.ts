import { z } from 'zod';
import type { ShopContext } from '../../context.js';
import { intArg, parseArgs } from '../args.js';

// Thin resolvers of the ways to find products: search, most selling, top rated (DESIGN §4).

const searchArgs = z.object({
  s: z.string({ error: 'input.s.invalid' }).max(200, { error: 'input.s.max' }),
  first: intArg('first', 1, 48, 24),
});
const listArgs = z.object({ first: intArg('first', 1, 24, 8) });

/** Resolvers of search, mostSelling and topRated. */
export const discoveryResolvers = {
  Query: {
    search: (_: unknown, args: unknown, { services: { catalogue } }: ShopContext) => {
      const { s, first } = parseArgs(searchArgs, args);
      return catalogue.search(s, first);
    },
    mostSelling: (_: unknown, args: unknown, { services: { catalogue } }: ShopContext) => catalogue.mostSelling(parseArgs(listArgs, args).first),
    topRated: (_: unknown, args: unknown, { services: { catalogue } }: ShopContext) => catalogue.topRated(parseArgs(listArgs, args).first),
  },
};
