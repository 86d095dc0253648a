/** The storefront path of an order's page: a guest's by uuid and email, a customer's by id (SPEC §2 /orders/{id}). */
export function orderPath({ id, uuid, email }: { id?: string | null; uuid?: string | null; email?: string | null }): string | undefined {
  if (email && uuid) return `/orders/${encodeURIComponent(uuid)}?email=${encodeURIComponent(email)}`;
  return id ? `/orders/${encodeURIComponent(id)}` : undefined;
}
