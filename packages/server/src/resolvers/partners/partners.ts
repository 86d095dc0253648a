import type { ShopContext } from '../../context.js';
import { parseArgs } from '../args.js';
import { monthArg, partnerId, partnerInput, partnerStatus, partnerVersion } from './partners-args.js';
import { staffChange } from '../staff/staff-actor.js';

// Thin resolvers of the partner registry and its report (issue 26): the owner only.

/** Resolvers of adminPartners, adminPartner, adminPartnerReport and the registry's changes. */
export const adminPartnersResolvers = {
  Query: {
    adminPartners: async (_: unknown, __: unknown, ctx: ShopContext) => {
      return ctx.services.partnerRegistry.list();
    },
    adminPartner: async (_: unknown, raw: unknown, ctx: ShopContext) => {
      const { id } = parseArgs(partnerId, raw);
      const partner = await ctx.services.partnerRegistry.one(id);
      return partner ? { partner, audit: await ctx.services.auditTrail.of('partner', id) } : null;
    },
    adminPartnerReport: async (_: unknown, raw: unknown, ctx: ShopContext) => {
      return ctx.services.partnerReports.ownerMonth(parseArgs(monthArg, raw).month);
    },
  },
  Mutation: {
    adminSavePartner: staffChange(partnerInput, (actor, { input }, ctx) => ctx.services.partnerRegistry.save(actor, input)),
    adminSetPartnerStatus: staffChange(partnerStatus, (actor, { id, version, status }, ctx) => ctx.services.partnerRegistry.setStatus(actor, id, version, status)),
    adminRotatePartnerKey: staffChange(partnerVersion, (actor, { id, version }, ctx) => ctx.services.partnerRegistry.rotateKey(actor, id, version)),
    adminIssuePartnerReportLink: staffChange(partnerVersion, (actor, { id, version }, ctx) => ctx.services.partnerRegistry.issueReportLink(actor, id, version)),
    adminRevokePartnerReportLink: staffChange(partnerVersion, (actor, { id, version }, ctx) => ctx.services.partnerRegistry.revokeReportLink(actor, id, version)),
  },
};
