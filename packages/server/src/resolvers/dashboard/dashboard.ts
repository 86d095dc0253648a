import { z } from 'zod';
import type { ShopContext } from '../../context.js';
import { parsePeriod } from '../../services/dashboard/dashboard-period.js';
import { parseArgs } from '../args.js';
import { seesMoney } from '../staff/staff-actor.js';

// Thin resolver of the owner's dashboard (issue 28 item 4): every staff member reads its
// operational figures; the money (revenue, cash, amounts per product and channel) only the owner,
// as with prices and refunds elsewhere in the back office.

const dashboardArgs = z.object({ period: z.string({ error: 'input.period.invalid' }) });

/** Resolver of adminDashboard. */
export const dashboardResolvers = {
  Query: {
    adminDashboard: async (_: unknown, raw: unknown, ctx: ShopContext) => {
      const period = parsePeriod(parseArgs(dashboardArgs, raw).period);
      return ctx.services.dashboard.read(period, new Date(), await seesMoney(ctx));
    },
  },
};
