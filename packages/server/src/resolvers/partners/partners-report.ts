import type { ShopContext } from '../../context.js';
import { parseArgs } from '../args.js';
import { reportArgs } from './partners-args.js';

// The partner's private report page's one call (issue 26 item 4): no sign-in, the link's token.

/** Resolver of partnerReport. */
export const partnerReportResolvers = {
  Query: {
    partnerReport: async (_: unknown, raw: unknown, ctx: ShopContext) => {
      const { token, month } = parseArgs(reportArgs, raw);
      return ctx.services.partnerReports.forPartner(token, month);
    },
  },
};
