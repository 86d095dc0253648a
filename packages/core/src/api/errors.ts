import { describeNewsletterError } from '../newsletter/newsletter-errors.js';
import type { ApiError } from './api-error.js';
import { ANY_ACTION } from './shared-refusals.js';

/** Message keys (core's i18n resources) a failed query shows. */
export type ErrorKey = 'errors.network' | 'errors.unavailable' | 'errors.notFound' | 'errors.badRequest' | 'errors.tooComplex' | 'errors.unexpected';

/** The action that failed: each shows its own messages (SPEC §8). */
export type ErrorAction =
  | 'query'
  | 'order'
  | 'buyNow'
  | 'refillRequest'
  | 'newsletter'
  | 'register'
  | 'signIn'
  | 'addToCart'
  | 'cart'
  | 'review'
  | 'resendEmail'
  | 'forgotPassword'
  | 'resetPassword'
  | 'phone';

/** A failure as the UI shows it: message keys to translate, never sentences. */
export interface DescribedError<Message extends string = string> {
  title: string;
  message: Message;
  /** A second line (SPEC §8 Registration: "with the extra message …"). */
  extra?: string;
  /** SPEC §8 `stock.{index}`: the cart line at fault; put its product title in `title`'s `{{product}}`. */
  index?: number;
  /** SPEC §8: the first error's debug message was `Unauthorized.phone`, so the phone popup re-opens. */
  phone?: true;
}

const FAIL = 'feedback.fail';
// The key of a failure that named nothing (core's own, not the server's).
const UNNAMED = 'errors.unexpected';
// SPEC §8: "everything else" gives the action's own generic message.
const GENERIC: Record<ErrorAction, string> = {
  query: 'errors.unexpected',
  order: 'order.failed',
  buyNow: 'order.failed',
  refillRequest: 'errors.refillRequestFailed',
  newsletter: 'newsletter.fail',
  register: 'errors.tryAgain',
  signIn: 'errors.tryAgain',
  addToCart: 'cart.addToCartFail',
  cart: 'errors.errorOccurred',
  review: 'review.reviewFail',
  resendEmail: 'errors.errorOccurred',
  forgotPassword: 'errors.errorOccurred',
  resetPassword: 'errors.tryAgain',
  // SPEC §8: phone update failure shows phone taken.
  phone: 'validation.phoneTaken',
};


// The server's own message keys (DESIGN §3) and the texts that show them. Server keys are
// double-quoted: they are not message keys, and resources.test.ts reads every single-quoted key of
// core as one.
const SERVER_KEYS: Record<string, string> = {
  "auth.failed": 'errors.signInFailed',
  "auth.throttled": 'errors.throttled',
  // SECURITY-REVIEW M1: the human check was asked for and could not be passed.
  "auth.humanCheck": 'errors.humanCheck',
  "reset.invalid": 'errors.resetInvalid',
  "review.duplicate": 'review.alreadyReviewed',
  "input.email.duplicate": 'register.emailTaken',
  "input.phone.duplicate": 'register.phoneTaken',
  "bad.request": 'errors.badRequest',
  unauthorized: 'auth.needToSignIn',
  ...Object.fromEntries(Object.entries(ANY_ACTION).map(([key, shown]) => [key, shown.message])),
};


/**
 * The message key that shows a server key: SPEC §8 shows the server's message for sign-in and
 * reset-password under the field (also a `status: fail` answer's message), and the server sends
 * keys, never sentences. An unknown key gives `fallback`.
 * @example accountMessageKey("auth.failed") // 'errors.signInFailed'
 */
export function accountMessageKey(key: string | null | undefined, fallback = 'errors.tryAgain'): string {
  if (!key) return fallback;
  if (SERVER_KEYS[key]) return SERVER_KEYS[key];
  // Keys core already knows (errors.network, validation.phoneTaken, …) pass through.
  return /^(errors|validation|register|review|auth|order|feedback|cart)\.\w+$/.test(key) ? key : fallback;
}

function queryKey(error: ApiError): ErrorKey {
  if (error.network) return error.key as ErrorKey;
  if (error.key === 'not.found' || error.code === 'NOT_FOUND') return 'errors.notFound';
  if (error.key === 'bad.request' || error.code === 'BAD_USER_INPUT') return 'errors.badRequest';
  // SECURITY-REVIEW H4: the server's document limits (query.tooLong, query.tooComplex).
  if (error.key === "query.tooLong" || error.key === "query.tooComplex") return 'errors.tooComplex';
  return 'errors.unexpected';
}

function describeRegistration(key: string): DescribedError {
  // SPEC §8 Registration: the alert title is always 'Fail'.
  if (key === 'input.email.duplicate') return { title: FAIL, message: 'register.emailTaken', extra: 'register.emailTakenHint' };
  if (key === 'input.phone.duplicate') return { title: FAIL, message: 'register.phoneTaken', extra: 'register.phoneTakenHint' };
  if (key === 'bad.request') return { title: FAIL, message: 'errors.badRequest', extra: 'errors.tryAgainLater' };
  return { title: FAIL, message: GENERIC.register };
}

function describeOrder(key: string, action: 'order' | 'buyNow'): DescribedError {
  if (key === 'stock') return { title: FAIL, message: 'order.moreThanStock' };
  const line = key.match(/^stock\.(\d+)$/);
  if (line) return { title: 'order.itemFail', message: 'order.moreThanStock', index: Number(line[1]) };
  // SPEC §8: only a single buy-now names bad.request; a cart order shows the generic message.
  if (key === 'bad.request' && action === 'buyNow') return { title: 'errors.badRequest', message: 'errors.tryAgainLater' };
  return { title: FAIL, message: GENERIC[action] };
}

function describeAction(error: ApiError, action: ErrorAction): DescribedError {
  // No answer, or the shop unavailable for a moment (issue 23): whatever the action, try again.
  if (error.network) return { title: FAIL, message: error.key };
  const anyAction = ANY_ACTION[error.key];
  if (anyAction) return anyAction;
  switch (action) {
    case 'query':
      return { title: FAIL, message: queryKey(error) };
    case 'register':
      return describeRegistration(error.validation ?? error.key);
    case 'order':
    case 'buyNow':
      return describeOrder(error.key, action);
    case 'refillRequest':
      // A refused refill (a size its container does not come in, a point that takes no pickups) is bad.request.
      return error.key === 'bad.request' ? { title: 'errors.badRequest', message: 'errors.tryAgainLater' } : { title: FAIL, message: GENERIC.refillRequest };
    case 'newsletter':
      return describeNewsletterError(error);
    case 'review':
      return { title: FAIL, message: error.key === "review.duplicate" ? 'review.alreadyReviewed' : GENERIC.review };
    // SPEC §8: sign-in and reset-password failures show the server's own message under the field.
    case 'signIn':
    case 'resetPassword':
      return { title: FAIL, message: accountMessageKey(error.key === UNNAMED ? undefined : error.key) };
    default:
      return { title: FAIL, message: GENERIC[action] };
  }
}

/**
 * What the UI shows for a failed `action` (SPEC §8's table): message keys to translate. `error` is
 * what core's clients answered; `undefined` stands for a call that answered `status: fail`, which
 * shows the action's generic message.
 * @example describeError({ key: 'stock.2' }, 'order') // { title: 'order.itemFail', message: 'order.moreThanStock', index: 2 }
 */
export function describeError(error: ApiError | undefined, action: 'query'): DescribedError<ErrorKey>;
export function describeError(error: ApiError | undefined, action: ErrorAction): DescribedError;
export function describeError(error: ApiError | undefined, action: ErrorAction): DescribedError {
  const described = describeAction(error ?? { key: UNNAMED }, action);
  return error?.phone ? { ...described, phone: true } : described;
}
