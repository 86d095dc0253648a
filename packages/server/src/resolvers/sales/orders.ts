import { z } from 'zod';
import type { ShopContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { MAX_IDEMPOTENCY_KEY } from '../../services/sales/order-idempotency.js';
import type { OrderProductView, OrderView } from '../../services/sales/order-views.js';
import type { Buyer, OrderLines, OrderRequest } from '../../services/sales/orders.js';
import { idArg, idempotencyOf, optionalIdArg, orNotFound, parseArgs } from '../args.js';
import { quantityArg } from './carts.js';
import { refillLineFields } from './refill-line-fields.js';
import { zodAddress, zodEmail, zodGateway, zodName, zodNotes, zodPaymentMethod, zodPhone } from '../../internal/zod-rules.js';
import { customerSales } from '../customer-sales.js';

// Thin resolvers: parse, authorize, call the orders service, shape (DESIGN §4).

/** The shape of the uuids guests look their orders and tickets up by. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const text = (field: string, max: number) => z.string({ error: `input.${field}.invalid` }).max(max, { error: `input.${field}.max` });

/** The place, method, notes and key arguments every buying call takes (SPEC §7). */
export const placeArgs = {
  method: zodPaymentMethod(),
  notes: zodNotes().nullish(),
  address: zodAddress().nullish(),
  city: optionalIdArg('city'),
  selling_point: optionalIdArg('selling_point'),
  idempotencyKey: z.string({ error: 'input.idempotencyKey.invalid' }).min(1, { error: 'input.idempotencyKey.invalid' }).max(MAX_IDEMPOTENCY_KEY, { error: 'input.idempotencyKey.max' }).nullish(),
  // SECURITY-REVIEW-2 N3: a customer whose email is unverified buys past the human check (a guest's call requires it).
  token: z.string({ error: 'input.token.invalid' }).max(4000, { error: 'input.token.invalid' }).nullish(),
};

// SPEC §5 Checkout, guests: the shared rules (@candleshop/rules) with the input.* keys.
/** The human-check token and contact details of a guest's call. */
export const guestArgs = {
  token: z.string({ error: 'input.token.invalid' }).max(4000, { error: 'input.token.invalid' }),
  guest: z.object({
    name: zodName('input.name.required'),
    email: zodEmail('input.email.invalid'),
    phone: zodPhone('input.phone.invalid'),
    address: zodAddress().nullish(),
  }),
};

/** Gift card codes as typed (issue 35): orders, refill requests and tickets take up to five. */
export const giftCardsArg = z.array(text('giftCards', 100)).max(5, { error: 'input.giftCards.max' }).nullish();

// Orders, not the other buying calls, take a newsletter code (issue 13).
const orderArgs = {
  ...placeArgs,
  discountCode: text('discountCode', 40).nullish(),
  giftCards: giftCardsArg,
};
// Issue 37 item 2: the checkout's cart kept for a reminder travels with the order that closes it.
const cartRefArg = { cartRef: text('cartRef', 100).nullish() };

const productArgs = {
  id: idArg('id'),
  quantity: quantityArg,
  size: optionalIdArg('size'),
  scent: optionalIdArg('scent'),
  color: optionalIdArg('color'),
};
/** One refill as the refill builder makes it (SPEC §5): a guest's cart line, a refill request. */
export const refillLineArgs = {
  container: idArg('container'),
  size: idArg('size'),
  wick: idArg('wick'),
  scent: idArg('scent'),
  color: idArg('color'),
  quantity: quantityArg,
};

/** A guest's refill lines (SPEC §7 checkoutGuest's refillItems), also what a cart hand-off carries. */
export const guestRefillLinesArg = z
  .array(z.object({ id: optionalIdArg('id'), ...refillLineArgs }))
  .max(100, { error: 'input.refillItems.max' })
  .nullish();
const buyNowArgs = z.object({ ...productArgs, ...orderArgs });
const buyNowGuestArgs = z.object({ ...productArgs, ...orderArgs, ...guestArgs });
const checkoutArgs = z.object({ ...orderArgs, ...cartRefArg });
/** A guest's local lines (SPEC §7 checkoutGuest's products and refillItems); the checkout's promotion quote takes them too. */
export const guestLinesArgs = {
  products: z.array(z.object(productArgs)).max(100, { error: 'input.products.max' }),
  refillItems: guestRefillLinesArg,
};
const checkoutGuestArgs = z.object({ ...orderArgs, ...guestArgs, ...guestLinesArgs, ...cartRefArg });
const payLaterArgs = z.object({
  id: idArg('id'),
  type: z.enum(['order', 'refill', 'ticket', 'personalized', 'subscription'], { error: 'input.type.invalid' }),
  method: zodGateway()
    .nullish()
    .transform((method) => method ?? 'nasspay'),
});
const guestOrderArgs = z.object({ uuid: z.string(), email: z.string() });

type PlaceArgs = z.output<typeof checkoutArgs>;
type ProductArgs = { id: number; size?: number; scent?: number; color?: number };

const line = (args: ProductArgs) => ({ productId: args.id, productSizeId: args.size ?? null, colorId: args.color ?? null, scentId: args.scent ?? null });

/** A buying call's method, notes (blank: none) and place, parsed by {@link placeArgs}, as the services take them. */
export const placeOf = <Method>(args: { method: Method; notes?: string | null; city?: number; address?: string | null; selling_point?: number }) => ({
  method: args.method,
  notes: args.notes?.trim() || null,
  cityId: args.city,
  address: args.address,
  sellingPointId: args.selling_point,
});

/** One refill, parsed by {@link refillLineArgs}, as the services take it. */
export const refillLine = (refill: { container: number; size: number; wick: number; scent: number; color: number; quantity: number }) => ({
  containerId: refill.container,
  sizeId: refill.size,
  wickId: refill.wick,
  scentId: refill.scent,
  colorId: refill.color,
  quantity: refill.quantity,
});

/** SECURITY B1: a buying call's idempotency, asked by the buyer's account (every guest asks as one). */
export const buyerIdempotency = (operation: string, buyer: Buyer, key: string | null | undefined, raw: Record<string, unknown>) => idempotencyOf(operation, 'userId' in buyer ? buyer.userId : 'guest', key, raw);

function orderRequest(operation: string, args: PlaceArgs, buyer: Buyer, lines: OrderLines, raw: Record<string, unknown>): OrderRequest {
  return {
    buyer,
    lines,
    ...placeOf(args),
    discountCode: args.discountCode?.trim() || undefined,
    giftCards: args.giftCards?.length ? args.giftCards : undefined,
    idempotency: buyerIdempotency(operation, buyer, args.idempotencyKey, raw),
  };
}

/** A guest's lines, parsed by {@link guestLinesArgs}, as the orders service takes them. */
export function guestOrderLines(args: z.output<z.ZodObject<typeof guestLinesArgs>>) {
  return {
    products: args.products.map((product) => ({ ...line(product), quantity: product.quantity })),
    refills: (args.refillItems ?? []).map(refillLine),
  };
}

/** The buyer of a guest's call. */
export const guestBuyer = (args: { token: string; guest: { name: string; email: string; phone: string; address?: string | null } }): Buyer => ({
  token: args.token,
  guest: { name: args.guest.name, email: args.guest.email, phone: args.guest.phone, address: args.guest.address?.trim() || null },
});

const placeOrder = (ctx: ShopContext, request: OrderRequest) => ctx.services.orders.place(request);

// The order is placed first; closing the saved cart it carried follows (a sweep also closes carts whose shopper ordered).
async function placeCartOrder(ctx: ShopContext, request: OrderRequest, cartRef: string | null | undefined) {
  const result = await placeOrder(ctx, request);
  await ctx.services.savedCarts.ordered(cartRef, Number(result.id));
  return result;
}

const mine = customerSales((services) => services.orders.mine);

/** Resolvers of orders: placing them, paying later, and reading them back. */
export const ordersResolvers = {
  Query: {
    orders: mine.all,
    order: mine.one,
    // SECURITY A6: a malformed uuid, another uuid or a wrong email all answer the same not.found.
    guestOrder: async (_: unknown, args: unknown, ctx: ShopContext) => {
      const { uuid, email } = parseArgs(guestOrderArgs, args);
      if (!UUID.test(uuid)) throw notFound();
      return orNotFound(await ctx.services.orders.guestOrder(uuid, email.trim()));
    },
  },
  Mutation: {
    buyNow: async (_: unknown, raw: Record<string, unknown>, ctx: ShopContext) => {
      const { userId } = await ctx.requireViewer();
      const args = parseArgs(buyNowArgs, raw);
      const lines = { buyNow: line(args), quantity: args.quantity };
      return placeOrder(ctx, orderRequest('buyNow', args, { userId, token: args.token }, lines, args));
    },
    buyNowGuest: async (_: unknown, raw: Record<string, unknown>, ctx: ShopContext) => {
      const args = parseArgs(buyNowGuestArgs, raw);
      const lines = { buyNow: line(args), quantity: args.quantity };
      return placeOrder(ctx, orderRequest('buyNowGuest', args, guestBuyer(args), lines, args));
    },
    checkout: async (_: unknown, raw: Record<string, unknown>, ctx: ShopContext) => {
      const { userId } = await ctx.requireViewer();
      const args = parseArgs(checkoutArgs, raw);
      return placeCartOrder(ctx, orderRequest('checkout', args, { userId, token: args.token }, { accountCart: true }, args), args.cartRef);
    },
    checkoutGuest: async (_: unknown, raw: Record<string, unknown>, ctx: ShopContext) => {
      const args = parseArgs(checkoutGuestArgs, raw);
      return placeCartOrder(ctx, orderRequest('checkoutGuest', args, guestBuyer(args), guestOrderLines(args), args), args.cartRef);
    },
    payLater: async (_: unknown, raw: unknown, ctx: ShopContext) => {
      const { userId } = await ctx.requireViewer();
      const { id, type, method } = parseArgs(payLaterArgs, raw);
      return ctx.services.payables.payLater(userId, { kind: type, id }, method);
    },
  },
  Order: {
    city: (order: OrderView, _: unknown, { services: { places } }: ShopContext) => (order.cityId === null ? null : places.city(order.cityId)),
    sellingPoint: (order: OrderView, _: unknown, { services: { places } }: ShopContext) => (order.sellingPointId === null ? null : places.sellingPoint(order.sellingPointId)),
    products: (order: OrderView, _: unknown, ctx: ShopContext) => ctx.services.load.orderProducts(order.id),
    refills: (order: OrderView, _: unknown, ctx: ShopContext) => ctx.services.load.orderRefills(order.id),
    collected: (order: OrderView, _: unknown, ctx: ShopContext) => ctx.services.load.orderCollected(order.id),
  },
  OrderProduct: {
    color: (item: OrderProductView, _: unknown, ctx: ShopContext) => (item.colorId === null ? null : ctx.services.load.color(item.colorId)),
    scent: (item: OrderProductView, _: unknown, ctx: ShopContext) => (item.scentId === null ? null : ctx.services.load.scent(item.scentId)),
    size: (item: OrderProductView, _: unknown, ctx: ShopContext) => (item.sizeId === null ? null : ctx.services.load.size(item.sizeId)),
    detail: async (item: OrderProductView, _: unknown, { services: { catalogue } }: ShopContext) => orNotFound(await catalogue.orderedProduct(item.productId)).details,
    product: (item: OrderProductView, _: unknown, { services: { catalogue } }: ShopContext) => catalogue.product(item.productId),
  },
  OrderRefill: refillLineFields,
};
