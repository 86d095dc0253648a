import { guestTicketPath, ticketPath } from '@candleshop/core';

/** The storefront path of an order's page: a guest's by uuid and email, a customer's by id (SPEC §2 /orders/{id}). */
export function orderPath({ id, uuid, email }: { id?: string | null; uuid?: string | null; email?: string | null }): string | undefined {
  if (email && uuid) return `/orders/${encodeURIComponent(uuid)}?email=${encodeURIComponent(email)}`;
  return id ? `/orders/${encodeURIComponent(id)}` : undefined;
}

/**
 * Where a payment's result page and the FIB page link: with `type=ticket` the ticket (a guest's by
 * uuid and email, SPEC §2's route; a customer's /tickets/{id}), else the order.
 */
export function paidPath(search: { id?: string; uuid?: string; email?: string; type?: string }): { path: string; ticket: boolean } | undefined {
  if (search.type === 'ticket') {
    if (search.id && search.uuid && search.email) return { path: guestTicketPath({ id: search.id, uuid: search.uuid, email: search.email }), ticket: true };
    return search.id ? { path: ticketPath(search.id), ticket: true } : undefined;
  }
  const path = orderPath(search);
  return path ? { path, ticket: false } : undefined;
}
