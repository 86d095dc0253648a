import { z } from 'zod';
import type { ShopContext } from '../../context.js';
import type { RefillRequestRow } from '../../db/tables/refills.js';
import type { PersonalizedRequestRow } from '../../db/tables/personalized.js';
import type { SubscriptionRow } from '../../db/tables/subscriptions.js';
import type { TicketRow } from '../../db/tables/tickets.js';
import type { WhiteLabelRequestRow } from '../../db/tables/whitelabel.js';
import { badRequest } from '../../errors.js';
import type { AdminRequestView } from '../../services/requests/admin-requests.js';
import { isRequestKind } from '../../services/requests/request-kinds.js';
import { refillView } from '../../services/refills/refill-views.js';
import { ticketView } from '../../services/tickets/ticket-views.js';
import { whiteLabelView } from '../../services/whitelabel/white-label-requests.js';
import { customerSearchArg, noteArg, pageArgs, statusArg, versionArg } from '../back-office-args.js';
import { partnerFor, staffChange } from '../staff/staff-actor.js';
import { idArg, orNotFound, parseArgs } from '../args.js';

// Thin resolvers of the back office's requests inbox (issue 15), every kind through one service.

const kindArg = z.string({ error: 'input.kind.invalid' }).refine(isRequestKind, { error: 'input.kind.invalid' });
const listArgs = z.object({ kind: kindArg, status: z.string().max(40).nullish(), search: customerSearchArg, ...pageArgs(20) });
const oneArgs = z.object({ kind: kindArg, id: idArg('id') });
const moveArgs = z.object({ kind: kindArg, id: idArg('id'), status: statusArg, version: versionArg, note: noteArg });
const quoteArgs = z.object({
  id: idArg('id'),
  price: z.number({ error: 'input.price.invalid' }).int({ error: 'input.price.invalid' }).min(1, { error: 'input.price.invalid' }).max(100_000_000, { error: 'input.price.invalid' }),
  version: versionArg,
  note: noteArg,
});
const monthArgs = z.object({ id: idArg('id'), month: z.number().int().min(1, { error: 'input.month.invalid' }).max(24, { error: 'input.month.invalid' }), status: statusArg, version: versionArg });

const kindOf = (kind: string) => {
  if (!isRequestKind(kind)) throw badRequest({ kind: ['input.kind.invalid'] });
  return kind;
};

/** Resolvers of adminRequests, adminRequest, adminMoveRequest, adminQuotePersonalized and adminMoveSubscriptionMonth. */
export const adminRequestsResolvers = {
  Query: {
    adminRequests: async (_: unknown, raw: unknown, ctx: ShopContext) => {
      const args = parseArgs(listArgs, raw);
      return ctx.services.adminRequests.list(kindOf(args.kind), { status: args.status ?? undefined, search: args.search }, args);
    },
    adminRequest: async (_: unknown, raw: unknown, ctx: ShopContext) => {
      const args = parseArgs(oneArgs, raw);
      return orNotFound(await ctx.services.adminRequests.one(kindOf(args.kind), args.id));
    },
  },
  Mutation: {
    adminMoveRequest: staffChange(moveArgs, (actor, args, ctx) => ctx.services.adminRequests.move(actor, kindOf(args.kind), args.id, args.status, args.version, args.note)),
    adminQuotePersonalized: staffChange(quoteArgs, (actor, args, ctx) => ctx.services.adminRequests.quote(actor, ctx.services.personalized, args.id, args.price, args.version, args.note)),
    adminMoveSubscriptionMonth: staffChange(monthArgs, (actor, args, ctx) => ctx.services.adminRequests.moveMonth(actor, args.id, args.month, args.status, args.version)),
  },
  AdminRequest: {
    audit: (request: AdminRequestView, _: unknown, ctx: ShopContext) => ctx.services.auditTrail.of(request.kind, request.id),
    refundsDue: (request: AdminRequestView, _: unknown, ctx: ShopContext) => (request.kind === 'whitelabel' ? [] : ctx.services.refunds.due({ kind: request.kind, id: request.id })),
    partner: (request: AdminRequestView, _: unknown, ctx: ShopContext) => partnerFor(ctx, ctx.services.salePartners.of(request.row)),
    refill: (request: AdminRequestView) => (request.kind === 'refill' ? refillView(request.row as unknown as RefillRequestRow) : null),
    ticket: (request: AdminRequestView) => (request.kind === 'ticket' ? ticketView(request.row as unknown as TicketRow) : null),
    personalized: (request: AdminRequestView, _: unknown, ctx: ShopContext) => (request.kind === 'personalized' ? ctx.services.personalized.viewOf(request.row as unknown as PersonalizedRequestRow) : null),
    subscription: async (request: AdminRequestView, _: unknown, ctx: ShopContext) =>
      request.kind === 'subscription' ? ((await ctx.services.subscriptions.viewsOf([request.row as unknown as SubscriptionRow]))[0] ?? null) : null,
    whiteLabel: (request: AdminRequestView) => (request.kind === 'whitelabel' ? (request.row as unknown as WhiteLabelRequestRow) : null),
  },
  AdminWhiteLabel: {
    request: (row: WhiteLabelRequestRow) => whiteLabelView(row),
    container: async (row: WhiteLabelRequestRow, _: unknown, { services: { places } }: ShopContext) => (await places.containers()).find((item) => item.id === row.container_id) ?? null,
    package: async (row: WhiteLabelRequestRow, _: unknown, { services: { places } }: ShopContext) => (row.package_id === null ? null : ((await places.packages()).find((item) => item.id === row.package_id) ?? null)),
    size: (row: WhiteLabelRequestRow, _: unknown, ctx: ShopContext) => ctx.services.load.size(row.size_id),
    color: (row: WhiteLabelRequestRow, _: unknown, ctx: ShopContext) => ctx.services.load.color(row.color_id),
    scent: (row: WhiteLabelRequestRow, _: unknown, ctx: ShopContext) => ctx.services.load.scent(row.scent_id),
    wick: (row: WhiteLabelRequestRow, _: unknown, ctx: ShopContext) => ctx.services.load.wick(row.wick_id),
    sticker: (row: WhiteLabelRequestRow) => row.sticker,
    label: (row: WhiteLabelRequestRow) => row.label_text,
    logo: (row: WhiteLabelRequestRow, _: unknown, ctx: ShopContext) => (row.logo ? ctx.services.whiteLabel.logoUrl(row.logo) : null),
    description: (row: WhiteLabelRequestRow) => row.description,
  },
};
