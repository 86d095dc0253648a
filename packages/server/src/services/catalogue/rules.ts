// Pure catalogue rules, kept apart from SQL so they are easy to read and to test.
import { SHOP_OFFSET_MS } from '@candleshop/rules';

/** Pagination fields of a product page (SPEC §3 Pagination). */
export interface PaginationView {
  current: number;
  prev: number | null;
  next: number | null;
  pages: number;
  total: number;
}

/**
 * Pagination for `total` matches shown `items` per page. `pages` is at least 1; on a page past
 * the end `prev` points at the last real page so a client can step back into range.
 */
export function paginate(total: number, page: number, items: number): PaginationView {
  const pages = Math.max(1, Math.ceil(total / items));
  return {
    current: page,
    prev: page > 1 ? Math.min(page - 1, pages) : null,
    next: page < pages ? page + 1 : null,
    pages,
    total,
  };
}

/** Average rating with one decimal; 0 when there are no visible reviews (SPEC §9: 5-star scale). */
export function roundRating(average: number | null | undefined): number {
  if (!average) return 0;
  return Math.round(average * 10) / 10;
}

/**
 * A review date as the schema spells it: day, month and year, comma separated (`22,11,2026`), on
 * the customer's calendar in Baghdad. Plain arithmetic on the fixed offset: Intl's formatToParts
 * was a visible share of an uncached product page with its reviews (issue 14).
 */
export function formatReviewDate(date: Date): string {
  const local = new Date(date.getTime() + SHOP_OFFSET_MS);
  return `${local.getUTCDate()},${local.getUTCMonth() + 1},${local.getUTCFullYear()}`;
}

/** An absolute URL for a stored path; absolute URLs and nulls pass through. */
export function absoluteUrl(publicUrl: string, path: string): string;
export function absoluteUrl(publicUrl: string, path: string | null): string | null;
export function absoluteUrl(publicUrl: string, path: string | null): string | null {
  if (path === null) return null;
  if (/^https?:\/\//.test(path)) return path;
  return `${publicUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** A search takes at most this many words; further words are ignored. */
export const SEARCH_WORDS = 8;

// Marks shop_normalize drops (Arabic diacritics, tatweel): a "word" of only these matches everything.
const MARKS_ONLY = /^[\u064B-\u065F\u0670\u0640]*$/;

/**
 * The words of a shopper's search: split on white space, without empty words or words of marks
 * only. SPEC §5: an empty search gives no words, so nothing is searched.
 */
export function searchWords(text: string): string[] {
  return text
    .split(/\s+/)
    .filter((word) => word !== '' && !MARKS_ONLY.test(word))
    .slice(0, SEARCH_WORDS);
}

/** Lists without paging (events, projects, a collection's products) answer at most this many. */
export const LIST_LIMIT = 100;
