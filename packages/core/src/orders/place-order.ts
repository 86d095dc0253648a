import type { AccountClient } from '../api/account-client.js';
import { toApiError, UNEXPECTED, type ApiError, type Result } from '../api/api-error.js';
import { BuyNow, BuyNowGuest, Checkout, CheckoutGuest } from '../api/operations/orders.js';
import type { CartItem, RefillCartItem } from '../cart/types.js';
import type { HumanCheck } from '../human-check/human-check.js';
import type { Lang } from '../i18n/languages.js';
import { createIdempotencyKeys } from './idempotency-keys.js';
import { clearCarts } from '../session/account-carts.js';
import { $cart } from '../stores/cart.js';
import { keepFibPayment } from '../stores/fib-payment.js';
import { humanCheckNeeded } from '../session/human-check-needed.js';
import { $refillCart } from '../stores/refill-cart.js';
import { $savedCartRef, afterCartSaves } from '../cart/saved-cart-ref.js';
import { buyNowGuestPayload, buyNowPayload, checkoutGuestPayload, checkoutPayload, type BuyNowItem, type GuestContact, type OrderOptions } from './payload.js';
import type { PaymentResult } from './payment-route.js';

/** One submit of an order form. */
export interface OrderSubmission extends OrderOptions {
  /** The guest's contact; absent when someone is signed in (the server then uses the account). */
  guest?: GuestContact;
  /** Buy now (SPEC §2): the one product; absent for a cart order. */
  item?: BuyNowItem;
  /** A guest's local lines; by default what `$cart` and `$refillCart` hold. */
  lines?: { items: readonly CartItem[]; refillItems: readonly RefillCartItem[] };
}

/** The outcome of a submit: the server's payment result, or the failure for `describeError(error, shopFailures[action])`. */
export type PlaceOrderOutcome = { result: PaymentResult; action: 'order' | 'buyNow'; error?: undefined } | { result?: undefined; action: 'order' | 'buyNow'; error: ApiError };

/** Settings of {@link createOrderPlacer}. */
export interface OrderPlacerOptions {
  client: AccountClient;
  /** Gives guests' human-check tokens (SPEC §7 Human check). */
  humanCheck: HumanCheck;
  /** Makes idempotency keys (default `crypto.randomUUID`). */
  newKey?: () => string;
}

/** Runs order submits, one form's worth: see {@link createOrderPlacer}. */
export interface OrderPlacer {
  submit(submission: OrderSubmission, lang: Lang): Promise<PlaceOrderOutcome>;
}

/**
 * Places orders for one checkout form. It picks the mutation (buy now or cart, guest or signed in)
 * and sends an idempotency key that stays the same while the shopper retries the same form (a lost
 * answer never makes a second order) and changes once an order succeeded or the form changed. On
 * success the carts are cleared (cart orders, SPEC §4) and a FIB token kept for its page.
 * @example const outcome = await createOrderPlacer({ client, humanCheck }).submit({ method: 'cash', place, guest }, 'en');
 */
export function createOrderPlacer({ client, humanCheck, newKey }: OrderPlacerOptions): OrderPlacer {
  const keys = createIdempotencyKeys(newKey);

  return {
    // Issue 37 item 2: a save of the cart under way ends first, so the order carries its reference.
    submit: (submission, lang) =>
      afterCartSaves(async () => {
        const action = submission.item ? 'buyNow' : 'order';
        const lines = submission.lines ?? { items: $cart.get().items, refillItems: $refillCart.get().items };
        // The token is left out of the fingerprint: it is new on every attempt (SPEC §4).
        const idempotencyKey = keys.keyFor(JSON.stringify(orderVariables({ ...submission, lines }, '')));
        let outcome: Result<Record<string, PaymentResult | undefined>>;
        try {
          // SECURITY-REVIEW-2 N3: an unverified account passes the human check too.
          const token = submission.guest || humanCheckNeeded() ? await humanCheck.token('submit') : undefined;
          const variables = { ...orderVariables({ ...submission, lines }, token), idempotencyKey };
          outcome = await send(client, submission, variables, lang);
        } catch (error) {
          // The human check failed: nothing was sent.
          outcome = { error: toApiError(error) };
        }
        if (outcome.error) return { action, error: outcome.error };
        const result = Object.values(outcome.data)[0];
        if (!result) return { action, error: UNEXPECTED };
        keys.done();
        if (!submission.item) clearCarts();
        if (submission.method === 'fib') keepFibPayment(result.fibToken ?? undefined);
        return { action, result };
      }),
  };
}

type Variables = Record<string, unknown>;

function orderVariables(submission: OrderSubmission & Required<Pick<OrderSubmission, 'lines'>>, token?: string): Variables {
  const { guest, item, lines } = submission;
  // Issue 37 item 2: a cart order carries the cart kept for a reminder, which the server then closes.
  const cartRef = $savedCartRef.get();
  if (guest) {
    const guestOptions = { ...submission, guest, token: token ?? '' };
    return item ? buyNowGuestPayload({ ...guestOptions, item }) : { ...checkoutGuestPayload({ ...guestOptions, ...lines }), cartRef };
  }
  const variables = item ? buyNowPayload({ ...submission, item }) : { ...checkoutPayload(submission), cartRef };
  return token ? { ...variables, token } : variables;
}

// The variables were built by the payload builders of SPEC §7; the documents check their shape.
function send(client: AccountClient, submission: OrderSubmission, variables: Variables, lang: Lang) {
  const document = submission.item ? (submission.guest ? BuyNowGuest : BuyNow) : submission.guest ? CheckoutGuest : Checkout;
  return client.mutate(document as typeof Checkout, variables as never, lang) as Promise<Result<Record<string, PaymentResult | undefined>>>;
}
