import type { Translate } from '@candleshop/core';

// 'being prepared' is the key beingPrepared.
const camel = (status: string) => status.replace(/ (\w)/g, (_, letter: string) => letter.toUpperCase());

/**
 * A status in the page's language: an order's words are shop-wide (order.status.*); the words only
 * requests use (quoted, scheduled, delivered) are the back office's.
 */
export function statusLabel(t: Translate, status: string): string {
  const key = camel(status);
  const shared = `order.status.${key}`;
  const label = t(shared);
  return label === shared ? t(`admin.status.${key}`) : label;
}
