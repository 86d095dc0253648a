import { z } from 'zod';
import type { ShopContext } from '../../context.js';
import { parseArgs } from '../args.js';
import { pageArgs } from '../back-office-args.js';

/** Resolver of the back office's list of confirmed subscribers (issue 15; staff only, resolvers/staff/permissions.ts). */
export const adminSubscribersResolvers = {
  Query: {
    adminSubscribers: (_: unknown, raw: unknown, ctx: ShopContext) => ctx.services.subscribers.page(parseArgs(z.object(pageArgs(50)), raw)),
  },
};
