import { useEffect, useState } from 'react';
import { OPERATION_TYPE_KEY, pendingPaymentEmail } from '@candleshop/core';

/**
 * The result pages' query with what was paid for: the `?type=` link as before, else the
 * `operation_type` kept when the payment started (SPEC §9 storage keys); and a guest's email from
 * this browser's pending payment, since no provider return carries it (SECURITY-REVIEW L11). Both
 * are read after mounting, so the server's render and the first client render agree.
 */
export function usePaidSearch(search: Record<string, string>): Record<string, string> {
  const [stored, setStored] = useState<{ type?: string; email?: string }>({});
  useEffect(() => setStored({ type: localStorage.getItem(OPERATION_TYPE_KEY) ?? undefined, email: pendingPaymentEmail(search.uuid) }), [search.uuid]);
  const type = search.type || stored.type;
  const email = search.email ?? stored.email;
  return { ...search, ...(type ? { type } : {}), ...(email ? { email } : {}) };
}
