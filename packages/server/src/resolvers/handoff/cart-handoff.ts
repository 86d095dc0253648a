import { z } from 'zod';
import type { ShopContext } from '../../context.js';
import type { HandoffLines } from '../../db/tables/handoff.js';
import { idArg, optionalIdArg, parseArgs } from '../args.js';
import { quantityArg } from '../sales/carts.js';
import { guestRefillLinesArg } from '../sales/orders.js';

// Thin resolvers: parse, call the hand-off service, shape (DESIGN §4). Issue 24 item 7.

/** The lines as checkoutGuest takes them (SPEC §7), bounded the same way; a cart kept for its reminder takes them too. */
export const handoffArgs = z.object({
  products: z
    .array(z.object({ id: idArg('id'), size: optionalIdArg('size'), scent: optionalIdArg('scent'), color: optionalIdArg('color'), quantity: quantityArg }))
    .max(100, { error: 'input.products.max' })
    .nullish(),
  refillItems: guestRefillLinesArg,
});
const refArgs = z.object({ ref: z.string({ error: 'input.ref.invalid' }).max(100, { error: 'input.ref.invalid' }) });

/** Resolvers of the cart hand-off from a partner's page to the storefront. */
export const cartHandoffResolvers = {
  Query: {
    cartHandoff: (_: unknown, args: unknown, ctx: ShopContext) => ctx.services.cartHandoffs.open(parseArgs(refArgs, args).ref),
  },
  Mutation: {
    createCartHandoff: (_: unknown, args: unknown, ctx: ShopContext) => {
      const { products, refillItems } = parseArgs(handoffArgs, args);
      return ctx.services.cartHandoffs.create(handoffLines({ products, refillItems }), ctx.clientAddress);
    },
  },
};

/** Parsed lines as the services keep them (ids and quantities). */
export function handoffLines({ products, refillItems }: Pick<z.output<typeof handoffArgs>, 'products' | 'refillItems'>): HandoffLines {
  return {
    products: (products ?? []).map((line) => ({
      productId: line.id,
      productSizeId: line.size ?? null,
      colorId: line.color ?? null,
      scentId: line.scent ?? null,
      quantity: line.quantity,
    })),
    refills: (refillItems ?? []).map((line) => ({
      containerId: line.container,
      sizeId: line.size,
      wickId: line.wick,
      scentId: line.scent,
      colorId: line.color,
      quantity: line.quantity,
    })),
  };
}
