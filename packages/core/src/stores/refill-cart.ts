import { createCart, type CartActions } from '../cart/create-cart.js';
import { REFILL_LINES } from '../cart/lines.js';
import type { RefillCartItem } from '../cart/types.js';
import { shared } from './registry.js';

// Internal: the session module switches the refill cart to the account and back (SPEC §4).
export const refillCartControl = shared('refillCart', () => createCart<RefillCartItem>('refill-cart', REFILL_LINES));

/**
 * The shopper's refill cart, `{ items }`: kept in localStorage under `refill-cart` for guests
 * (SPEC §4 Local cart), the account's refill lines once signed in.
 */
// Pure IIFEs: see stores/cart.ts.
export const $refillCart = /* @__PURE__ */ (() => refillCartControl.$cart)();

/** The refill cart's actions: the same calls as `cart`, without an upper quantity (SPEC §5). */
export const refillCart: CartActions<RefillCartItem> = /* @__PURE__ */ (() => refillCartControl.actions)();
