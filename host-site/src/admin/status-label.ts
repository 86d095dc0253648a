import { statusKey, type Translate } from '@candleshop/core';

/**
 * A status in the page's language: an order's words are shop-wide (order.status.*); the words only
 * requests use (quoted, scheduled, delivered) are the back office's.
 */
export function statusLabel(t: Translate, status: string): string {
  const shared = statusKey(status);
  const label = t(shared);
  return label === shared ? t(statusKey(status, 'admin.status')) : label;
}
