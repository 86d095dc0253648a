import { z } from 'zod';
import type { ShopContext } from '../../context.js';
import { idArg, idempotencyOf, optionalIdArg, parseArgs } from '../args.js';
import { guestArgs, placeArgs } from '../sales/orders.js';
import { customerSales } from '../customer-sales.js';
import type { MySubscriptionView } from '../../services/subscriptions/subscriptions.js';

// Thin resolvers: parse, authorize, call the subscriptions service, shape (DESIGN §4).

const subscriptionArgs = z.object({
  subscription: idArg('subscription'),
  // Not in SPEC §7's subscription: without it `subscription` names one of a package's prices.
  months: z.number({ error: 'input.months.invalid' }).int({ error: 'input.months.invalid' }).min(1, { error: 'input.months.invalid' }).max(24, { error: 'input.months.invalid' }).nullish(),
  method: placeArgs.method,
  address: placeArgs.address,
  city: optionalIdArg('city'),
  selling_point: optionalIdArg('selling_point'),
  gift: z
    .object({
      name: guestArgs.guest.shape.name,
      phone: guestArgs.guest.shape.phone,
      message: z.string({ error: 'input.message.invalid' }).trim().max(500, { error: 'input.message.max' }).nullish(),
    })
    .nullish(),
  idempotencyKey: placeArgs.idempotencyKey,
  token: placeArgs.token,
});

/** Resolvers of gift subscriptions (SPEC §7 subscription, subscriptions, mySubscriptions). */
const mine = customerSales((services) => services.subscriptions.mine);

export const subscriptionsResolvers = {
  Query: {
    subscriptions: (_: unknown, __: unknown, ctx: ShopContext) => ctx.services.subscriptions.packages(),
    mySubscriptions: mine.all,
    mySubscription: mine.one,
  },
  Mutation: {
    subscription: async (_: unknown, raw: Record<string, unknown>, ctx: ShopContext) => {
      const { userId } = await ctx.requireViewer();
      const args = parseArgs(subscriptionArgs, raw);
      return ctx.services.subscriptions.buy({
        userId,
        token: args.token,
        offer: args.months == null ? { priceId: args.subscription } : { packageId: args.subscription, months: args.months },
        method: args.method,
        cityId: args.city,
        sellingPointId: args.selling_point,
        address: args.address,
        gift: args.gift ? { name: args.gift.name, phone: args.gift.phone, message: args.gift.message || null } : null,
        idempotency: idempotencyOf('subscription', userId, args.idempotencyKey, raw),
      });
    },
  },
  MySubscription: {
    city: (row: MySubscriptionView, _: unknown, { services: { places } }: ShopContext) => (row.cityId === null ? null : places.city(row.cityId)),
    sellingPoint: (row: MySubscriptionView, _: unknown, { services: { places } }: ShopContext) => (row.sellingPointId === null ? null : places.sellingPoint(row.sellingPointId)),
  },
};
