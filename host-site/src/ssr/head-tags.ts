import { LANGUAGES, localizedPath, type Lang } from '@candleshop/core';
import type { RenderedHead } from '../frame/page-meta.js';

/** Text for an HTML attribute or element. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * JSON inside a <script>: `<` is escaped so that no `</script>` or `<!--` in the data can end the
 * element early; U+2028/2029 so that older parsers read it as JSON.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

// Google reads hreflang as ISO 639-1: Sorani's own code (ckb) is ISO 639-3 and is not recognised,
// so the Kurdish pages are announced as `ku` (README "Language URLs").
export const HREFLANG: Record<Lang, string> = { en: 'en', ku: 'ku', ar: 'ar' };

const ADDRESS_KEYS = new Set(['url', 'item', '@id', 'target']);

/**
 * Structured data with its paths (`/products/4`) made absolute: search engines want whole
 * addresses. Joined as text, so a template such as `?s={search_term_string}` stays as written.
 */
export function withAbsoluteAddresses(data: unknown, origin: string): unknown {
  if (Array.isArray(data)) return data.map((item) => withAbsoluteAddresses(item, origin));
  if (!data || typeof data !== 'object') return data;
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, ADDRESS_KEYS.has(key) && typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? `${origin}${value}` : withAbsoluteAddresses(value, origin)]),
  );
}

/** What the server knows of the page it renders. */
export interface HeadOptions {
  publicUrl: string;
  lang: Lang;
  /** The page's address without a language: `/shop?section=candles`. */
  path: string;
  head: RenderedHead;
  /** Search engines should not index this page (a 404). */
  noindex?: boolean;
}

/** The tags the server adds to a rendered page's head: canonical, hreflang alternates, JSON-LD. */
export function headTags({ publicUrl, lang, path, head, noindex }: HeadOptions): string {
  const url = (language: Lang) => new URL(localizedPath(path, language), publicUrl).href;
  const tags = noindex
    ? ['<meta name="robots" content="noindex">']
    : [
        `<link rel="canonical" href="${escapeHtml(url(lang))}">`,
        ...LANGUAGES.map((language) => `<link rel="alternate" hreflang="${HREFLANG[language]}" href="${escapeHtml(url(language))}">`),
        `<link rel="alternate" hreflang="x-default" href="${escapeHtml(url('en'))}">`,
      ];
  const origin = new URL(publicUrl).origin;
  for (const data of head.structuredData) tags.push(`<script type="application/ld+json">${scriptJson(withAbsoluteAddresses(data, origin))}</script>`);
  return tags.join('');
}
