import { z } from 'zod';
import type { ShopContext } from '../../context.js';
import { pageArgs, searchArg, versionArg } from '../back-office-args.js';
import { staffChange } from '../staff/staff-actor.js';
import { idArg, orNotFound, parseArgs } from '../args.js';
import type { AdminProductSizeView } from '../../services/catalogue/admin-products.js';

// Thin resolvers of the back office's workshops and products (issue 15).

const int = (field: string) => z.number({ error: `input.${field}.invalid` }).int({ error: `input.${field}.invalid` });
const text = (field: string, max: number) => z.string({ error: `input.${field}.invalid` }).max(max, { error: `input.${field}.max` });
const texts = (field: string, max: number) => z.object({ en: text(field, max), ku: text(field, max), ar: text(field, max) });

const workshopInput = z.object({
  input: z.object({
    id: idArg('id')
      .nullish()
      .transform((id) => id ?? undefined),
    version: versionArg.nullish().transform((version) => version ?? undefined),
    title: texts('title', 200),
    description: texts('description', 5000),
    date: text('date', 40),
    durationMinutes: int('durationMinutes'),
    seats: int('seats'),
    image: text('image', 500)
      .nullish()
      .transform((image) => image || undefined),
    tiers: z
      .array(
        z.object({
          id: idArg('tiers')
            .nullish()
            .transform((id) => id ?? undefined),
          min: int('tiers'),
          max: int('tiers'),
          price: int('tiers'),
          soldout: z.boolean(),
        }),
      )
      .max(20, { error: 'input.tiers.max' }),
  }),
});
const productInput = z.object({
  input: z.object({
    id: idArg('id'),
    version: versionArg,
    stock: int('stock'),
    price: int('price')
      .nullish()
      .transform((price) => price ?? null),
    sizes: z.array(z.object({ id: idArg('sizes'), price: int('sizes') })).max(50, { error: 'input.sizes.max' }),
    visible: z.boolean(),
    lowStockThreshold: int('lowStockThreshold')
      .nullish()
      .transform((threshold) => threshold ?? null),
  }),
});
const byId = z.object({ id: idArg('id') });
const byWorkshop = z.object({ workshop: idArg('workshop') });

/** Resolvers of the workshops, attendees and products of the back office. */
export const adminCatalogueResolvers = {
  Query: {
    adminWorkshops: async (_: unknown, raw: unknown, ctx: ShopContext) => {
      return ctx.services.adminWorkshops.list(parseArgs(z.object(pageArgs(20)), raw));
    },
    adminWorkshop: async (_: unknown, raw: unknown, ctx: ShopContext) => {
      return orNotFound(await ctx.services.adminWorkshops.one(parseArgs(byId, raw).id));
    },
    adminAttendees: async (_: unknown, raw: unknown, ctx: ShopContext) => {
      return ctx.services.adminWorkshops.attendees(parseArgs(byWorkshop, raw).workshop);
    },
    adminProducts: async (_: unknown, raw: unknown, ctx: ShopContext) => {
      const args = parseArgs(z.object({ search: searchArg, ...pageArgs(20) }), raw);
      return ctx.services.adminProducts.list(args.search, args);
    },
  },
  Mutation: {
    adminSaveWorkshop: staffChange(workshopInput, (actor, { input }, ctx) => ctx.services.adminWorkshops.save(actor, input)),
    adminSetProduct: staffChange(productInput, (actor, { input }, ctx) => ctx.services.adminProducts.set(actor, input)),
  },
  AdminProductSize: {
    size: async (size: AdminProductSizeView, _: unknown, ctx: ShopContext) => orNotFound(await ctx.services.load.size(size.sizeId)),
  },
};
