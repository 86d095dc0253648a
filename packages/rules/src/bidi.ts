import type { Lang } from './languages.js';

// Issue 36 item 2: in Kurdish and Arabic a value written left to right (a reference, a code, an
// email, a phone, a Latin address) keeps its own order only when isolated from the sentence
// around it; otherwise `5-Q2Y5-S205` reads `Q2Y5-S205-5` and `sara@example.com` splits at its dot.

/** First strong isolate: the value takes the direction of its own first letter. */
export const FIRST_STRONG_ISOLATE = '\u2068';
/** Pop directional isolate: ends an isolate. */
export const POP_ISOLATE = '\u2069';

/**
 * `value` between FSI and PDI marks, for plain text (a mail, an aria-label, a translated message)
 * where no `<bdi>` element can be used; an empty value stays empty.
 * @example isolate('5-Q2Y5-S205') // '\u20685-Q2Y5-S205\u2069'
 */
export function isolate(value: string): string {
  return value ? `${FIRST_STRONG_ISOLATE}${value}${POP_ISOLATE}` : value;
}

/**
 * {@link isolate} in a right-to-left language (Kurdish, Arabic); in English, where the values
 * shown are written left to right like the text around them, the value as it is.
 * @example isolateIn('ar', 'sara@example.com') // '\u2068sara@example.com\u2069'
 */
export function isolateIn(lang: Lang, value: string): string {
  return lang === 'en' ? value : isolate(value);
}
