import type { Lang } from '@candleshop/rules';

// The languages themselves are a fact the server shares (@candleshop/rules).
export { LANGUAGES, DEFAULT_LANG, isLang } from '@candleshop/rules';
export type { Lang } from '@candleshop/rules';

/** Writing direction of a language: ku and ar are right to left. */
export function textDirection(lang: Lang): 'ltr' | 'rtl' {
  return lang === 'en' ? 'ltr' : 'rtl';
}
