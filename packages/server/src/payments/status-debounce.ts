import type { PaymentRow } from '../db/tables/payments.js';

/** How long a payment's status check answers for it (SECURITY-REVIEW L17). */
export const STATUS_CHECK_INTERVAL_MS = 5000;
/** The most payments whose last check is remembered (every cache has a bound). */
export const STATUS_CHECK_MEMORY = 1000;

/**
 * Debounces provider status checks per payment (SECURITY-REVIEW L17): callbacks, returns and
 * `fibPaymentStatus` polls are unauthenticated, so each must not become a provider call. A check
 * of a payment within `intervalMs` of the last one (or while it runs) answers that one's outcome;
 * a check that failed is forgotten, so the next call asks again.
 * @example const check = debounceStatusChecks((payment) => verifyPayment(verifier, adapter, payment));
 */
export function debounceStatusChecks<T>(
  check: (payment: PaymentRow) => Promise<T>,
  { intervalMs = STATUS_CHECK_INTERVAL_MS, limit = STATUS_CHECK_MEMORY, now = () => Date.now() } = {},
): (payment: PaymentRow) => Promise<T> {
  const recent = new Map<number, { at: number; outcome: Promise<T> }>();
  return (payment) => {
    const seen = recent.get(payment.id);
    if (seen && now() - seen.at < intervalMs) return seen.outcome;
    const outcome = check(payment);
    recent.delete(payment.id);
    recent.set(payment.id, { at: now(), outcome });
    // Oldest first: a Map keeps insertion order.
    if (recent.size > limit) recent.delete(recent.keys().next().value!);
    outcome.catch(() => recent.get(payment.id)?.outcome === outcome && recent.delete(payment.id));
    return outcome;
  };
}
