/** A page request: page ≥ 1, first within 1..max. */
export interface PageArgs {
  page: number;
  first: number;
}

/** The limit and offset of a page. */
export const limits = ({ page, first }: PageArgs) => ({ limit: first, offset: (page - 1) * first });

/** The schema's AdminPageInfo: pages is at least 1. */
export const pageInfo = ({ page, first }: PageArgs, total: number) => ({ current: page, pages: Math.max(1, Math.ceil(total / first)), total });
