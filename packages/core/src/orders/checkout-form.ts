import { atom, type WritableAtom } from 'nanostores';
import type { AccountClient } from '../api/account-client.js';
import { shopFailures } from '../api/shop-failures.js';
import type { HumanCheck } from '../human-check/human-check.js';
import type { Lang } from '../i18n/languages.js';
import { $auth } from '../stores/auth.js';
import { $cart } from '../stores/cart.js';
import type { FieldErrors } from '../validation/validate.js';
import { createOrderFormState, type OrderFormModel, type OrderFormOptions } from './order-form-state.js';
import type { BuyNowItem } from './payload.js';
import type { PaymentMethod } from './payment-methods.js';
import type { PaymentResult, PaymentRouteOf, PaymentSettings } from './payment-route.js';
import { startPayment } from './start-payment.js';
import { codeRefusal, createDiscountCode, type DiscountCodeModel } from './discount-code.js';
import { giftCardRefusal, type GiftCard } from './gift-cards.js';
import { describeOrderFailure } from './order-caps.js';
import { createOrderPlacer } from './place-order.js';
import { rememberPendingPayment } from '../stores/pending-payment.js';

export type { CheckoutAlert, CheckoutStep, CheckoutValues } from './order-form-state.js';

/** A created order: the server's answer and where the payment continues (SPEC §4 Payment routing). */
export interface PlacedOrder {
  result: PaymentResult;
  method: PaymentMethod;
  route: PaymentRouteOf<'order'>;
}

/** Settings of {@link createCheckoutForm}. */
export type CheckoutFormOptions = OrderFormOptions;

/** One checkout form's state as stores, and what the shopper can do with it. */
export interface CheckoutFormModel extends OrderFormModel {
  /** The discount-code box and the promotion quote (issues 13, 35); an applied code goes with the order. */
  discount: DiscountCodeModel;
  /** The gift cards paying the order (issue 35), drawn in this order; the gift-card box adds them. */
  $giftCards: WritableAtom<readonly GiftCard[]>;
  /**
   * Places the order with the chosen method (`item` for buy now); answers where the payment
   * continues, or `undefined` after a failure (shown in `$alert`).
   */
  place(item?: BuyNowItem): Promise<PlacedOrder | undefined>;
}

/**
 * Creates the state machine of one checkout form (SPEC §4 Checkout, §5 Checkout, §8 Order
 * failure), headless: a component renders its stores and calls its actions. Orders go through
 * {@link createOrderPlacer}, so a retry of the same form keeps its idempotency key.
 * @example const form = createCheckoutForm({ client, humanCheck, payment, lang: () => 'en' }); form.edit('shipping', 'pickup'); form.review();
 */
export function createCheckoutForm(options: CheckoutFormOptions): CheckoutFormModel {
  const placer = createOrderPlacer(options);
  const state = createOrderFormState();
  const { $values, $alert, $method, $step } = state;
  const discount = createDiscountCode({ client: options.client, lang: options.lang });
  const $giftCards = atom<readonly GiftCard[]>([]);

  return {
    ...state.model,
    discount,
    $giftCards,
    async place(item) {
      if (!state.startSending()) return undefined;
      const values = $values.get();
      const method = $method.get();
      const signedIn = $auth.get().loggedIn;
      // Read before the order: a success empties the cart, a stock.{index} names one of its lines.
      const titles = $cart.get().items.map((line) => line.product.details.title);
      const outcome = await placer.submit(
        {
          method,
          place: state.place(),
          notes: values.notes,
          guest: signedIn ? undefined : state.guest(),
          item,
          discountCode: discount.$applied.get(),
          giftCards: $giftCards.get().map((card) => card.code),
        },
        options.lang(),
      );
      // SPEC §4: success and failure both re-enable the button.
      $step.set('editing');
      const refusal = codeRefusal(outcome.error?.validation) ?? giftCardRefusal(outcome.error);
      if (refusal) {
        // Used meanwhile (another order, another tab), another email's, or too many tried: the code
        // comes off, the rest stays. A refused gift card stays listed, for the shopper to remove.
        if (!refusal.startsWith('giftCard.')) void discount.refused(refusal);
        $alert.set({ kind: 'fail', title: 'feedback.fail', message: refusal });
        return undefined;
      }
      if (outcome.error) {
        const described = describeOrderFailure(outcome.error, shopFailures[outcome.action]);
        // SPEC §8: stock.{index} names the cart line's product in the fail title.
        const product = described.index === undefined ? '' : (titles[described.index] ?? '');
        $alert.set({ kind: 'fail', title: described.title, message: described.message, values: { product } });
        return undefined;
      }
      const route = startPayment({ method, result: outcome.result, signedIn, settings: options.payment });
      // SECURITY-REVIEW L11: the provider's return carries no email; the result page reads it here.
      if (method !== 'cash') rememberPendingPayment(outcome.result);
      $alert.set(route.to === 'paymentFail' ? { kind: 'fail', message: 'payment.fail' } : { kind: 'success', message: 'order.success' });
      return { result: outcome.result, method, route };
    },
  };
}
