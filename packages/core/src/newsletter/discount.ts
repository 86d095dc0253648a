/** SPEC §1, §9: the newsletter's code takes this much off the next purchase. */
export const NEWSLETTER_DISCOUNT_PERCENT = 15;

/**
 * A code as typed: upper-cased, without spaces or dashes, so `ab12-cd34 ` and `AB12CD34` are the
 * same code.
 */
export function normalizeDiscountCode(text: string): string {
  return text.toUpperCase().replace(/[\s-]+/g, '');
}
