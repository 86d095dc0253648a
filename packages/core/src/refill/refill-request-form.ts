import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
import type { AccountClient } from '../api/account-client.js';
import { shopFailures } from '../api/shop-failures.js';
import { giftCardCover, giftCardRefusal, type GiftCard } from '../orders/gift-cards.js';
import { refillTotal } from '../cart/totals.js';
import { describeOrderFailure } from '../orders/order-caps.js';
import type { RefillDraft } from '../cart/types.js';
import type { HumanCheck } from '../human-check/human-check.js';
import type { Lang } from '../i18n/languages.js';
import { createOrderFormState, type OrderFormModel, type OrderFormOptions } from '../orders/order-form-state.js';
import type { PaymentMethod } from '../orders/payment-methods.js';
import type { PaymentResult, PaymentRouteOf, PaymentSettings } from '../orders/payment-route.js';
import { startPayment } from '../orders/start-payment.js';
import { $auth } from '../stores/auth.js';
import type { FieldErrors } from '../validation/validate.js';
import { createRefillRequestSender } from './send-refill-request.js';
import { rememberPendingPayment } from '../stores/pending-payment.js';

/** A refill request the server took: its answer and where the payment continues (SPEC §4 Payment routing). */
export interface RequestedRefill {
  result: PaymentResult;
  method: PaymentMethod;
  route: PaymentRouteOf<'refill'>;
  /** What the gift cards paid of it, integer IQD, as the form showed it (issue 35; 0 without cards). */
  giftCardPaid: number;
}

/** Settings of {@link createRefillRequestForm}. */
export type RefillRequestFormOptions = OrderFormOptions;

/** One refill request form's state as stores, and what the shopper can do with it. */
export interface RefillRequestFormModel extends OrderFormModel {
  /** The gift cards paying the request (issue 35), drawn with it; the gift-card box adds them. */
  $giftCards: WritableAtom<readonly GiftCard[]>;
  /**
   * Requests `draft` with the chosen method; answers where the payment continues, or `undefined`
   * after a failure (shown in `$alert`; what was typed stays).
   */
  send(draft: RefillDraft): Promise<RequestedRefill | undefined>;
}

/**
 * Creates the state machine of the refill builder's Request now form (ISSUE 11): a guest's
 * contact, delivery (city and address) or pickup, notes and the payment method, checked as the
 * checkout checks (SPEC §5 Checkout), then refillRequest or refillRequestGuest with an
 * idempotency key kept across retries, and the checkout's payment routing. A guest's cash request
 * ends in a confirmation with the request's number (guests have no refill page).
 * @example const form = createRefillRequestForm({ client, humanCheck, payment, lang: () => 'en' }); form.edit('shipping', 'pickup');
 */
export function createRefillRequestForm(options: RefillRequestFormOptions): RefillRequestFormModel {
  const sender = createRefillRequestSender(options);
  const state = createOrderFormState();
  const { $values, $alert, $method, $step } = state;
  const $giftCards = atom<readonly GiftCard[]>([]);

  return {
    ...state.model,
    $giftCards,
    async send(draft) {
      if (!state.startSending()) return undefined;
      const method = $method.get();
      const signedIn = $auth.get().loggedIn;
      const giftCards = $giftCards.get().map((card) => card.code);
      const outcome = await sender.submit({ draft, method, place: state.place(), notes: $values.get().notes, guest: signedIn ? undefined : state.guest(), giftCards }, options.lang());
      $step.set('editing');
      // A card emptied or stopped meanwhile: said as the checkout says it; the cards stay listed.
      const refusal = giftCardRefusal(outcome.error);
      if (refusal) {
        $alert.set({ kind: 'fail', title: 'feedback.fail', message: refusal });
        return undefined;
      }
      if (outcome.error) {
        const described = describeOrderFailure(outcome.error, shopFailures.refillRequest);
        $alert.set({ kind: 'fail', title: described.title, message: described.message });
        return undefined;
      }
      const route = startPayment({ kind: 'refill', method, result: outcome.result, signedIn, settings: options.payment });
      // SECURITY-REVIEW L11: the provider's return carries no email; the result page reads it here.
      if (method !== 'cash') rememberPendingPayment(outcome.result);
      $alert.set(
        route.to === 'paymentFail'
          ? { kind: 'fail', message: 'payment.fail' }
          : route.to === 'refillConfirmation'
            ? { kind: 'success', title: 'refillRequest.confirmedTitle', message: 'refillRequest.confirmed', values: { id: route.id } }
            : { kind: 'success', message: 'refillRequest.sent' },
      );
      return { result: outcome.result, method, route, giftCardPaid: giftCardCover($giftCards.get(), refillTotal(draft)).paid };
    },
  };
}
