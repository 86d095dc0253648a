/** The storefront path of an order's page: a guest's by uuid and email, a customer's by id (SPEC §2 /orders/{id}). */
export function orderPath({ id, uuid, email }: { id?: string | null; uuid?: string | null; email?: string | null }): string | undefined {
  if (email && uuid) return `/orders/${encodeURIComponent(uuid)}?email=${encodeURIComponent(email)}`;
  return id ? `/orders/${encodeURIComponent(id)}` : undefined;
}

/**
 * The storefront path of what a payment was for, from the query the server's return routes and
 * the FIB page carry: a refill request's page when type is refill (a customer's; a guest, who
 * came back with an email, has none), else the order's.
 */
export function payablePath(search: { id?: string; uuid?: string; email?: string; type?: string }): string | undefined {
  if (search.type !== 'refill') return orderPath(search);
  return search.id && !search.email ? `/refills/${encodeURIComponent(search.id)}` : undefined;
}
