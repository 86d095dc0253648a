import { z } from 'zod';
import type { ShopContext } from '../../context.js';
import { findConfirmedSubscribers } from '../../db/repositories/admin-catalogue.js';
import { limits, pageInfo } from '../../services/admin/admin-common.js';
import { baghdadDateTime } from '../../services/catalogue/rules.js';
import { pageArgs, searchArg, versionArg } from './admin-args.js';
import { admin, staffActor } from './admin-context.js';
import { idArg, parseArgs } from '../args.js';
import { buying, orNotFound } from '../sales/buying-context.js';

// Thin resolvers of the back office's workshops, products and subscribers (issue 15).

const int = (field: string) => z.number({ error: `input.${field}.invalid` }).int({ error: `input.${field}.invalid` });
const text = (field: string, max: number) => z.string({ error: `input.${field}.invalid` }).max(max, { error: `input.${field}.max` });
const texts = (field: string, max: number) => z.object({ en: text(field, max), ku: text(field, max), ar: text(field, max) });

const workshopInput = z.object({
  input: z.object({
    id: idArg('id').nullish().transform((id) => id ?? undefined),
    version: versionArg.nullish().transform((version) => version ?? undefined),
    title: texts('title', 200),
    description: texts('description', 5000),
    date: text('date', 40),
    durationMinutes: int('durationMinutes'),
    seats: int('seats'),
    image: text('image', 500).nullish().transform((image) => image || undefined),
    tiers: z
      .array(z.object({ id: idArg('tiers').nullish().transform((id) => id ?? undefined), min: int('tiers'), max: int('tiers'), price: int('tiers'), soldout: z.boolean() }))
      .max(20, { error: 'input.tiers.max' }),
  }),
});
const productInput = z.object({
  input: z.object({
    id: idArg('id'),
    version: versionArg,
    stock: int('stock'),
    price: int('price').nullish().transform((price) => price ?? null),
    sizes: z.array(z.object({ id: idArg('sizes'), price: int('sizes') })).max(50, { error: 'input.sizes.max' }),
    visible: z.boolean(),
  }),
});
const byId = z.object({ id: idArg('id') });
const byWorkshop = z.object({ workshop: idArg('workshop') });

/** Resolvers of the workshops, attendees, products and subscribers of the back office. */
export const adminCatalogueResolvers = {
  Query: {
    adminWorkshops: async (_: unknown, raw: unknown, ctx: ShopContext) => {
      await staffActor(ctx, 'read');
      return admin(ctx).workshops.list(parseArgs(z.object(pageArgs(20)), raw));
    },
    adminWorkshop: async (_: unknown, raw: unknown, ctx: ShopContext) => {
      await staffActor(ctx, 'read');
      return orNotFound(await admin(ctx).workshops.one(parseArgs(byId, raw).id));
    },
    adminAttendees: async (_: unknown, raw: unknown, ctx: ShopContext) => {
      await staffActor(ctx, 'read');
      return admin(ctx).workshops.attendees(parseArgs(byWorkshop, raw).workshop);
    },
    adminProducts: async (_: unknown, raw: unknown, ctx: ShopContext) => {
      await staffActor(ctx, 'read');
      const args = parseArgs(z.object({ search: searchArg, ...pageArgs(20) }), raw);
      return admin(ctx).products.list(args.search, args);
    },
    adminSubscribers: async (_: unknown, raw: unknown, ctx: ShopContext) => {
      await staffActor(ctx, 'read');
      const page = parseArgs(z.object(pageArgs(50)), raw);
      const { rows, total } = await findConfirmedSubscribers(ctx.db, limits(page));
      return { items: rows.map((row) => ({ email: row.email, lang: row.lang, confirmedAt: baghdadDateTime(row.confirmed_at!) })), pageInfo: pageInfo(page, total) };
    },
  },
  Mutation: {
    adminSaveWorkshop: async (_: unknown, raw: unknown, ctx: ShopContext) => {
      const actor = await staffActor(ctx, 'workshops');
      return admin(ctx).workshops.save(actor, parseArgs(workshopInput, raw).input);
    },
    adminSetProduct: async (_: unknown, raw: unknown, ctx: ShopContext) => {
      const actor = await staffActor(ctx, 'products');
      return admin(ctx).products.set(actor, parseArgs(productInput, raw).input);
    },
  },
  AdminProductSize: {
    size: async (size: { sizeId: number }, _: unknown, ctx: ShopContext) => orNotFound(await buying(ctx).load.size(size.sizeId)),
  },
};
