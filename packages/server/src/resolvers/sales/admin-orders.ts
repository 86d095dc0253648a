import { z } from 'zod';
import type { ShopContext } from '../../context.js';
import type { AdminOrderFilter } from '../../db/repositories/sales/admin-orders.js';
import type { AdminOrderView } from '../../services/sales/admin-orders.js';
import { ORDER_MOVES, shopMidnight } from '@candleshop/rules';
import { zodPaymentMethod } from '../../internal/zod-rules.js';
import { customerSearchArg, noteArg, pageArgs, statusArg, versionArg } from '../back-office-args.js';
import { partnerFor, staffChange } from '../staff/staff-actor.js';
import { idArg, optionalIdArg, orNotFound, parseArgs } from '../args.js';

// Thin resolvers of the back office's orders (issue 15): authorize by role, parse, call the service.

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (field: string) =>
  z
    .string({ error: `input.${field}.invalid` })
    .regex(DAY, { error: `input.${field}.invalid` })
    .nullish();

const listArgs = z.object({
  filter: z
    .object({
      status: z.enum(Object.keys(ORDER_MOVES) as [keyof typeof ORDER_MOVES], { error: 'input.status.invalid' }).nullish(),
      from: day('from'),
      to: day('to'),
      method: zodPaymentMethod().nullish(),
      paid: z.boolean().nullish(),
      city: optionalIdArg('city'),
      search: customerSearchArg,
    })
    .nullish(),
  ...pageArgs(20),
});
const byId = z.object({ id: idArg('id') });
const moveArgs = z.object({ id: idArg('id'), status: statusArg, version: versionArg, note: noteArg });

// The filter's dates are whole days on the shop's calendar.

function filterOf(filter: z.output<typeof listArgs>['filter']): AdminOrderFilter {
  if (!filter) return {};
  return {
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.from ? { from: shopMidnight(filter.from) } : {}),
    ...(filter.to ? { until: shopMidnight(filter.to, 1) } : {}),
    ...(filter.method ? { method: filter.method } : {}),
    ...(typeof filter.paid === 'boolean' ? { paid: filter.paid } : {}),
    ...(filter.city !== undefined ? { cityId: filter.city } : {}),
    ...(filter.search ? { search: filter.search } : {}),
  };
}

/** Resolvers of adminOrders, adminOrder and adminMoveOrder. */
export const adminOrdersResolvers = {
  Query: {
    adminOrders: async (_: unknown, raw: unknown, ctx: ShopContext) => {
      const args = parseArgs(listArgs, raw);
      return ctx.services.adminOrders.list(filterOf(args.filter), args);
    },
    adminOrder: async (_: unknown, raw: unknown, ctx: ShopContext) => {
      return orNotFound(await ctx.services.adminOrders.one(parseArgs(byId, raw).id));
    },
  },
  Mutation: {
    adminMoveOrder: staffChange(moveArgs, (actor, args, ctx) => ctx.services.adminOrders.move(actor, args.id, args.status, args.version, args.note)),
  },
  AdminOrder: {
    audit: (order: AdminOrderView, _: unknown, ctx: ShopContext) => ctx.services.auditTrail.of('order', order.order.id),
    refundsDue: (order: AdminOrderView, _: unknown, ctx: ShopContext) => ctx.services.refunds.due({ kind: 'order', id: order.order.id }),
    partner: (order: AdminOrderView, _: unknown, ctx: ShopContext) => partnerFor(ctx, ctx.services.salePartners.of(order.attribution)),
  },
};
