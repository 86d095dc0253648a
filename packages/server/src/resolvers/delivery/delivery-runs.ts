import { z } from 'zod';
import type { ShopContext } from '../../context.js';
import type { DeliveryRunView } from '../../services/delivery/delivery-views.js';
import { idArg, orNotFound, parseArgs } from '../args.js';
import { noteArg, pageArgs } from '../back-office-args.js';
import { staffChange } from '../staff/staff-actor.js';

// Thin resolvers of delivery runs (issue 28 item 2): staff (not only the owner) read, build and
// close runs and record their stops' outcomes.

const amount = (field: string) =>
  z
    .number({ error: `input.${field}.invalid` })
    .int({ error: `input.${field}.invalid` })
    .min(0, { error: `input.${field}.min` })
    .max(1_000_000_000, { error: `input.${field}.max` });

// A calendar day that exists (2027-02-30 is refused), within a sane range.
const dayArg = z
  .string({ error: 'input.date.invalid' })
  .regex(/^20\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: 'input.date.invalid' })
  .refine(
    (day) => {
      // zod runs this check even when the pattern failed: an unreadable text is simply not a day.
      const time = Date.parse(`${day}T00:00:00Z`);
      return Number.isFinite(time) && new Date(time).toISOString().startsWith(day);
    },
    { error: 'input.date.invalid' },
  );

// A run's stops: `orders` (orders only, as before issue 37) then `stops` (orders and refill plans'
// refill requests, migration 200), 1 to 100 in all, none twice; the errors are the field `orders`'s.
const stopArg = z.object({ kind: z.enum(['order', 'refill'], { error: 'input.orders.invalid' }), id: idArg('orders') });
const keyOf = (sale: { kind: string; id: number }) => `${sale.kind}:${sale.id}`;
const runInput = z.object({
  input: z
    .object({
      date: dayArg,
      // Issue 36: a courier of the owner's list, by id (the service checks they are active).
      courier: idArg('courier'),
      city: idArg('city'),
      orders: z
        .array(idArg('orders'), { error: 'input.orders.invalid' })
        .max(100, { error: 'input.orders.max' })
        .refine((ids) => new Set(ids).size === ids.length, { error: 'input.orders.duplicate' })
        .nullish(),
      stops: z.array(stopArg, { error: 'input.orders.invalid' }).nullish(),
    })
    .transform(({ orders, stops, ...rest }) => ({ ...rest, stops: [...(orders ?? []).map((id) => ({ kind: 'order' as const, id })), ...(stops ?? [])] }))
    .superRefine(({ stops }, context) => {
      const fail = (message: string) => context.addIssue({ code: 'custom', path: ['orders'], message });
      if (stops.length === 0) fail('input.orders.required');
      if (stops.length > 100) fail('input.orders.max');
      if (new Set(stops.map(keyOf)).size !== stops.length) fail('input.orders.duplicate');
    }),
});

const outcomeArgs = z.object({
  stop: idArg('stop'),
  outcome: z.enum(['delivered', 'refused', 'unreachable', 'returned'], { error: 'input.outcome.invalid' }),
  cashCollected: amount('cashCollected').nullish(),
  note: noteArg.pipe(z.string().max(500, { error: 'input.note.max' }).nullable()),
});

const closeArgs = z.object({ id: idArg('id'), cashReturned: amount('cashReturned') });

/** Resolvers of the delivery runs' queries and mutations. */
export const deliveryRunsResolvers = {
  Query: {
    adminDeliveryRuns: async (_: unknown, raw: unknown, ctx: ShopContext) => {
      return ctx.services.deliveryRuns.list(parseArgs(z.object(pageArgs(20)), raw));
    },
    adminDeliveryRun: async (_: unknown, raw: unknown, ctx: ShopContext) => {
      return ctx.services.deliveryRuns.one(parseArgs(z.object({ id: idArg('id') }), raw).id);
    },
    adminDeliveryCandidates: async (_: unknown, raw: unknown, ctx: ShopContext) => {
      return ctx.services.deliveryRuns.candidates(parseArgs(z.object({ city: idArg('city') }), raw).city);
    },
  },
  Mutation: {
    adminCreateDeliveryRun: staffChange(runInput, (actor, { input: { date, courier, city, stops } }, ctx) => ctx.services.deliveryRuns.create(actor, { date, courierId: courier, cityId: city, stops })),
    adminRecordStopOutcome: staffChange(outcomeArgs, async (actor, { stop, outcome, cashCollected, note }, ctx) => {
      const runId = await ctx.services.stopOutcomes.record(actor, stop, { outcome, cashCollected, note });
      return orNotFound(await ctx.services.deliveryRuns.one(runId));
    }),
    adminCloseDeliveryRun: staffChange(closeArgs, (actor, { id, cashReturned }, ctx) => ctx.services.deliveryRuns.close(actor, id, cashReturned)),
  },
  AdminDeliveryRun: {
    // City! in the schema: a run whose city is gone answers not.found, not a null the schema forbids.
    city: async (run: DeliveryRunView, _: unknown, ctx: ShopContext) => orNotFound(await ctx.services.places.city(run.cityId)),
    stops: (run: DeliveryRunView, _: unknown, ctx: ShopContext) => ctx.services.deliveryRuns.stops(run.id),
    audit: (run: DeliveryRunView, _: unknown, ctx: ShopContext) => ctx.services.auditTrail.of('delivery_run', run.id),
  },
};
