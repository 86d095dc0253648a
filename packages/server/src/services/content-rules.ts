// Pure content rules, kept apart from SQL so they are easy to read and to test.

/** The paging fields of a news page, as the schema's PaginatorInfo spells them. */
export interface PaginatorInfoView {
  currentPage: number;
  lastPage: number;
  perPage: number;
  total: number;
  count: number;
  hasMorePages: boolean;
}

/**
 * Paging of `total` items shown `perPage` at a time, for a page holding `count` of them.
 * `lastPage` is at least 1; a page past the end holds nothing and has no more pages.
 */
export function paginatorInfo(total: number, page: number, perPage: number, count: number): PaginatorInfoView {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  return { currentPage: page, lastPage, perPage, total, count, hasMorePages: page < lastPage };
}

// Iraq keeps UTC+3 all year (no daylight saving since 2008).
const BAGHDAD_OFFSET_MS = 3 * 60 * 60 * 1000;

/** A moment as ISO 8601 in Baghdad time with its offset: `2026-12-05T17:00:00+03:00`. */
export function baghdadDateTime(moment: Date): string {
  return `${new Date(moment.getTime() + BAGHDAD_OFFSET_MS).toISOString().slice(0, 19)}+03:00`;
}
