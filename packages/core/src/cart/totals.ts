import type { CartItem, CartLine, RefillCartItem } from './types.js';

/**
 * A cart line's total in IQD (SPEC §5 Totals): quantity × size price, or the product price when
 * there is no size.
 * @example itemTotal({ quantity: 2, size: { price: 18000 }, product }) // 36000
 */
export function itemTotal(line: Pick<CartItem, 'quantity' | 'size' | 'product'>): number {
  return line.quantity * (line.size?.price ?? line.product.details.price ?? 0);
}

/**
 * A refill line's total in IQD (SPEC §5 Totals): quantity × (size value / 100 × colour refill
 * price + wick price). Money is integer IQD (DESIGN §4), so the unit price is rounded to the
 * dinar before it is multiplied: the total is always quantity × the price shown for one.
 * @example refillTotal({ quantity: 2, size: { value: 250 }, color: { refill: 6000 }, wick: { price: 1500 } }) // 33000
 */
export function refillTotal(line: { quantity: number; size: Pick<RefillCartItem['size'], 'value'>; color: Pick<RefillCartItem['color'], 'refill'>; wick: Pick<RefillCartItem['wick'], 'price'> }): number {
  return line.quantity * Math.round((line.size.value / 100) * line.color.refill + line.wick.price);
}

/** How an order reaches the shopper (SPEC §4 Checkout). */
export type Shipping = 'delivery' | 'pickup';

/** What an order's total is made of. */
export interface OrderTotalOptions {
  items: readonly CartLine[];
  refillItems?: readonly CartLine[];
  shipping: Shipping | undefined;
  /** The chosen city; its price is the delivery cost (SPEC §3 City). */
  city?: { price: number } | null;
}

/**
 * An order's total in IQD (SPEC §5 Totals): the lines plus the city's delivery price, the latter
 * only when delivery is chosen.
 */
export function orderTotal({ items, refillItems = [], shipping, city }: OrderTotalOptions): number {
  const lines = [...items, ...refillItems].reduce((sum, line) => sum + line.total, 0);
  return lines + (shipping === 'delivery' && city ? city.price : 0);
}
