import type { ApiError } from '../api/api-error.js';
import { describeError, type DescribedError, type Failures } from '../api/errors.js';

// SECURITY-REVIEW M4: the server's caps on one customer's unpaid orders, with the checkout's own
// texts (kept out of the shop's failures table, which every widget ships). Refill requests share
// the open-sales cap (SECURITY-REVIEW-2 N3). Its keys are the server's, not message keys.
/** The server's cap refusals of orders and refill requests, and the checkout texts that say them. */
export const ORDER_CAPS: Record<string, string> = { 'order.openLimit': 'checkoutForm.openLimit', 'order.unitLimit': 'checkoutForm.unitLimit' };

/** An order's or refill request's refusal in words: a cap in the checkout's texts, anything else as `failures` says it. */
export function describeOrderFailure(error: ApiError, failures: Failures): DescribedError {
  const cap = ORDER_CAPS[error.key];
  return cap ? { title: 'feedback.fail', message: cap } : describeError(error, failures);
}
