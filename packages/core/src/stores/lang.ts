import { persistentAtom } from '@nanostores/persistent';
import { DEFAULT_LANG, isLang, type Lang } from '../i18n/languages.js';
import { shared } from './registry.js';

/**
 * The visitor's language, kept in localStorage under `lang` (SPEC §1) and in step across tabs.
 * Shared by the host site and every widget on the page.
 */
export const $lang = shared('lang', () =>
  persistentAtom<Lang>('lang', DEFAULT_LANG, {
    encode: (value) => value,
    decode: (value) => (isLang(value) ? value : DEFAULT_LANG),
  }),
);

/** Switches the page's language. */
export function setLang(lang: Lang): void {
  $lang.set(lang);
}
