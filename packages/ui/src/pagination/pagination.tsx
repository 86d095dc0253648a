import type { MouseEvent, ReactNode } from 'react';
import { formatNumber, paginationWindow } from '@candleshop/core';
import { useI18n } from '../i18n/i18n-context.js';

/** Options of {@link Pagination}. */
export interface PaginationOptions {
  current: number;
  pages: number;
  onPage: (page: number) => void;
  /**
   * A page's address, where it has one: the pages are then links, which work before the page's code
   * has taken a server-rendered list over, and open in a new tab; a plain click still calls `onPage`.
   */
  href?: (page: number) => string;
}

interface PageControlProps {
  paging: PaginationOptions;
  page: number;
  label: string;
  className: string;
  part?: string;
  children: ReactNode;
}

// One page's control: a link where pages have addresses, else a button; a step past the ends is disabled.
function PageControl({ paging: { current, pages, onPage, href }, page, label, className, part, children }: PageControlProps) {
  const here = page === current && className === 'page';
  const shared = { className, part, 'aria-label': label, 'aria-current': here ? ('page' as const) : undefined };
  if (!href)
    return (
      <button type="button" {...shared} disabled={page < 1 || page > pages} onClick={() => !here && onPage(page)}>
        {children}
      </button>
    );
  const follow = (event: MouseEvent) => {
    // A click with a modifier opens the page elsewhere (a new tab, a window), as the browser does.
    if (event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (!here) onPage(page);
  };
  return page < 1 || page > pages ? (
    <a role="link" aria-disabled="true" {...shared}>
      {children}
    </a>
  ) : (
    <a href={href(page)} {...shared} onClick={follow}>
      {children}
    </a>
  );
}

/** Page links (SPEC §2): shown only with more than one page; first, last, neighbours, gaps. */
export function Pagination(paging: PaginationOptions) {
  const { t, lang } = useI18n();
  const { current, pages } = paging;
  if (pages <= 1) return null;
  return (
    <nav className="pagination" part="pagination" aria-label={t('pagination.label')}>
      <ul>
        <li>
          <PageControl paging={paging} page={current - 1} label={t('pagination.previous')} className="page-step">
            <span className="arrow" aria-hidden="true">
              ‹
            </span>
          </PageControl>
        </li>
        {paginationWindow(current, pages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="page-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <PageControl paging={paging} page={item} label={t('pagination.page', { page: item })} className="page" part={item === current ? 'page page-current' : 'page'}>
                {formatNumber(item, lang)}
              </PageControl>
            </li>
          ),
        )}
        <li>
          <PageControl paging={paging} page={current + 1} label={t('pagination.next')} className="page-step">
            <span className="arrow" aria-hidden="true">
              ›
            </span>
          </PageControl>
        </li>
      </ul>
    </nav>
  );
}
