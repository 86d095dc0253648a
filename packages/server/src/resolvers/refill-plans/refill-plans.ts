import { z } from 'zod';
import type { ShopContext } from '../../context.js';
import type { PlanConfiguration } from '../../services/refill-plans/refill-plans.js';
import { idArg, optionalIdArg, parseArgs } from '../args.js';
import { placeArgs, placeOf, refillLine, refillLineArgs } from '../sales/orders.js';
import { refillRecipeFields } from '../refills/refill-fields.js';

// Thin resolvers of refill plans (issue 37 item 1): parse, authorize, call the plans services, shape.

const day = (field: string) => z.string({ error: `input.${field}.invalid` }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: `input.${field}.invalid` });
const { method, notes, address, city, selling_point } = placeArgs;
const configurationArgs = { ...refillLineArgs, method, notes, address, city, selling_point };
// The configuration's fields are optional together: given whole (from the builder) or not at all.
const optionalConfiguration = z.object(configurationArgs).partial();

const createArgs = optionalConfiguration.extend({ fromRefill: optionalIdArg('fromRefill'), everyWeeks: z.number().int(), firstDate: day('firstDate').nullish() });
const changeArgs = optionalConfiguration.extend({ id: idArg('id'), everyWeeks: z.number().int().nullish(), nextDate: day('nextDate').nullish() });
const idArgs = z.object({ id: idArg('id') });
const tokenArgs = z.object({ token: z.string({ error: 'confirmation.unknown' }).max(200, { error: 'confirmation.unknown' }) });
const answerArgs = tokenArgs.extend({ answer: z.enum(['confirm', 'skip'], { error: 'input.answer.invalid' }) });

function configurationOf(raw: unknown): PlanConfiguration | undefined {
  if ((raw as { container?: unknown }).container == null) return undefined;
  const full = parseArgs(z.object(configurationArgs), raw);
  return { line: refillLine(full), ...placeOf(full) };
}

const plans = (ctx: ShopContext) => ctx.services.refillPlans;

/** Resolvers of myRefillPlans, the plan mutations, the cycles' links and the back office's cycles. */
export const refillPlansResolvers = {
  Query: {
    myRefillPlans: async (_: unknown, __: unknown, ctx: ShopContext) => plans(ctx).mine((await ctx.requireViewer()).userId),
    refillPlanCycle: async (_: unknown, raw: unknown, ctx: ShopContext) => ctx.services.planCycleLinks.forToken(parseArgs(tokenArgs, raw).token),
    adminPlanCycles: (_: unknown, __: unknown, ctx: ShopContext) => ctx.services.adminPlans.comingCycles(),
    adminPlanFigures: (_: unknown, __: unknown, ctx: ShopContext) => ctx.services.adminPlans.figures(),
  },
  Mutation: {
    createRefillPlan: async (_: unknown, raw: unknown, ctx: ShopContext) => {
      const { userId } = await ctx.requireViewer();
      const args = parseArgs(createArgs, raw);
      const configuration = configurationOf(raw);
      return plans(ctx).create(userId, {
        everyWeeks: args.everyWeeks,
        ...(args.fromRefill === undefined ? {} : { fromRefill: args.fromRefill }),
        ...(configuration ? { configuration } : {}),
        ...(args.firstDate ? { firstDate: args.firstDate } : {}),
      });
    },
    changeRefillPlan: async (_: unknown, raw: unknown, ctx: ShopContext) => {
      const { userId } = await ctx.requireViewer();
      const args = parseArgs(changeArgs, raw);
      const configuration = configurationOf(raw);
      return plans(ctx).change(userId, args.id, {
        ...(args.everyWeeks == null ? {} : { everyWeeks: args.everyWeeks }),
        ...(args.nextDate ? { nextDate: args.nextDate } : {}),
        ...(configuration ? { configuration } : {}),
      });
    },
    pauseRefillPlan: async (_: unknown, raw: unknown, ctx: ShopContext) => plans(ctx).pause((await ctx.requireViewer()).userId, parseArgs(idArgs, raw).id),
    resumeRefillPlan: async (_: unknown, raw: unknown, ctx: ShopContext) => plans(ctx).resume((await ctx.requireViewer()).userId, parseArgs(idArgs, raw).id),
    endRefillPlan: async (_: unknown, raw: unknown, ctx: ShopContext) => plans(ctx).end((await ctx.requireViewer()).userId, parseArgs(idArgs, raw).id),
    answerRefillPlanCycle: async (_: unknown, raw: unknown, ctx: ShopContext) => {
      const { token, answer } = parseArgs(answerArgs, raw);
      return ctx.services.planCycleLinks.answer(token, answer);
    },
  },
  RefillPlan: refillRecipeFields,
};
