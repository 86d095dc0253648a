import { computed } from 'nanostores';
import { $cart } from './cart.js';
import { $refillCart } from './refill-cart.js';
import { shared } from './registry.js';

/**
 * The cart icon's badge (SPEC §2 Shared chrome: "cart items plus refill items"). It counts lines,
 * not units: SPEC §3 calls each line a "Cart item" (with its own quantity) and the stored carts are
 * lists of such items, so "items" there means lines.
 */
export const $cartCount = shared('cartCount', () => computed([$cart, $refillCart], (items, refills) => items.items.length + refills.items.length));
