import { z } from 'zod';
import type { ShopContext } from '../../context.js';
import type { RefillRequestRow } from '../../db/types-refills.js';
import type { PersonalizedRequestRow } from '../../db/types-personalized.js';
import type { SubscriptionRow } from '../../db/types-subscriptions.js';
import type { TicketRow } from '../../db/types-tickets.js';
import type { WhiteLabelRequestRow } from '../../db/types-whitelabel.js';
import { badRequest } from '../../errors.js';
import { auditOf } from '../../services/admin/admin-common.js';
import type { AdminRequestView } from '../../services/admin/admin-requests.js';
import { isRequestKind } from '../../services/admin/request-kinds.js';
import { refillView } from '../../services/refills/refill-views.js';
import { createSubscriptions } from '../../services/subscriptions/subscriptions.js';
import { ticketView } from '../../services/tickets/ticket-views.js';
import { whiteLabelView } from '../../services/whitelabel/white-label-requests.js';
import { noteArg, pageArgs, searchArg, statusArg, versionArg } from './admin-args.js';
import { admin, staffActor } from './admin-context.js';
import { idArg, parseArgs } from '../args.js';
import { buying, orNotFound } from '../sales/buying-context.js';
import { refundsDueOf } from '../../services/admin/refunds-due.js';

// Thin resolvers of the back office's requests inbox (issue 15), every kind through one service.

const kindArg = z.string({ error: 'input.kind.invalid' }).refine(isRequestKind, { error: 'input.kind.invalid' });
const listArgs = z.object({ kind: kindArg, status: z.string().max(40).nullish(), search: searchArg, ...pageArgs(20) });
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

const subscriptions = (ctx: ShopContext) =>
  createSubscriptions(ctx.db, { lang: ctx.lang, publicUrl: ctx.publicUrl, humanCheck: ctx.humanCheck, mailer: ctx.accounts.mailer, payments: ctx.payments });

/** Resolvers of adminRequests, adminRequest, adminMoveRequest, adminQuotePersonalized and adminMoveSubscriptionMonth. */
export const adminRequestsResolvers = {
  Query: {
    adminRequests: async (_: unknown, raw: unknown, ctx: ShopContext) => {
      await staffActor(ctx, 'read');
      const args = parseArgs(listArgs, raw);
      return admin(ctx).requests.list(kindOf(args.kind), { status: args.status ?? undefined, search: args.search }, args);
    },
    adminRequest: async (_: unknown, raw: unknown, ctx: ShopContext) => {
      await staffActor(ctx, 'read');
      const args = parseArgs(oneArgs, raw);
      return orNotFound(await admin(ctx).requests.one(kindOf(args.kind), args.id));
    },
  },
  Mutation: {
    adminMoveRequest: async (_: unknown, raw: unknown, ctx: ShopContext) => {
      const actor = await staffActor(ctx, 'move');
      const args = parseArgs(moveArgs, raw);
      return admin(ctx).requests.move(actor, kindOf(args.kind), args.id, args.status, args.version, args.note);
    },
    adminQuotePersonalized: async (_: unknown, raw: unknown, ctx: ShopContext) => {
      const actor = await staffActor(ctx, 'move');
      const args = parseArgs(quoteArgs, raw);
      return admin(ctx).requests.quote(actor, buying(ctx).personalized, args.id, args.price, args.version, args.note);
    },
    adminMoveSubscriptionMonth: async (_: unknown, raw: unknown, ctx: ShopContext) => {
      const actor = await staffActor(ctx, 'move');
      const args = parseArgs(monthArgs, raw);
      return admin(ctx).requests.moveMonth(actor, args.id, args.month, args.status, args.version);
    },
  },
  AdminRequest: {
    audit: (request: AdminRequestView, _: unknown, ctx: ShopContext) => auditOf(ctx.db, request.kind, request.id),
    refundsDue: (request: AdminRequestView, _: unknown, ctx: ShopContext) =>
      request.kind === 'whitelabel' ? [] : refundsDueOf(ctx.db, { kind: request.kind, id: request.id }),
    refill: (request: AdminRequestView) => (request.kind === 'refill' ? refillView(request.row as unknown as RefillRequestRow) : null),
    ticket: (request: AdminRequestView) => (request.kind === 'ticket' ? ticketView(request.row as unknown as TicketRow) : null),
    personalized: (request: AdminRequestView, _: unknown, ctx: ShopContext) =>
      request.kind === 'personalized' ? buying(ctx).personalized.viewOf(request.row as unknown as PersonalizedRequestRow) : null,
    subscription: async (request: AdminRequestView, _: unknown, ctx: ShopContext) =>
      request.kind === 'subscription' ? ((await subscriptions(ctx).viewsOf([request.row as unknown as SubscriptionRow]))[0] ?? null) : null,
    whiteLabel: (request: AdminRequestView) => (request.kind === 'whitelabel' ? (request.row as unknown as WhiteLabelRequestRow) : null),
  },
  AdminWhiteLabel: {
    request: (row: WhiteLabelRequestRow) => whiteLabelView(row),
    container: async (row: WhiteLabelRequestRow, _: unknown, { places }: ShopContext) => (await places.containers()).find((item) => item.id === row.container_id) ?? null,
    package: async (row: WhiteLabelRequestRow, _: unknown, { places }: ShopContext) =>
      row.package_id === null ? null : ((await places.packages()).find((item) => item.id === row.package_id) ?? null),
    size: (row: WhiteLabelRequestRow, _: unknown, ctx: ShopContext) => buying(ctx).load.size(row.size_id),
    color: (row: WhiteLabelRequestRow, _: unknown, ctx: ShopContext) => buying(ctx).load.color(row.color_id),
    scent: (row: WhiteLabelRequestRow, _: unknown, ctx: ShopContext) => buying(ctx).load.scent(row.scent_id),
    wick: (row: WhiteLabelRequestRow, _: unknown, ctx: ShopContext) => buying(ctx).load.wick(row.wick_id),
    sticker: (row: WhiteLabelRequestRow) => row.sticker,
    label: (row: WhiteLabelRequestRow) => row.label_text,
    logo: (row: WhiteLabelRequestRow, _: unknown, ctx: ShopContext) => (row.logo ? ctx.accounts.storage.urlOf(row.logo) : null),
    description: (row: WhiteLabelRequestRow) => row.description,
  },
};
