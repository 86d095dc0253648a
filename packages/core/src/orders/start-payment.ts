import { paymentRoute, type PayableKind, type PaymentRouteOf, type PaymentRouteOptions } from './payment-route.js';

/** SPEC §9: the storage key the payment result pages read. */
export const OPERATION_TYPE_KEY = 'operation_type';

/**
 * Where a payment goes once an order, refill request, ticket, accepted quote or subscription was
 * created (`paymentRoute`), with what it is for kept under `operation_type` (SPEC §9 storage
 * keys): the result pages read it when a provider sends the shopper back without `?type=`.
 * @example startPayment({ kind: 'refill', method: 'zaincash', result, signedIn, settings }) // { to: 'provider', … }; operation_type = refill
 */
export function startPayment<Kind extends PayableKind = 'order'>(options: PaymentRouteOptions<Kind>): PaymentRouteOf<Kind> {
  // Straight to storage, not through $operationType: a persistent store would add its library to
  // widgets that keep nothing else (the tickets widget's budget); the pages read the key once.
  try {
    localStorage.setItem(OPERATION_TYPE_KEY, options.kind ?? 'order');
  } catch {
    // No storage (private mode, a server): the result pages still follow `?type=`.
  }
  return paymentRoute(options);
}
