// Cart and refill lines as analytics items: the drawer, the checkout and the refill builder send
// the same lines, so a partner's report counts them alike.
import { $cart, $refillCart, type CartItem, type RefillDraft } from '@candleshop/core';
import type { AnalyticsItem } from './analytics-detail.js';

const variant = (parts: readonly (string | null | undefined)[]) => parts.filter(Boolean).join(' / ');

/** A candle line (in the cart, or just added by the grid's quick add); `quantity` is the units the event is about (by default the line's). */
export function cartItem(line: Omit<CartItem, 'id'>, quantity = line.quantity): AnalyticsItem {
  return {
    item_id: line.product.id,
    item_name: line.product.details.title,
    item_category: 'candle',
    item_variant: variant([line.size?.size.title, line.color?.title, line.scent?.title]),
    price: line.total / line.quantity,
    quantity,
    // Issue 35 item 5: the promotion the line was added under, where the adding page knew it.
    ...(line.promotion && { promotion_id: line.promotion.id, promotion_name: line.promotion.name }),
  };
}

/** A refill line (in the refill cart or only chosen in the builder) whose `total` is for the line's quantity. */
export function refillItem(line: RefillDraft, total: number, quantity = line.quantity): AnalyticsItem {
  return {
    item_id: 'refill',
    item_name: line.container.title,
    item_category: 'refill',
    item_variant: variant([line.size.title, line.color.title, line.scent.title, line.wick.title]),
    price: total / line.quantity,
    quantity,
  };
}

/** Every line of the shopper's cart and refill cart. */
export function cartItems(): AnalyticsItem[] {
  return [...$cart.get().items.map((line) => cartItem(line)), ...$refillCart.get().items.map((line) => refillItem(line, line.total))];
}
