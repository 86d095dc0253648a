import { atom, type ReadableAtom } from 'nanostores';
import type { AccountClient } from '../api/account-client.js';
import { describeError } from '../api/errors.js';
import type { HumanCheck } from '../human-check/human-check.js';
import type { Lang } from '../i18n/languages.js';
import type { MessageValues } from '../i18n/translate.js';
import { $auth } from '../stores/auth.js';
import { $cart } from '../stores/cart.js';
import { checkCheckout } from '../validation/checkout.js';
import type { FieldErrors } from '../validation/validate.js';
import type { BuyNowItem, OrderPlace } from './payload.js';
import { DEFAULT_PAYMENT_METHOD, type PaymentMethod } from './payment-methods.js';
import { paymentRoute, type PaymentResult, type PaymentRoute, type PaymentSettings } from './payment-route.js';
import { createOrderPlacer } from './place-order.js';

/** What the shopper types and picks; kept whole across failures, so a retry needs no retyping. */
export interface CheckoutValues {
  name: string;
  phone: string;
  email: string;
  shipping: '' | 'delivery' | 'pickup';
  city: string;
  address: string;
  notes: string;
  sellingPoint: string;
}

/** The alert over the submit button: keys to translate, with values for their slots. */
export interface CheckoutAlert {
  kind: 'info' | 'fail' | 'success';
  title?: string;
  message: string;
  values?: MessageValues;
}

/**
 * Where the form is (SPEC §4 Checkout): being filled in, the payment modal open, or the order
 * being placed (the button disabled and the wait modal shown).
 */
export type CheckoutStep = 'editing' | 'paying' | 'placing';

/** A created order: the server's answer and where the payment continues (SPEC §4 Payment routing). */
export interface PlacedOrder {
  result: PaymentResult;
  method: PaymentMethod;
  route: PaymentRoute;
}

/** Settings of {@link createCheckoutForm}. */
export interface CheckoutFormOptions {
  /** The account client: orders go with the session cookie, a guest's too. */
  client: AccountClient;
  /** Gives a guest's human-check token, anew for every attempt (SPEC §4, §7). */
  humanCheck: HumanCheck;
  /** Where the payment providers' pages are. */
  payment: PaymentSettings;
  lang: () => Lang;
  /** Makes idempotency keys (tests); `crypto.randomUUID` by default. */
  newKey?: () => string;
}

/** One checkout form's state as stores, and what the shopper can do with it. */
export interface CheckoutFormModel {
  $values: ReadableAtom<CheckoutValues>;
  /** Field → message key, shown under the field. */
  $errors: ReadableAtom<FieldErrors>;
  $alert: ReadableAtom<CheckoutAlert | undefined>;
  $method: ReadableAtom<PaymentMethod>;
  $step: ReadableAtom<CheckoutStep>;
  /** Changes a field; its error, and the choose-shipping alert once a choice is made, go away. */
  edit(name: keyof CheckoutValues, value: string): void;
  /** Checks the form in SPEC §5's order and opens the payment modal when it passes. */
  review(): void;
  chooseMethod(method: PaymentMethod): void;
  /** Closes the payment modal without ordering. */
  closePayment(): void;
  /**
   * Places the order with the chosen method (`item` for buy now); answers where the payment
   * continues, or `undefined` after a failure (shown in `$alert`).
   */
  place(item?: BuyNowItem): Promise<PlacedOrder | undefined>;
}

const EMPTY: CheckoutValues = { name: '', phone: '', email: '', shipping: '', city: '', address: '', notes: '', sellingPoint: '' };

/**
 * Creates the state machine of one checkout form (SPEC §4 Checkout, §5 Checkout, §8 Order
 * failure), headless: a component renders its stores and calls its actions. Orders go through
 * {@link createOrderPlacer}, so a retry of the same form keeps its idempotency key.
 * @example const form = createCheckoutForm({ client, humanCheck, payment, lang: () => 'en' }); form.edit('shipping', 'pickup'); form.review();
 */
export function createCheckoutForm(options: CheckoutFormOptions): CheckoutFormModel {
  const placer = createOrderPlacer(options);
  const $values = atom<CheckoutValues>(EMPTY);
  const $errors = atom<FieldErrors>({});
  const $alert = atom<CheckoutAlert | undefined>(undefined);
  const $method = atom<PaymentMethod>(DEFAULT_PAYMENT_METHOD);
  const $step = atom<CheckoutStep>('editing');

  const guestOf = (values: CheckoutValues) => ({ name: values.name.trim(), phone: values.phone.trim(), email: values.email.trim() });
  const placeOf = (values: CheckoutValues): OrderPlace =>
    values.shipping === 'pickup'
      ? { shipping: 'pickup', sellingPoint: values.sellingPoint }
      : { shipping: 'delivery', city: values.city, address: values.address.trim() };

  return {
    $values,
    $errors,
    $alert,
    $method,
    $step,
    edit(name, value) {
      $values.set({ ...$values.get(), [name]: value });
      // SPEC §5: editing a field clears its error; city and address errors clear once they are set.
      const errors = $errors.get();
      if (errors[name]) $errors.set({ ...errors, [name]: undefined });
      if (name === 'shipping' && $alert.get()?.kind === 'info') $alert.set(undefined);
    },
    review() {
      if ($step.get() !== 'editing') return;
      const values = $values.get();
      const check = checkCheckout({
        signedIn: $auth.get().loggedIn,
        shipping: { shipping: values.shipping || undefined, sellingPoint: values.sellingPoint || null },
        guest: guestOf(values),
        delivery: { city: values.city, address: values.address, notes: values.notes },
      });
      const choose = check.errors?.shipping;
      if (choose) {
        // SPEC §4: no delivery or pickup choice shows the choose-shipping info alert.
        $errors.set({});
        $alert.set({ kind: 'info', message: choose });
        return;
      }
      $alert.set(undefined);
      $errors.set(check.ok ? {} : check.errors);
      if (check.ok) $step.set('paying');
    },
    chooseMethod(method) {
      $method.set(method);
    },
    closePayment() {
      if ($step.get() === 'paying') $step.set('editing');
    },
    async place(item) {
      if ($step.get() === 'placing') return undefined;
      $step.set('placing');
      $alert.set(undefined);
      const values = $values.get();
      const method = $method.get();
      const signedIn = $auth.get().loggedIn;
      // Read before the order: a success empties the cart, a stock.{index} names one of its lines.
      const titles = $cart.get().items.map((line) => line.product.details.title);
      const outcome = await placer.submit(
        { method, place: placeOf(values), notes: values.notes, guest: signedIn ? undefined : guestOf(values), item },
        options.lang(),
      );
      // SPEC §4: success and failure both re-enable the button.
      $step.set('editing');
      if (outcome.error) {
        const described = describeError(outcome.error, outcome.action);
        // SPEC §8: stock.{index} names the cart line's product in the fail title.
        const product = described.index === undefined ? '' : (titles[described.index] ?? '');
        $alert.set({ kind: 'fail', title: described.title, message: described.message, values: { product } });
        return undefined;
      }
      const route = paymentRoute({ method, result: outcome.result, signedIn, settings: options.payment });
      $alert.set(route.to === 'paymentFail' ? { kind: 'fail', message: 'payment.fail' } : { kind: 'success', message: 'order.success' });
      return { result: outcome.result, method, route };
    },
  };
}
