import { guestTicketPath, ticketPath } from '../tickets/ticket-links.js';
import type { PaymentResult, PaymentRoute } from './payment-route.js';

/**
 * The address a payment route leads to, on the storefront (`storefront`, its origin) or the
 * provider; `undefined` for a guest's cash refill request, which has no page (the form shows a
 * confirmation). The widgets and the storefront use it, so an order, a refill request and a
 * ticket go the same way.
 * @example paymentHref({ to: 'refillDetails', id: '7' }, 'https://shop.example') // 'https://shop.example/refills/7'
 */
export function paymentHref(route: PaymentRoute, storefront: string, result: PaymentResult = {}): string | undefined {
  switch (route.to) {
    case 'provider':
      return route.url;
    case 'fibPaymentDetails': {
      // The FIB page links to the order (or refill request, or ticket) once it is paid. It is on the
      // storefront's origin, which does not share this page's memory: it reads the token again
      // by its unguessable paymentId.
      const query = new URLSearchParams({ id: result.id ?? '', uuid: result.uuid ?? '' });
      if (result.email) query.set('email', result.email);
      if (result.operation_type && result.operation_type !== 'order') query.set('type', result.operation_type);
      query.set('paymentId', route.fibToken.paymentId);
      return `${storefront}/fib-payment-details?${query}`;
    }
    case 'orderDetails':
      return `${storefront}/orders/${encodeURIComponent(route.uuid)}?email=${encodeURIComponent(route.email)}`;
    case 'refillDetails':
      return `${storefront}/refills/${encodeURIComponent(route.id)}`;
    case 'ticketDetails':
      return `${storefront}${ticketPath(route.id)}`;
    case 'guestTicket':
      return `${storefront}${guestTicketPath(route)}`;
    case 'personalizedDetails':
      return `${storefront}/personalized/${encodeURIComponent(route.id)}`;
    case 'subscriptionDetails':
      return `${storefront}/subscriptions/${encodeURIComponent(route.id)}`;
    case 'refillConfirmation':
      return undefined;
    case 'home':
      return `${storefront}/`;
    case 'paymentFail':
      return `${storefront}/payment/fail`;
  }
}
