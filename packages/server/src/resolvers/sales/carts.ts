import { z } from 'zod';
import type { ShopContext } from '../../context.js';
import { zodQuantity } from '../../internal/zod-rules.js';
import type { CartItemView } from '../../services/sales/carts.js';
import { idArg, optionalIdArg, orNotFound, parseArgs } from '../args.js';
import { refillLineFields } from './refill-line-fields.js';

// Thin resolvers: parse, authorize, call the carts service, shape (DESIGN §4).

/** SECURITY A4: an integer from 1 to 1000; GraphQL's Int already refuses fractions. */
export const quantityArg = zodQuantity();

const choiceArgs = {
  quantity: quantityArg,
  color: optionalIdArg('color'),
  scent: optionalIdArg('scent'),
  size: optionalIdArg('size'),
};
const addArgs = z.object({ id: idArg('id'), ...choiceArgs });
const byId = z.object({ id: idArg('id') });
const refillArgs = z.object({
  quantity: quantityArg,
  color: idArg('color'),
  scent: idArg('scent'),
  size: idArg('size'),
  wick: idArg('wick'),
  container: idArg('container'),
});
const editRefillArgs = z.object({ id: idArg('id'), quantity: quantityArg });

const viewerId = async (ctx: ShopContext) => (await ctx.requireViewer()).userId;

/** Resolvers of the signed-in customer's carts. */
export const cartsResolvers = {
  Mutation: {
    addToCart: async (_: unknown, args: unknown, ctx: ShopContext) => {
      const userId = await viewerId(ctx);
      const { id, quantity, color, scent, size } = parseArgs(addArgs, args);
      return ctx.services.carts.add(userId, { productId: id, productSizeId: size ?? null, colorId: color ?? null, scentId: scent ?? null }, quantity);
    },
    editCart: async (_: unknown, args: unknown, ctx: ShopContext) => {
      const userId = await viewerId(ctx);
      const { id, quantity, color, scent, size } = parseArgs(addArgs, args);
      return ctx.services.carts.edit(userId, id, { quantity, productSizeId: size, colorId: color, scentId: scent });
    },
    removeCart: async (_: unknown, args: unknown, ctx: ShopContext) => {
      const userId = await viewerId(ctx);
      return ctx.services.carts.remove(userId, parseArgs(byId, args).id);
    },
    addRefillCart: async (_: unknown, args: unknown, ctx: ShopContext) => {
      const userId = await viewerId(ctx);
      const { quantity, color, scent, size, wick, container } = parseArgs(refillArgs, args);
      return ctx.services.carts.addRefill(userId, { containerId: container, sizeId: size, wickId: wick, scentId: scent, colorId: color }, quantity);
    },
    editRefillCart: async (_: unknown, args: unknown, ctx: ShopContext) => {
      const userId = await viewerId(ctx);
      const { id, quantity } = parseArgs(editRefillArgs, args);
      return ctx.services.carts.editRefill(userId, id, quantity);
    },
    removeRefillCart: async (_: unknown, args: unknown, ctx: ShopContext) => {
      const userId = await viewerId(ctx);
      return ctx.services.carts.removeRefill(userId, parseArgs(byId, args).id);
    },
  },
  // The parent is a User the accounts resolvers made for the viewer (its id a string or a number).
  User: {
    cart: (user: { id: string | number }, _: unknown, ctx: ShopContext) => ctx.services.carts.cart(Number(user.id)),
    refillCart: (user: { id: string | number }, _: unknown, ctx: ShopContext) => ctx.services.carts.refillCart(Number(user.id)),
  },
  CartItem: {
    product: async (item: CartItemView, _: unknown, { services: { catalogue } }: ShopContext) => orNotFound(await catalogue.product(item.productId)),
    color: (item: CartItemView, _: unknown, ctx: ShopContext) => (item.colorId === null ? null : ctx.services.load.color(item.colorId)),
    scent: (item: CartItemView, _: unknown, ctx: ShopContext) => (item.scentId === null ? null : ctx.services.load.scent(item.scentId)),
    size: async (item: CartItemView, _: unknown, { services: { catalogue } }: ShopContext) =>
      item.productSizeId === null ? null : ((await catalogue.sizes(item.productId)).find((size) => size.id === item.productSizeId) ?? null),
  },
  RefillCartItem: refillLineFields,
};
