import { guestTicketPath, ticketPath, type PayableKind } from '@candleshop/core';

/** The storefront path of an order's page: a guest's by uuid and email, a customer's by id (SPEC §2 /orders/{id}). */
export function orderPath({ id, uuid, email }: { id?: string | null; uuid?: string | null; email?: string | null }): string | undefined {
  if (email && uuid) return `/orders/${encodeURIComponent(uuid)}?email=${encodeURIComponent(email)}`;
  return id ? `/orders/${encodeURIComponent(id)}` : undefined;
}

/**
 * Where a payment's result page and the FIB page link, from the query the server's return routes
 * and the FIB page carry: with `type=ticket` the ticket (a guest's by SPEC §2's route, a customer's
 * /tickets/{id}); with `type=refill` a customer's refill request (a guest, who came back with an
 * email, has no refill page: undefined); else the order.
 */
export function paidPath(search: { id?: string; uuid?: string; email?: string; type?: string }, signedOut = false): { path: string; kind: PayableKind } | undefined {
  const { id, uuid, email, type } = search;
  if (type === 'ticket') {
    // A guest's ticket by its uuid: with the email when this browser kept it, else without contact
    // details (a partner's page kept it on its own origin; no return carries it, SECURITY-REVIEW L11).
    if (id && uuid && (email || signedOut)) return { path: guestTicketPath({ id, uuid, email }), kind: 'ticket' };
    return id ? { path: ticketPath(id), kind: 'ticket' } : undefined;
  }
  if (type === 'personalized') return id ? { path: `/personalized/${encodeURIComponent(id)}`, kind: 'personalized' } : undefined;
  if (type === 'subscription') return id ? { path: `/subscriptions/${encodeURIComponent(id)}`, kind: 'subscription' } : undefined;
  if (type === 'refill') return id && !email ? { path: `/refills/${encodeURIComponent(id)}`, kind: 'refill' } : undefined;
  const path = orderPath(search);
  return path ? { path, kind: 'order' } : undefined;
}
