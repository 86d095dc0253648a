import { z } from 'zod';
import type { ShopContext } from '../../context.js';
import { zodEmail, zodName, zodPhone } from '../../internal/zod-rules.js';
import { idArg, orNotFound, parseArgs } from '../args.js';
import type { WaitlistOfferView } from '../../services/waitlist/waitlist.js';

// Thin resolvers of workshops' waiting lists (issue 27 item 4): parse, call the service, shape.

const accountJoinArgs = z.object({
  ticket: idArg('ticket'),
  people: z.number({ error: 'input.people.invalid' }).int({ error: 'input.people.invalid' }).min(1, { error: 'input.people.min' }).max(1000, { error: 'input.people.max' }),
  token: z.string({ error: 'input.token.invalid' }).max(4000, { error: 'input.token.invalid' }).nullish(),
});
// SECURITY-REVIEW-2 N2: a signed-in customer joins under the account's own contact, so the one a
// guest types is read only for guests.
const guestJoinArgs = accountJoinArgs.extend({
  name: zodName('input.name.required'),
  email: zodEmail('input.email.invalid'),
  phone: zodPhone('input.phone.invalid'),
});
// An offer's token is 32 base64url characters; anything else is no offer.
const offerArgs = z.object({ token: z.string().max(100) });

/** Resolvers of joining a waiting list and of the offer its link opens. */
export const waitlistResolvers = {
  Query: {
    waitlistOffer: (_: unknown, raw: unknown, ctx: ShopContext) => ctx.services.waitlist.offer(parseArgs(offerArgs, raw).token),
  },
  Mutation: {
    joinWaitlist: async (_: unknown, raw: unknown, ctx: ShopContext) => {
      const viewer = await ctx.viewer();
      const args = viewer ? { ...parseArgs(accountJoinArgs, raw), name: '', email: '', phone: '' } : parseArgs(guestJoinArgs, raw);
      await ctx.services.waitlist.join({
        tierId: args.ticket,
        people: args.people,
        name: args.name,
        email: args.email,
        phone: args.phone,
        token: args.token,
        ...(viewer ? { userId: viewer.userId } : {}),
      });
      return true;
    },
  },
  WaitlistOffer: {
    workshop: async (offer: WaitlistOfferView, _: unknown, { services: { places } }: ShopContext) => orNotFound(await places.workshop(offer.workshopId)),
    ticket: async (offer: WaitlistOfferView, _: unknown, { services: { places } }: ShopContext) => orNotFound(await places.tier(offer.tierId)),
  },
};
