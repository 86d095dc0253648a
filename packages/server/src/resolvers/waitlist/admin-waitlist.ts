import { z } from 'zod';
import type { ShopContext } from '../../context.js';
import { idArg, parseArgs } from '../args.js';

const byWorkshop = z.object({ workshop: idArg('workshop') });

/** Resolver of a workshop's waiting list in the back office (issue 15; staff only, resolvers/staff/permissions.ts). */
export const adminWaitlistResolvers = {
  Query: {
    adminWaitlist: (_: unknown, raw: unknown, ctx: ShopContext) => ctx.services.waitlist.listOf(parseArgs(byWorkshop, raw).workshop),
  },
};
