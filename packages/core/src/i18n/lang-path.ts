import { DEFAULT_LANG, isLang, type Lang } from './languages.js';

/**
 * The storefront's language URLs (README "Language URLs"): English, the default, has none, and
 * Kurdish and Arabic pages live under /ku and /ar: `/shop`, `/ku/shop`, `/ar/shop`.
 */
const PREFIX = /^\/(ku|ar)(?=\/|$|\?|#)/;

/** The language a storefront path names, and the path without it (`/ar/shop` → ar, `/shop`). */
export function splitLangPath(path: string): { lang?: Lang; path: string } {
  const match = PREFIX.exec(path);
  if (!match || !isLang(match[1])) return { path };
  const rest = path.slice(match[0].length);
  return { lang: match[1], path: rest.startsWith('/') ? rest : `/${rest}` };
}

/**
 * A storefront path in `lang`: `/shop` in Arabic is `/ar/shop`. A path that already names a
 * language is moved to `lang`; anything that is not a path of this site (`https://…`, `mailto:`)
 * stays as it is.
 * @example localizedPath('/products/4?size=2', 'ku') // '/ku/products/4?size=2'
 */
export function localizedPath(path: string, lang: Lang): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const bare = splitLangPath(path).path;
  if (lang === DEFAULT_LANG) return bare;
  return bare === '/' ? `/${lang}` : bare.startsWith('/?') || bare.startsWith('/#') ? `/${lang}${bare.slice(1)}` : `/${lang}${bare}`;
}

/** A storefront's base URL in `lang`, for links built as `${base}/products/4`. */
export function localizedBase(base: string, lang: Lang): string {
  const trimmed = base.replace(/\/+$/, '');
  return lang === DEFAULT_LANG ? trimmed : `${trimmed}/${lang}`;
}
