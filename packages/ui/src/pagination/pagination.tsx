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

/** Page links (SPEC §2): shown only with more than one page; first, last, neighbours, gaps. */
export function Pagination({ current, pages, onPage, href }: PaginationOptions) {
  const { t, lang } = useI18n();
  if (pages <= 1) return null;
  // One page's control: a link with an address, else a button; a step past the ends is disabled.
  const control = (page: number, label: string, content: ReactNode, className: string, part?: string) => {
    const disabled = page < 1 || page > pages;
    const here = page === current && className === 'page';
    const shared = { className, part, 'aria-label': label, 'aria-current': here ? ('page' as const) : undefined };
    if (!href)
      return (
        <button type="button" {...shared} disabled={disabled} onClick={() => !here && onPage(page)}>
          {content}
        </button>
      );
    const follow = (event: MouseEvent) => {
      // A click with a modifier opens the page elsewhere (a new tab, a window), as the browser does.
      if (event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      if (!here) onPage(page);
    };
    return disabled ? (
      <a role="link" aria-disabled="true" {...shared}>
        {content}
      </a>
    ) : (
      <a href={href(page)} {...shared} onClick={follow}>
        {content}
      </a>
    );
  };
  const arrow = (text: string) => (
    <span className="arrow" aria-hidden="true">
      {text}
    </span>
  );
  return (
    <nav className="pagination" part="pagination" aria-label={t('pagination.label')}>
      <ul>
        <li>{control(current - 1, t('pagination.previous'), arrow('‹'), 'page-step')}</li>
        {paginationWindow(current, pages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="page-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>{control(item, t('pagination.page', { page: item }), formatNumber(item, lang), 'page', item === current ? 'page page-current' : 'page')}</li>
          ),
        )}
        <li>{control(current + 1, t('pagination.next'), arrow('›'), 'page-step')}</li>
      </ul>
    </nav>
  );
}
