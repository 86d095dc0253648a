import { z } from 'zod';
import type { ShopContext } from '../../context.js';
import { zodName, zodPhone } from '../../internal/zod-rules.js';
import type { CourierView } from '../../services/delivery/couriers.js';
import { idArg, optionalIdArg, parseArgs } from '../args.js';
import { pageArgs, versionArg } from '../back-office-args.js';
import { staffChange } from '../staff/staff-actor.js';

// Thin resolvers of the couriers the owner keeps (issue 36): staff read them (a run names one),
// the owner changes them.

const courierInput = z.object({
  input: z.object({
    id: optionalIdArg('id'),
    version: versionArg.nullish().transform((version) => version ?? undefined),
    name: zodName('input.courierName.required', 'input.courierName.max').pipe(z.string().max(120, { error: 'input.courierName.max' })),
    // The shop's one phone rule (issue 36 item 3: every Iraqi network), kept as E.164.
    phone: zodPhone('input.courierPhone.invalid', 'input.courierPhone.required'),
  }),
});

const activeArgs = z.object({ id: idArg('id'), version: versionArg, active: z.boolean({ error: 'input.active.invalid' }) });

/** Resolvers of adminCouriers, adminCourier and their changes. */
export const couriersResolvers = {
  Query: {
    adminCouriers: async (_: unknown, __: unknown, ctx: ShopContext) => ctx.services.couriers.list(),
    adminCourier: async (_: unknown, raw: unknown, ctx: ShopContext) => ctx.services.couriers.one(parseArgs(z.object({ id: idArg('id') }), raw).id),
  },
  Mutation: {
    adminSaveCourier: staffChange(courierInput, (actor, { input }, ctx) => ctx.services.couriers.save(actor, input)),
    adminSetCourierActive: staffChange(activeArgs, (actor, { id, version, active }, ctx) => ctx.services.couriers.setActive(actor, id, version, active)),
  },
  AdminCourier: {
    runs: (courier: CourierView, raw: unknown, ctx: ShopContext) => ctx.services.deliveryRuns.list(parseArgs(z.object(pageArgs(20)), raw), { courierId: courier.id }),
    audit: (courier: CourierView, _: unknown, ctx: ShopContext) => ctx.services.auditTrail.of('courier', courier.id),
  },
};
