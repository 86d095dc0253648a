/** SPEC §1, §9: the newsletter's code takes this much off the next purchase. */
export const NEWSLETTER_DISCOUNT_PERCENT = 15;

/**
 * What a discount code takes off an order, in integer IQD: `percent` of the items (products and
 * refills), never of the delivery, rounded down to the dinar. The server charges by the same rule
 * (tests/contract/newsletter-discount.test.ts).
 * @example discountOf(45000, 15) // 6750
 */
export function discountOf(subtotal: number, percent: number): number {
  return Math.floor((subtotal * percent) / 100);
}

/**
 * A code as typed: upper-cased, without spaces or dashes, so `ab12-cd34 ` and `AB12CD34` are the
 * same code.
 */
export function normalizeDiscountCode(text: string): string {
  return text.toUpperCase().replace(/[\s-]+/g, '');
}
