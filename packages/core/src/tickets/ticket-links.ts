import type { PaymentResult, PaymentRoute } from '../orders/payment-route.js';

/**
 * The storefront address of a guest's ticket: SPEC §2 "after a guest cash ticket purchase the
 * current route is replaced with query id, token, email and type"; the token is the ticket's uuid.
 * @example guestTicketPath({ id: '7', uuid: 'u-7', email: 'a@b.iq' }) // '/workshops?id=7&token=u-7&email=a%40b.iq&type=ticket'
 */
export function guestTicketPath({ id, uuid, email }: { id: string; uuid: string; email: string }): string {
  return `/workshops?${new URLSearchParams({ id, token: uuid, email, type: 'ticket' })}`;
}

/** The storefront address of a signed-in customer's ticket (SPEC §2 /tickets/{id}). */
export function ticketPath(id: string): string {
  return `/tickets/${encodeURIComponent(id)}`;
}

/**
 * Where a ticket's payment route leads (the routes are the orders', SPEC §4): the provider's page,
 * the storefront's FIB page (which links to the ticket once paid), a guest's ticket (cash), or the
 * customer's ticket page where an order would go home (a ticket's own page says more than home).
 */
export function ticketHref(route: PaymentRoute, storefront: string, result: PaymentResult): string {
  switch (route.to) {
    case 'provider':
      return route.url;
    case 'fibPaymentDetails': {
      // The FIB page is on the storefront's origin: it reads the token again by its paymentId.
      const query = new URLSearchParams({ id: result.id ?? '', uuid: result.uuid ?? '' });
      if (result.email) query.set('email', result.email);
      query.set('paymentId', route.fibToken.paymentId);
      query.set('type', 'ticket');
      return `${storefront}/fib-payment-details?${query}`;
    }
    case 'orderDetails':
      return `${storefront}${guestTicketPath({ id: result.id ?? '', uuid: route.uuid, email: route.email })}`;
    case 'home':
      return result.id ? `${storefront}${ticketPath(result.id)}` : `${storefront}/`;
    case 'paymentFail':
      return `${storefront}/payment/fail`;
  }
}
