import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { emptyCarts, findCartItems, findRefillCartItems, restoreCartsFromOrder, type CartLineChoice, type RefillLineChoice } from '../../db/repositories/sales/carts.js';
import { findGuestOrder, findOrder, findOrderByKey, findOrderOfUser, findOrdersOfUser, insertOrder, insertOrderItems, insertOrderRefills, takeStock } from '../../db/repositories/sales/orders.js';
import type { Database } from '../../db/types.js';
import type { OrderRow, PaymentMethod } from '../../db/tables/sales.js';
import { badRequest, refused } from '../../errors.js';
import { placeAndPay, type PaymentResultView } from './payable-payments.js';
import type { RecordPlaced } from '../sale-life/placed-events.js';
import { withDiscountThrottle } from '../newsletter/discount-throttle.js';
import { paySaleWithGiftCards } from '../gift-cards/draw-gift-cards.js';
import { withGiftCardThrottle } from '../gift-cards/gift-card-throttle.js';
import { priceLines, type PricedLine } from './priced-lines.js';
import { choosePromotion, recordRedemption } from '../promotions/apply-promotion.js';
import { checkHoldCaps } from './hold-caps.js';
import { DEFAULT_HOLD_LIMITS, type HoldLimits } from './hold-limits.js';
import { cancelUnpaidOrder } from './order-cancel.js';
import { resolvePlace, type OrderPlace, type PlaceInput } from './order-place.js';
import { orderView, type OrderView } from './order-views.js';
import { ownSales } from './own-sales.js';
import { lockBuyer, type Buyer } from './buyer.js';
import { guestColumns, placeColumns, submitColumns } from './purchase-columns.js';
import type { PaidSellingOptions } from './selling-options.js';

export type { Buyer, GuestDetails } from './buyer.js';

/** Which lines are ordered: one product now, the account's carts, or a guest's local lines. */
export type OrderLines = { buyNow: CartLineChoice; quantity: number } | { accountCart: true } | { products: Array<CartLineChoice & { quantity: number }>; refills: Array<RefillLineChoice & { quantity: number }> };

/** One order request, its arguments already parsed. */
export interface OrderRequest extends PlaceInput {
  buyer: Buyer;
  lines: OrderLines;
  method: PaymentMethod;
  notes: string | null;
  /** A promotion's code as typed (issue 13: the newsletter's; issue 35), taken in the order's transaction. */
  discountCode?: string;
  /** Gift card codes as typed (issue 35), drawn in the order's transaction in this order. */
  giftCards?: string[];
  /** SECURITY B1: the client's key and the hash of the request it came with. */
  idempotency?: { key: string; hash: string };
}

export type { PaymentResultView } from './payable-payments.js';

/** What the orders service needs of the request. */
export interface OrdersOptions extends PaidSellingOptions {
  /** Per-customer caps on unpaid orders (SECURITY-REVIEW M4); the defaults when absent. */
  holds?: HoldLimits;
  /** The client's address: wrong discount codes are throttled by it. */
  clientAddress: string;
}

/** Amounts are 32-bit integers in the database. */
export const MAX_AMOUNT = 2_147_483_647;

/**
 * Orders (SPEC §3 Order, §4 Checkout, SECURITY A1, A4, B1): prices, totals and delivery come from
 * the database; stock is taken inside the order's transaction, product by product in ascending id
 * order, never below zero; the payment starts after COMMIT, and an order whose payment cannot start
 * is cancelled with its stock given back (all sales' one path, `placeAndPay`).
 */
export function createOrders(db: Kysely<Database>, options: OrdersOptions) {
  async function linesOf(trx: Transaction<Database>, request: OrderRequest, userId: number | null) {
    const { lines } = request;
    // SPEC §8: buy now fails with `stock`, a cart with `stock.{index}` of the line as the client knows it.
    if ('buyNow' in lines) {
      return { products: [{ ...lines.buyNow, quantity: lines.quantity }], refills: [], stockKey: () => 'stock', fields: ['', ''] as const };
    }
    if ('accountCart' in lines) {
      const products = (await findCartItems(trx, userId!)).map((row) => ({
        productId: row.product_id,
        productSizeId: row.product_size_id,
        colorId: row.color_id,
        scentId: row.scent_id,
        quantity: row.quantity,
      }));
      const refills = (await findRefillCartItems(trx, userId!)).map((row) => ({
        containerId: row.container_id,
        sizeId: row.size_id,
        wickId: row.wick_id,
        scentId: row.scent_id,
        colorId: row.color_id,
        quantity: row.quantity,
      }));
      if (!products.length && !refills.length) throw badRequest({ cart: ['input.cart.empty'] });
      return { products, refills, stockKey: (index: number) => `stock.${index}`, fields: ['cart', 'refillCart'] as const };
    }
    return { products: lines.products, refills: lines.refills, stockKey: (index: number) => `stock.${index}`, fields: ['products', 'refillItems'] as const };
  }

  async function place(request: OrderRequest, plan: OrderPlace, recordPlaced: RecordPlaced): Promise<{ order: OrderRow; email: string | null }> {
    // Read before the transaction: it holds the one connection PGlite has.
    const partner = await options.attribution();
    return db.transaction().execute(async (trx) => {
      const { userId, contact, guest, placer } = await lockBuyer(trx, request.buyer, !plan.pickup);
      const { email } = contact;
      const { products, refills, stockKey, fields } = await linesOf(trx, request, userId);
      const { priced, pricedRefills, promotionLines } = await priceLines(trx, products, refills, fields);
      const subtotal = [...priced.map((line) => line.row), ...pricedRefills].reduce((sum, row) => sum + row.quantity * row.unit_price, 0);
      // Amounts are 32-bit integers in the database: a tampered cart too big to store is refused.
      if (subtotal + plan.deliveryPrice > MAX_AMOUNT) throw badRequest({ quantity: ['input.quantity.max'] });
      const units = new Map<number, number>();
      for (const { productId, row } of priced) units.set(productId, (units.get(productId) ?? 0) + row.quantity);
      await checkHoldCaps(trx, 'order', placer, options.holds ?? DEFAULT_HOLD_LIMITS, units);
      // Issue 35: one promotion per sale, the typed code's or the best automatic one, counted under its row lock.
      const promotion = await choosePromotion(trx, {
        lines: promotionLines,
        code: request.discountCode,
        userId,
        email,
        phone: contact.phone ?? null,
        at: new Date(),
      });
      const discount = promotion?.total ?? 0;
      const orderId = await insertOrder(trx, {
        ...partner,
        uuid: randomUUID(),
        status: 'pending',
        subtotal,
        delivery_price: plan.deliveryPrice,
        discount,
        promotion_id: promotion?.promotionId ?? null,
        total: subtotal - discount + plan.deliveryPrice,
        method: request.method,
        ...placeColumns(plan),
        notes: request.notes,
        lang: options.lang,
        user_id: userId,
        ...guestColumns(guest, plan.address),
        ...submitColumns(request.idempotency, request.method),
      });
      if (promotion) await recordRedemption(trx, promotion, orderId);
      await takeStockOf(trx, priced, stockKey);
      await insertOrderItems(
        trx,
        priced.map((line) => ({ ...line.row, order_id: orderId })),
      );
      await insertOrderRefills(
        trx,
        pricedRefills.map((row) => ({ ...row, order_id: orderId })),
      );
      if ('accountCart' in request.lines) await emptyCarts(trx, userId!);
      // Issue 35: after the stock (products, then cards: one lock order for every sale).
      if (request.giftCards?.length) await paySaleWithGiftCards(trx, { kind: 'order', id: orderId }, request.giftCards);
      const order = (await findOrder(trx, orderId))!;
      await recordPlaced(trx, order);
      return { order, email };
    });
  }

  // SECURITY A1: one guarded UPDATE per product, in ascending id order so that two orders never
  // wait on each other's rows (no deadlock); a short product fails the whole transaction.
  async function takeStockOf(trx: Transaction<Database>, lines: PricedLine[], stockKey: (index: number) => string) {
    const units = new Map<number, { units: number; index: number }>();
    for (const line of lines) {
      const entry = units.get(line.productId);
      if (entry) entry.units += line.row.quantity;
      else units.set(line.productId, { units: line.row.quantity, index: line.index });
    }
    for (const productId of [...units.keys()].sort((a, b) => a - b)) {
      const { units: n, index } = units.get(productId)!;
      if (!(await takeStock(trx, productId, n))) throw refused(stockKey(index));
    }
  }

  return {
    /**
     * Places an order and starts its payment through the sales' one path (`placeAndPay`); a retry
     * with the same idempotency key answers the first result (and draws no gift card again).
     * SECURITY-REVIEW L9: wrong discount codes, and gift card codes naming no card, are limited
     * per client address.
     */
    place(request: OrderRequest): Promise<PaymentResultView> {
      const fromAccountCart = 'accountCart' in request.lines;
      return withDiscountThrottle(db, options.clientAddress, request.discountCode, () =>
        placeAndPay(db, options, {
          kind: 'order',
          method: request.method,
          buyer: request.buyer,
          idempotency: request.idempotency,
          findByKey: (key) => findOrderByKey(db, key),
          // Held only while the order is written: the cards are drawn there, the payment starts after.
          place: (recordPlaced) =>
            withGiftCardThrottle(db, options.clientAddress, request.giftCards, async () => {
              const placed = await place(request, await resolvePlace(db, request), recordPlaced);
              return { row: placed.order, email: placed.email };
            }),
          // The order goes, its stock comes back; an account checkout gets its cart lines back too.
          release: async ({ row }) => {
            if ((await cancelUnpaidOrder(db, row.id)) && fromAccountCart && row.user_id !== null) await restoreCartsFromOrder(db, row.user_id, row.id);
          },
        }),
      );
    },

    /** The customer's orders. */
    mine: ownSales(db, findOrdersOfUser, findOrderOfUser, (rows) => rows.map(orderView)),

    /** A guest order by uuid and email, or null. */
    async guestOrder(uuid: string, email: string): Promise<OrderView | null> {
      const row = await findGuestOrder(db, uuid, email);
      return row ? orderView(row) : null;
    },
  };
}

/** The orders service of one request. */
export type Orders = ReturnType<typeof createOrders>;
