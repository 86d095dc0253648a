import { z } from 'zod';
import type { ShopContext } from '../../context.js';
import { refused } from '../../errors.js';
import { idArg, idempotencyOf, parseArgs } from '../args.js';
import { guestArgs, placeArgs } from '../sales/orders.js';
import { customerSales } from '../customer-sales.js';

// Thin resolvers: parse, authorize, call the personalized-requests service, shape (DESIGN §4).

const requestArgs = z.object({
  description: z.string({ error: 'input.description.invalid' }).max(2000, { error: 'input.description.max' }),
  file: z.string({ error: 'input.file.invalid' }).max(300, { error: 'input.file.invalid' }).nullish(),
  token: guestArgs.token.nullish(),
  guest: guestArgs.guest.nullish(),
  idempotencyKey: placeArgs.idempotencyKey,
});
const acceptArgs = z.object({ id: idArg('id'), method: placeArgs.method, idempotencyKey: placeArgs.idempotencyKey });

const mine = customerSales((services) => services.personalized.mine);

/** Resolvers of personalized-candle requests (SPEC §7 personalizedRequest, acceptPersonalized, personalizedRequests, personalizedRequest). */
export const personalizedResolvers = {
  Query: {
    personalizedRequests: mine.all,
    personalizedRequest: mine.one,
  },
  Mutation: {
    personalizedRequest: async (_: unknown, raw: Record<string, unknown>, ctx: ShopContext) => {
      const args = parseArgs(requestArgs, raw);
      const viewer = await ctx.viewer();
      // A guest sends the human-check token and a contact; a customer is known by the session.
      const buyer = viewer ? { userId: viewer.userId } : args.token && args.guest ? { token: args.token, guest: args.guest } : undefined;
      if (!buyer) {
        // Names what a guest left out (the token, the contact) as validation errors.
        parseArgs(z.object({ token: guestArgs.token, guest: guestArgs.guest }), raw);
        throw refused('bad.request');
      }
      if (viewer) {
        await ctx.services.accounts.takeRequest(viewer.userId, 'personalized');
      }
      return ctx.services.personalized.request({
        buyer,
        description: args.description,
        file: args.file ?? null,
        idempotency: idempotencyOf('personalizedRequest', viewer?.userId ?? 'guest', args.idempotencyKey, raw),
      });
    },
    acceptPersonalized: async (_: unknown, raw: Record<string, unknown>, ctx: ShopContext) => {
      const { userId } = await ctx.requireViewer();
      const args = parseArgs(acceptArgs, raw);
      const idempotency = idempotencyOf('acceptPersonalized', userId, args.idempotencyKey, raw);
      return ctx.services.personalized.accept(userId, args.id, args.method, idempotency);
    },
  },
};
