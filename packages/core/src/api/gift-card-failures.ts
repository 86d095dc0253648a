import type { ApiError } from './api-error.js';
import type { DescribedError } from './errors.js';
import { ANY_ACTION } from './shared-refusals.js';

// The server's refusals of a gift card's code and of sending it (issue 35 item 1), as the card
// page's texts. Server keys are double-quoted: they are not message keys (resources.test.ts).
const GIFT_CARD_KEYS: Record<string, string> = {
  'giftcard.mistyped': 'giftCardPage.errors.mistyped',
  'giftcard.unknown': 'giftCardPage.errors.unknown',
  'giftcard.throttled': 'giftCardPage.errors.throttled',
  'giftcard.void': 'giftCardPage.errors.void',
  'giftcard.sent': 'giftCardPage.errors.sent',
  'bad.request': 'giftCardPage.errors.fields',
};

/**
 * The texts of a refused card lookup or send: the card's own refusals, the shared ones, a network
 * failure as itself, anything else "could not be done, try again".
 * @example giftCardFailure({ key: "giftcard.unknown" }) // { title: 'feedback.fail', message: 'giftCardPage.errors.unknown' }
 */
export function giftCardFailure(error: ApiError): DescribedError {
  const message = GIFT_CARD_KEYS[error.key] ?? ANY_ACTION[error.key]?.message ?? (error.network ? error.key : 'giftCardPage.errors.failed');
  return { title: 'feedback.fail', message };
}
