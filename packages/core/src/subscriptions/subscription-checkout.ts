import { atom, type ReadableAtom } from 'nanostores';
import type { AccountClient } from '../api/account-client.js';
import { toApiError } from '../api/api-error.js';
import { describeError, type Failures } from '../api/errors.js';
import { BuySubscription } from '../api/operations/subscriptions.js';
import type { VariablesOf } from '../api/graphql.js';
import type { HumanCheck } from '../human-check/human-check.js';
import type { Lang } from '../i18n/languages.js';
import { createIdempotencyKeys } from '../orders/idempotency-keys.js';
import type { PaymentMethod } from '../orders/payment-methods.js';
import type { PaymentResult } from '../orders/payment-route.js';
import { toWesternDigits } from '../format/number.js';
import { isPhone } from '../validation/phone.js';
import { humanCheckNeeded } from '../session/human-check-needed.js';

/** What the buyer chose on /giftsubscription/checkout (SPEC §2, §6). */
export interface SubscriptionChoice {
  packageId: string;
  months: number;
  gift: boolean;
  giftName: string;
  giftPhone: string;
  giftMessage: string;
  deliver: boolean;
  city: string;
  address: string;
  point: string;
}

/** The fields that can be refused, each with its message key. */
export type SubscriptionErrors = Partial<Record<'giftName' | 'giftPhone' | 'city' | 'address' | 'point', string>>;

/** Settings of {@link createSubscriptionCheckout}. */
export interface SubscriptionCheckoutOptions {
  /** The account client: buying needs the session cookie. */
  client: AccountClient;
  lang: () => Lang;
  /** The package and months the page was opened with (`?package=…&months=…`). */
  preset?: { packageId?: string; months?: number };
  /** Makes idempotency keys (tests); `crypto.randomUUID` by default. */
  newKey?: () => string;
  /** Gives the token an unverified account buys with (SECURITY-REVIEW-2 N3). */
  humanCheck?: HumanCheck;
}

/** One subscription checkout's state as stores, and what the buyer can do with it. */
export interface SubscriptionCheckout {
  $choice: ReadableAtom<SubscriptionChoice>;
  /** Field → message key, shown under the field. */
  $errors: ReadableAtom<SubscriptionErrors>;
  $method: ReadableAtom<PaymentMethod>;
  $busy: ReadableAtom<boolean>;
  /** The message key of the last failed purchase. */
  $failed: ReadableAtom<string | undefined>;
  /** Changes a choice; its error goes away. */
  set<K extends keyof SubscriptionChoice>(field: K, value: SubscriptionChoice[K]): void;
  chooseMethod(method: PaymentMethod): void;
  /** Shows `message` (a payment that could not start) as the purchase's failure. */
  fail(message: string): void;
  /**
   * Checks the choice and buys the price `priceId` (it stands for its package and months); answers
   * the payment result, or `undefined` when a field was refused or the purchase failed.
   */
  buy(priceId: string): Promise<PaymentResult | undefined>;
}

function errorsOf(choice: SubscriptionChoice): SubscriptionErrors {
  const errors: SubscriptionErrors = {};
  if (choice.gift && !choice.giftName.trim()) errors.giftName = 'subscriptions.nameRequired';
  if (choice.gift && !isPhone(toWesternDigits(choice.giftPhone).trim())) errors.giftPhone = 'subscriptions.phoneInvalid';
  if (choice.deliver && !choice.city) errors.city = 'subscriptions.cityRequired';
  if (choice.deliver && !choice.address.trim()) errors.address = 'subscriptions.addressRequired';
  if (!choice.deliver && !choice.point) errors.point = 'subscriptions.pointRequired';
  return errors;
}

// A refused value asks to check the form; anything else is the subscriptions' generic failure.
const subscriptionFailures: Failures = (error) => ({
  title: 'feedback.fail',
  message: error.validation ? 'subscriptions.checkForm' : error.key === 'humanCheck.required' ? 'errors.humanCheck' : 'subscriptions.failed',
});

async function send(options: SubscriptionCheckoutOptions, variables: VariablesOf<typeof BuySubscription>) {
  try {
    // SECURITY-REVIEW-2 N3: an unverified account buys past the human check.
    const token = options.humanCheck && humanCheckNeeded() ? await options.humanCheck.token('submit') : undefined;
    return await options.client.mutate(BuySubscription, token ? { ...variables, token } : variables, options.lang());
  } catch (error) {
    // The human check failed: nothing was sent.
    return { error: toApiError(error) };
  }
}

/**
 * Creates the subscription checkout's state (SPEC §2, §6, §7 subscription): package and months,
 * for oneself or a gift with the recipient, delivery or pickup and the method, checked, then
 * `subscription` with an idempotency key kept while the same purchase is retried (SECURITY B1).
 * What was chosen stays when buying fails.
 * @example const checkout = createSubscriptionCheckout({ client, lang: () => 'en', preset: { packageId: '2', months: 6 } });
 */
export function createSubscriptionCheckout(options: SubscriptionCheckoutOptions): SubscriptionCheckout {
  const keys = createIdempotencyKeys(options.newKey);
  const $choice = atom<SubscriptionChoice>({
    packageId: options.preset?.packageId ?? '1',
    months: options.preset?.months || 3,
    gift: true,
    giftName: '',
    giftPhone: '',
    giftMessage: '',
    deliver: true,
    city: '',
    address: '',
    point: '',
  });
  const $errors = atom<SubscriptionErrors>({});
  const $method = atom<PaymentMethod>('cash');
  const $busy = atom(false);
  const $failed = atom<string | undefined>();

  return {
    $choice,
    $errors,
    $method,
    $busy,
    $failed,
    set(field, value) {
      $choice.set({ ...$choice.get(), [field]: value });
      $errors.set({ ...$errors.get(), [field]: undefined });
    },
    chooseMethod: (method) => $method.set(method),
    fail: (message) => $failed.set(message),
    async buy(priceId) {
      const choice = $choice.get();
      const found = errorsOf(choice);
      $errors.set(found);
      if (Object.keys(found).length || $busy.get()) return undefined;
      const variables = {
        subscription: priceId,
        method: $method.get(),
        gift: choice.gift ? { name: choice.giftName.trim(), phone: choice.giftPhone.trim(), message: choice.giftMessage.trim() || null } : null,
        ...(choice.deliver ? { city: choice.city, address: choice.address.trim() } : { selling_point: choice.point }),
      };
      $busy.set(true);
      $failed.set(undefined);
      const answer = await send(options, { ...variables, idempotencyKey: keys.keyFor(JSON.stringify(variables)) });
      $busy.set(false);
      if (answer.error) {
        $failed.set(describeError(answer.error, subscriptionFailures).message);
        return undefined;
      }
      keys.done();
      return answer.data.subscription;
    },
  };
}
