import { z } from 'zod';
import type { ShopContext } from '../../context.js';
import type { RefillRequestInput } from '../../services/refills/refill-requests.js';
import type { Buyer } from '../../services/sales/orders.js';
import { parseArgs } from '../args.js';
import { buyerIdempotency, giftCardsArg, guestArgs, guestBuyer, placeArgs, placeOf, refillLine, refillLineArgs } from '../sales/orders.js';
import { customerSales } from '../customer-sales.js';
import { refillRecipeFields } from './refill-fields.js';

// Thin resolvers: parse, authorize, call the refills service, shape (DESIGN §4).

const refillArgs = { ...refillLineArgs, ...placeArgs, giftCards: giftCardsArg };
const requestArgs = z.object(refillArgs);
const requestGuestArgs = z.object({ ...refillArgs, ...guestArgs });

function refillRequest(operation: string, args: z.output<typeof requestArgs>, buyer: Buyer, raw: Record<string, unknown>): RefillRequestInput {
  return {
    buyer,
    line: refillLine(args),
    ...placeOf(args),
    giftCards: args.giftCards?.length ? args.giftCards : undefined,
    idempotency: buyerIdempotency(operation, buyer, args.idempotencyKey, raw),
  };
}

const mine = customerSales((services) => services.refills.mine);

/** Resolvers of refill requests (SPEC §7 refillRequest, refillRequestGuest, refills). */
export const refillsResolvers = {
  Query: {
    refills: mine.all,
    refill: mine.one,
  },
  Mutation: {
    refillRequest: async (_: unknown, raw: Record<string, unknown>, ctx: ShopContext) => {
      const { userId } = await ctx.requireViewer();
      const args = parseArgs(requestArgs, raw);
      return ctx.services.refills.request(refillRequest('refillRequest', args, { userId, token: args.token }, args));
    },
    refillRequestGuest: async (_: unknown, raw: Record<string, unknown>, ctx: ShopContext) => {
      const args = parseArgs(requestGuestArgs, raw);
      return ctx.services.refills.request(refillRequest('refillRequestGuest', args, guestBuyer(args), args));
    },
  },
  RefillRequest: refillRecipeFields,
};
