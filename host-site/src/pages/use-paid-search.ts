import { useEffect, useState } from 'react';
import { OPERATION_TYPE_KEY } from '@candleshop/core';

/**
 * The result pages' query with what was paid for: the `?type=` link as before, else the
 * `operation_type` kept when the payment started (SPEC §9 storage keys), read after mounting so
 * the server's render and the first client render agree.
 */
export function usePaidSearch(search: Record<string, string>): Record<string, string> {
  const [stored, setStored] = useState<string>();
  useEffect(() => setStored(localStorage.getItem(OPERATION_TYPE_KEY) ?? undefined), []);
  return search.type || !stored ? search : { ...search, type: stored };
}
