import { z } from 'zod';
import type { ShopContext } from '../../context.js';
import { zodEmail, zodName, zodPhone } from '../../internal/zod-rules.js';
import { idArg, orNotFound, parseArgs } from '../args.js';

// Thin resolvers of workshops' waiting lists (issue 27 item 4): parse, call the service, shape.

const joinArgs = z.object({
  ticket: idArg('ticket'),
  people: z.number({ error: 'input.people.invalid' }).int({ error: 'input.people.invalid' }).min(1, { error: 'input.people.min' }).max(1000, { error: 'input.people.max' }),
  name: zodName('input.name.required'),
  email: zodEmail('input.email.invalid'),
  phone: zodPhone('input.phone.invalid'),
  token: z.string({ error: 'input.token.invalid' }).max(4000, { error: 'input.token.invalid' }).nullish(),
});
// An offer's token is 32 base64url characters; anything else is no offer.
const offerArgs = z.object({ token: z.string().max(100) });

interface OfferView {
  workshopId: number;
  tierId: number;
}

/** Resolvers of joining a waiting list and of the offer its link opens. */
export const waitlistResolvers = {
  Query: {
    waitlistOffer: (_: unknown, raw: unknown, ctx: ShopContext) => ctx.services.waitlist.offer(parseArgs(offerArgs, raw).token),
  },
  Mutation: {
    joinWaitlist: async (_: unknown, raw: unknown, ctx: ShopContext) => {
      const args = parseArgs(joinArgs, raw);
      const viewer = await ctx.viewer();
      await ctx.services.waitlist.join({
        tierId: args.ticket, people: args.people, name: args.name, email: args.email, phone: args.phone,
        ...(viewer ? { userId: viewer.userId } : { token: args.token ?? '' }),
      });
      return true;
    },
  },
  WaitlistOffer: {
    workshop: async (offer: OfferView, _: unknown, { services: { places } }: ShopContext) => orNotFound(await places.workshop(offer.workshopId)),
    ticket: async (offer: OfferView, _: unknown, { services: { places } }: ShopContext) => orNotFound(await places.tier(offer.tierId)),
  },
};
