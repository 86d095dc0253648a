import type { ApiError } from './api-error.js';
import type { DescribedError, ErrorKey, Failures } from './errors.js';
import { ANY_ACTION } from './shared-refusals.js';

const FAIL = 'feedback.fail';

// The server's own message keys (DESIGN §3) and the texts that show them. Server keys are this
// table's keys: they are not message keys, and resources.test.ts reads every other dotted string of
// core as one.
const SERVER_KEYS: Record<string, string> = {
  'auth.failed': 'errors.signInFailed',
  'auth.throttled': 'errors.throttled',
  // SECURITY-REVIEW M1: the human check was asked for and could not be passed.
  'auth.humanCheck': 'errors.humanCheck',
  'reset.invalid': 'errors.resetInvalid',
  'review.duplicate': 'review.alreadyReviewed',
  'input.email.duplicate': 'register.emailTaken',
  'input.phone.duplicate': 'register.phoneTaken',
  'bad.request': 'errors.badRequest',
  unauthorized: 'auth.needToSignIn',
  ...Object.fromEntries(Object.entries(ANY_ACTION).map(([key, shown]) => [key, shown.message])),
};

// SPEC §8 sign-in and reset password show the server's message under the field (also a `status:
// fail` answer's message); the server sends keys, never sentences. An unknown key is "try again".
function accountMessage(key: string): string {
  if (SERVER_KEYS[key]) return SERVER_KEYS[key];
  // Keys core already knows (validation.phoneTaken, …) pass through; errors.unexpected named nothing.
  return key !== 'errors.unexpected' && /^(errors|validation|register|review|auth|order|feedback|cart)\.\w+$/.test(key) ? key : 'errors.tryAgain';
}

function queryKey(error: ApiError): ErrorKey {
  if (error.key === 'not.found' || error.code === 'NOT_FOUND') return 'errors.notFound';
  if (error.key === 'bad.request' || error.code === 'BAD_USER_INPUT') return 'errors.badRequest';
  // SECURITY-REVIEW H4: the server's document limits (query.tooLong, query.tooComplex).
  if (error.key === 'query.tooLong' || error.key === 'query.tooComplex') return 'errors.tooComplex';
  return 'errors.unexpected';
}

function registration(key: string): DescribedError {
  // SPEC §8 Registration: the alert title is always 'Fail'.
  if (key === 'input.email.duplicate') return { title: FAIL, message: 'register.emailTaken', extra: 'register.emailTakenHint' };
  if (key === 'input.phone.duplicate') return { title: FAIL, message: 'register.phoneTaken', extra: 'register.phoneTakenHint' };
  if (key === 'bad.request') return { title: FAIL, message: 'errors.badRequest', extra: 'errors.tryAgainLater' };
  return { title: FAIL, message: 'errors.tryAgain' };
}

function order(key: string, buyNow: boolean): DescribedError {
  if (key === 'stock') return { title: FAIL, message: 'order.moreThanStock' };
  const line = key.match(/^stock\.(\d+)$/);
  if (line) return { title: 'order.itemFail', message: 'order.moreThanStock', index: Number(line[1]) };
  // SPEC §8: only a single buy-now names bad.request; a cart order shows the generic message.
  if (key === 'bad.request' && buyNow) return { title: 'errors.badRequest', message: 'errors.tryAgainLater' };
  return { title: FAIL, message: 'order.failed' };
}

// The refusals that read the same whatever the action come first (shared-refusals.ts).
const shop =
  <Message extends string>(describe: (error: ApiError) => DescribedError<Message>): Failures<Message> =>
  (error) =>
    (ANY_ACTION[error.key] as DescribedError<Message> | undefined) ?? describe(error);
// SPEC §8: "everything else" gives the action's own generic message.
const generic = (message: string): Failures => shop(() => ({ title: FAIL, message }));

/**
 * The shop-wide actions' failures (SPEC §8's table), for {@link describeError}.
 * @example describeError(result.error, shopFailures.addToCart).message // 'cart.addToCartFail'
 */
export const shopFailures = {
  query: shop<ErrorKey>((error) => ({ title: FAIL, message: queryKey(error) })),
  order: shop((error) => order(error.key, false)),
  buyNow: shop((error) => order(error.key, true)),
  // A refused refill (a size its container does not come in, a point that takes no pickups) is bad.request.
  refillRequest: shop((error) => (error.key === 'bad.request' ? { title: 'errors.badRequest', message: 'errors.tryAgainLater' } : { title: FAIL, message: 'errors.refillRequestFailed' })),
  register: shop((error) => registration(error.validation ?? error.key)),
  signIn: shop((error) => ({ title: FAIL, message: accountMessage(error.key) })),
  resetPassword: shop((error) => ({ title: FAIL, message: accountMessage(error.key) })),
  addToCart: generic('cart.addToCartFail'),
  cart: generic('errors.errorOccurred'),
  review: shop((error) => ({ title: FAIL, message: error.key === 'review.duplicate' ? 'review.alreadyReviewed' : 'review.reviewFail' })),
  resendEmail: generic('errors.errorOccurred'),
  forgotPassword: generic('errors.errorOccurred'),
  // SPEC §8: phone update failure shows phone taken.
  phone: generic('validation.phoneTaken'),
} satisfies Record<string, Failures>;

/** A shop-wide action whose failures {@link shopFailures} names. */
export type ErrorAction = keyof typeof shopFailures;
