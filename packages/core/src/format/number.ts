import type { Lang } from '../i18n/languages.js';

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
// U+066C ARABIC THOUSANDS SEPARATOR, U+066B ARABIC DECIMAL SEPARATOR.
const ARABIC_GROUP = '٬';
const ARABIC_DECIMAL = '٫';

const western = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/**
 * Formats a number with grouped digits in the language's own digits: Western in en,
 * Arabic-Indic in ku and ar (SPEC §1).
 * @example formatNumber(25000, 'ar') // '٢٥٬٠٠٠'
 */
export function formatNumber(value: number, lang: Lang): string {
  const text = western.format(value);
  if (lang === 'en') return text;
  return localizeDigits(
    text.replace(/[.,]/g, (ch) => (ch === ',' ? ARABIC_GROUP : ARABIC_DECIMAL)),
    lang,
  );
}

/**
 * Writes the Western digits of `text` in the language's digits, without grouping: for years,
 * codes and phone numbers.
 * @example localizeDigits('2026', 'ku') // '٢٠٢٦'
 */
export function localizeDigits(text: string, lang: Lang): string {
  return lang === 'en' ? text : text.replace(/[0-9]/g, (digit) => ARABIC_INDIC[Number(digit)]!);
}

// Reading typed digits is the phone rule's, shared with the server (@candleshop/rules).
export { westernDigits as toWesternDigits } from '@candleshop/rules';

/**
 * A whole percentage in the language's digits and sign: `15%` in en, `١٥٪` (U+066A) in ku and ar.
 * @example formatPercent(15, 'ar') // '١٥٪'
 */
export function formatPercent(value: number, lang: Lang): string {
  return lang === 'en' ? `${formatNumber(value, lang)}%` : `${formatNumber(value, lang)}٪`;
}
