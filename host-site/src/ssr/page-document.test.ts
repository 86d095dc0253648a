import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { headTags } from './head-tags.js';
import { ANSWERS_ELEMENT_ID, pageDocument } from './page-document.js';

// Run from the repository's root (happy-dom's import.meta.url is not a file address).
const template = readFileSync('host-site/index.html', 'utf8');

// SECURITY-REVIEW L1: `$&`, `` $` `` and `$'` in customer text must reach the page as text.
const PATTERNS = ['$&', '$`', "$'", '$1', '$<x>'];

function render(text: string): string {
  const review = { '@type': 'Review', reviewBody: `${text} REVIEW-MARKER`, author: { '@type': 'Person', name: `${text} NAME-MARKER` } };
  const head = { status: 200, structuredData: [{ '@context': 'https://schema.org', '@type': 'Product', name: 'Rose', review: [review] }] };
  return pageDocument(template, {
    lang: 'en',
    dir: 'ltr',
    // The search page's title carries the keyword of /search?s=.
    title: `Search: ${text} · Candleshop`,
    description: `Results for ${text}`,
    headTags: headTags({ publicUrl: 'http://shop.test', lang: 'en', path: `/search?s=${encodeURIComponent(text)}`, head }),
    app: `<main><h1>${text}</h1></main>`,
    answers: { 'en Search': { data: { search: text } } },
  });
}

describe('pageDocument', () => {
  it.each(PATTERNS)('keeps %s in a review, a name and a search keyword as text', (text) => {
    const html = render(text);
    // Each element of the shell appears once: nothing was copied around.
    expect(html.match(/<script type="module" src="\/sdk\/candleshop.js">/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<div id="app">/g)).toHaveLength(1);
    expect(html.match(new RegExp(`id="${ANSWERS_ELEMENT_ID}"`, 'g'))).toHaveLength(1);
    const escaped = text.replace(/&/g, '&#38;').replace(/'/g, '&#39;').replace(/</g, '&#60;').replace(/>/g, '&#62;');
    expect(html).toContain(`<title>Search: ${escaped} · Candleshop</title>`);
    expect(html).toContain(`<meta name="description" content="Results for ${escaped}">`);
    // The JSON-LD still parses and holds the review as written.
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
    expect(blocks[0].review[0]).toMatchObject({ reviewBody: `${text} REVIEW-MARKER`, author: { name: `${text} NAME-MARKER` } });
    expect(html.indexOf('REVIEW-MARKER')).toBe(html.lastIndexOf('REVIEW-MARKER'));
    expect(html).toContain(`<main><h1>${text}</h1></main>`);
  });
});
