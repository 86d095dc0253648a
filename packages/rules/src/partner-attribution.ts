// Partner attribution (issue 26 item 2): the names both sides of the wire must agree on.

/** The request header a widget sends its page's partner key in (`data-partner`, `partner`). */
export const PARTNER_HEADER = 'candle-partner';

/** The request header the storefront sends its signed attribution in (kept with the buyer's cart). */
export const ATTRIBUTION_HEADER = 'candle-attribution';

/** What a partner key looks like: 1 to 100 letters, digits, `-` and `_` (safe in a header and an attribute). */
export const PARTNER_KEY = /^[A-Za-z0-9_-]{1,100}$/;

/** Whether `value` is shaped as a partner key (whether it belongs to a partner is the server's to say). */
export function isPartnerKey(value: unknown): value is string {
  return typeof value === 'string' && PARTNER_KEY.test(value);
}
