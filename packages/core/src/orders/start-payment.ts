import { setOperationType } from '../stores/operation-type.js';
import { paymentRoute, type PayableKind, type PaymentRouteOf, type PaymentRouteOptions } from './payment-route.js';

/**
 * Where a payment goes once an order, refill request, ticket, accepted quote or subscription was
 * created (`paymentRoute`), with what it is for kept under `operation_type` (SPEC §9 storage
 * keys): the result pages read it when a provider sends the shopper back without `?type=`.
 * @example startPayment({ kind: 'refill', method: 'zaincash', result, signedIn, settings }) // { to: 'provider', … }; operation_type = refill
 */
export function startPayment<Kind extends PayableKind = 'order'>(options: PaymentRouteOptions<Kind>): PaymentRouteOf<Kind> {
  setOperationType(options.kind ?? 'order');
  return paymentRoute(options);
}
