import type { ReactNode } from 'react';
import { useI18n, type QueryState } from '@candleshop/ui';
import { LoadFailure } from '../frame/query-status.js';
import { AdminPager } from './admin-parts.js';

/** A page of a staff list as the server answers it. */
export interface AdminListPage<Item> {
  items: readonly Item[];
  pageInfo: { current: number; pages: number; total: number };
}

/** Options of {@link AdminList}. */
export interface AdminListOptions<Item> {
  query: QueryState<unknown>;
  page?: AdminListPage<Item>;
  /** The message key of an empty page. */
  none: string;
  onPage: (page: number) => void;
  children: (items: readonly Item[]) => ReactNode;
}

/**
 * A paged staff list: its failure with a retry, loading, then the page (the last one stays, busy,
 * while the next loads) with the empty line or `children`, and the pager.
 */
export function AdminList<Item>({ query, page, none, onPage, children }: AdminListOptions<Item>) {
  const { t } = useI18n();
  return (
    <>
      {query.error ? <LoadFailure error={query.error} retry={query.retry} /> : null}
      {!page && !query.error ? <p role="status">{t('common.loading')}</p> : null}
      {page && (
        <div aria-busy={query.loading || undefined}>
          {page.items.length === 0 ? <p className="muted">{t(none)}</p> : children(page.items)}
          <AdminPager info={page.pageInfo} onPage={onPage} />
        </div>
      )}
    </>
  );
}
