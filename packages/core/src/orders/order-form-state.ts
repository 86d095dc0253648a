import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
import type { AccountClient } from '../api/account-client.js';
import type { HumanCheck } from '../human-check/human-check.js';
import type { Lang } from '../i18n/languages.js';
import type { MessageValues } from '../i18n/translate.js';
import { $auth } from '../stores/auth.js';
import { checkCheckout } from '../validation/checkout.js';
import type { FieldErrors } from '../validation/validate.js';
import type { GuestContact, OrderPlace } from './payload.js';
import { DEFAULT_PAYMENT_METHOD, type PaymentMethod } from './payment-methods.js';
import type { PaymentSettings } from './payment-route.js';

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

/** Settings of an order-like form (the checkout, the refill request). */
export interface OrderFormOptions {
  /** The account client: what is sent goes with the session cookie, a guest's too. */
  client: AccountClient;
  /** Gives a guest's human-check token, anew for every attempt (SPEC §4, §7). */
  humanCheck: HumanCheck;
  /** Where the payment providers' pages are. */
  payment: PaymentSettings;
  lang: () => Lang;
  /** Makes idempotency keys (tests); `crypto.randomUUID` by default. */
  newKey?: () => string;
}

/** What a shopper sees of an order-like form and does with it before sending. */
export interface OrderFormModel {
  $values: ReadableAtom<CheckoutValues>;
  /** Field → message key, shown under the field. */
  $errors: ReadableAtom<FieldErrors>;
  $alert: ReadableAtom<CheckoutAlert | undefined>;
  $method: ReadableAtom<PaymentMethod>;
  /** Being filled in, the payment modal open, or being sent. */
  $step: ReadableAtom<CheckoutStep>;
  /** Changes a field; its error, and the choose-shipping alert once a choice is made, go away. */
  edit(name: keyof CheckoutValues, value: string): void;
  /** Checks the form in SPEC §5's order and opens the payment modal when it passes. */
  review(): void;
  chooseMethod(method: PaymentMethod): void;
  /** Closes the payment modal without sending. */
  closePayment(): void;
}

/** The part every order-like form shares (checkout, refill request): its stores and the steps before sending. */
export interface OrderFormState extends OrderFormModel {
  /** What the form's model hands the shopper: the stores and the steps before sending. */
  model: OrderFormModel;
  $alert: WritableAtom<CheckoutAlert | undefined>;
  $step: WritableAtom<CheckoutStep>;
  /** A guest's contact as typed, trimmed. */
  guest(): GuestContact;
  /** Where it goes: delivery to a city and address, or pickup at a selling point. */
  place(): OrderPlace;
  /** Starts sending (SPEC §4: the button disabled, the last alert gone); false while a send is under way. */
  startSending(): boolean;
}

const EMPTY: CheckoutValues = { name: '', phone: '', email: '', shipping: '', city: '', address: '', notes: '', sellingPoint: '' };

/**
 * The state of a form that places something and pays for it (SPEC §4 Checkout, §5 Checkout):
 * a guest's contact, delivery or pickup, notes, the payment method, and the checks in SPEC's
 * order (the choose-shipping alert, then contact one at a time, then delivery). The checkout form
 * and the refill request form are built on it, so both check and behave the same.
 */
export function createOrderFormState(): OrderFormState {
  const $values = atom<CheckoutValues>(EMPTY);
  const $errors = atom<FieldErrors>({});
  const $alert = atom<CheckoutAlert | undefined>(undefined);
  const $method = atom<PaymentMethod>(DEFAULT_PAYMENT_METHOD);
  const $step = atom<CheckoutStep>('editing');

  const guest = () => {
    const values = $values.get();
    return { name: values.name.trim(), phone: values.phone.trim(), email: values.email.trim() };
  };

  const model: OrderFormModel = {
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
        guest: guest(),
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
  };

  return {
    ...model,
    model,
    $alert,
    $step,
    guest,
    place() {
      const values = $values.get();
      return values.shipping === 'pickup' ? { shipping: 'pickup', sellingPoint: values.sellingPoint } : { shipping: 'delivery', city: values.city, address: values.address.trim() };
    },
    startSending() {
      if ($step.get() === 'placing') return false;
      $step.set('placing');
      $alert.set(undefined);
      return true;
    },
  };
}
