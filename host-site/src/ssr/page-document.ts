import type { Lang, Result } from '@candleshop/core';
import { escapeHtml, scriptJson } from './head-tags.js';

/** The id of the script element holding the answers a page was rendered with (main.tsx reads it). */
export const ANSWERS_ELEMENT_ID = 'candle-answers';

/** What goes into the host site's index.html for one rendered page. */
export interface PageParts {
  lang: Lang;
  dir: 'ltr' | 'rtl';
  title?: string;
  description?: string;
  /** Canonical, alternates, JSON-LD: already HTML. */
  headTags: string;
  /** The rendered app. */
  app: string;
  answers: Record<string, Result<unknown>>;
}

/**
 * Fills the built index.html with a rendered page: its language and direction, its title and
 * description, the head tags, the app, and the query answers as JSON (a data block: no script
 * runs from the page itself, so a strict CSP holds).
 */
export function pageDocument(template: string, parts: PageParts): string {
  // Every insertion is a function replacement (SECURITY-REVIEW L1): a string replacement expands
  // $&, $` and $', and customer text (a review, a name, a search keyword) reaches the title
  // and the head tags, so such text would copy parts of the page around it.
  let html = template.replace(/<html[^>]*>/, () => `<html lang="${parts.lang}" dir="${parts.dir}">`);
  const { title, description } = parts;
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  if (description) html = html.replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeHtml(description)}">`);
  html = html.replace('</head>', () => `${parts.headTags}</head>`);
  const answers = `<script type="application/json" id="${ANSWERS_ELEMENT_ID}">${scriptJson(parts.answers)}</script>`;
  // The page reads without JavaScript: the shell's notice that it needs it does not apply.
  html = html.replace(/<noscript>[\s\S]*?<\/noscript>/, '');
  return html.replace(/<div id="app">[\s\S]*?<\/div>/, () => `<div id="app">${parts.app}</div>${answers}`);
}
