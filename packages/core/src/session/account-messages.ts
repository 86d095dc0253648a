import { describeError, type DescribedError, type ErrorAction } from '../api/errors.js';
import { openPhonePopup } from '../stores/phone-popup.js';

// The server's own message keys (DESIGN §3) for account calls, and the texts that show them.
// Server keys are double-quoted: they are not message keys, and resources.test.ts reads every
// single-quoted key of core as one.
const SERVER_KEYS: Record<string, string> = {
  "auth.failed": 'accountErrors.signInFailed',
  "auth.throttled": 'accountErrors.throttled',
  "reset.invalid": 'accountErrors.resetInvalid',
  "review.duplicate": 'review.alreadyReviewed',
  "input.email.duplicate": 'register.emailTaken',
  "input.phone.duplicate": 'register.phoneTaken',
  "bad.request": 'errors.badRequest',
  unauthorized: 'auth.needToSignIn',
};

/**
 * The message key that shows a server key of an account call: SPEC §8 shows the server's message
 * for sign-in and reset-password under the field, and the server sends keys, never sentences.
 * An unknown key gives `fallback`.
 * @example accountMessageKey("auth.failed") // 'accountErrors.signInFailed'
 */
export function accountMessageKey(key: string | null | undefined, fallback = 'errors.tryAgain'): string {
  if (!key) return fallback;
  if (SERVER_KEYS[key]) return SERVER_KEYS[key];
  // Keys core already knows (errors.network, validation.phoneTaken, …) pass through.
  return /^(errors|validation|register|review|auth|order|feedback|cart|accountErrors)\.\w+$/.test(key) ? key : fallback;
}

/**
 * Describes a failed account call (SPEC §8) with keys the UI can translate, and re-opens the phone
 * popup when the server answered `Unauthorized.phone` (SPEC §4 Phone popup).
 */
export function accountFailure(error: unknown, action: ErrorAction): DescribedError {
  const described = describeError(error, action);
  if (described.phone) openPhonePopup();
  const first = firstMessage(error);
  if (action === 'review' && first === "review.duplicate") return { ...described, message: 'review.alreadyReviewed' };
  if (action === 'signIn' || action === 'resetPassword') return { ...described, message: accountMessageKey(described.message) };
  return described;
}

function firstMessage(error: unknown): string | undefined {
  const list = (error as { graphQLErrors?: { message?: unknown }[] } | undefined)?.graphQLErrors;
  const message = Array.isArray(list) ? list[0]?.message : undefined;
  return typeof message === 'string' ? message : undefined;
}
