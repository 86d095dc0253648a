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
