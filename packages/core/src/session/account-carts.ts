import type { ApiError } from '../api/api-error.js';
import type { CartBackend, CartItem, RefillCartItem } from '../cart/types.js';
import { cartControl } from '../stores/cart.js';
import { refillCartControl } from '../stores/refill-cart.js';
import { keepSavedCartRef } from '../cart/saved-cart-ref.js';
import { takeRememberedPage } from '../stores/remembered-page.js';

/**
 * The account's carts on the server. Written when the cart mutations exist (SPEC §7 addToCart,
 * editCart, removeCart, addRefillCart…); until then a host may pass any backend.
 */
export interface AccountCarts {
  cart: CartBackend<CartItem>;
  refillCart: CartBackend<RefillCartItem>;
}

/**
 * Shows the account's carts (after a sign-in, or at start-up when the user is signed in), or the
 * local ones again (`undefined`).
 */
export async function connectAccountCarts(account: AccountCarts | undefined): Promise<void> {
  await Promise.all([cartControl.connect(account?.cart), refillCartControl.connect(account?.refillCart)]);
}

/**
 * SPEC §4 Local cart: after login or registration the local cart and refill cart are pushed to the
 * account item by item and the local copies removed. Each line is sent once and dropped locally as
 * soon as the account accepted it, so a failure part-way leaves only the unsent lines to retry.
 * Answers the failures (empty when all went through); the account's carts are shown either way.
 */
export async function saveLocalCarts(account: AccountCarts): Promise<ApiError[]> {
  const failures = [...(await cartControl.saveLocal(account.cart)), ...(await refillCartControl.saveLocal(account.refillCart))];
  await connectAccountCarts(account);
  return failures;
}

/**
 * What follows a successful sign-in or registration (SPEC §4 Sign-in, Sign-up): the local carts
 * are saved to the account, then the answer is where to go: the remembered page or home, which
 * is then forgotten.
 */
export async function finishSignIn(account: AccountCarts): Promise<string> {
  await saveLocalCarts(account);
  return takeRememberedPage();
}

/** SPEC §4: after a successful checkout the carts are emptied and the stored carts cleared (and the saved cart's reference: the order closed it). */
export function clearCarts(): void {
  cartControl.actions.clear();
  refillCartControl.actions.clear();
  keepSavedCartRef(undefined);
}
