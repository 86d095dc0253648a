import { createCart, type CartActions } from '../cart/create-cart.js';
import { PRODUCT_LINES } from '../cart/lines.js';
import type { CartItem } from '../cart/types.js';
import { shared } from './registry.js';

// Internal: the session module switches the cart to the account and back (SPEC §4).
export const cartControl = shared('cart', () => createCart<CartItem>('cart', PRODUCT_LINES));

/**
 * The shopper's cart, `{ items }`: the guest's lines kept in localStorage under `cart` and in step
 * across tabs (SPEC §4 Local cart), or the account's lines once signed in. Shared by the host site
 * and every widget on the page.
 */
// The pure IIFEs let a bundle without a cart drop it (DESIGN §6 byte budget): a bare property
// read would count as a side effect and keep the whole cart.
export const $cart = /* @__PURE__ */ (() => cartControl.$cart)();

/**
 * The cart's actions; the same calls work for guests and signed-in shoppers.
 * @example await cart.add({ product, size, color, scent, quantity: 1 })
 */
export const cart: CartActions<CartItem> = /* @__PURE__ */ (() => cartControl.actions)();
