import { formatNumber, paginationWindow } from '@candleshop/core';
import { useI18n } from '../i18n/i18n-context.js';

/** Options of {@link Pagination}. */
export interface PaginationOptions {
  current: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Page links (SPEC §2): shown only with more than one page; first, last, neighbours, gaps. */
export function Pagination({ current, pages, onPage }: PaginationOptions) {
  const { t, lang } = useI18n();
  if (pages <= 1) return null;
  return (
    <nav className="pagination" part="pagination" aria-label={t('pagination.label')}>
      <ul>
        <li>
          <button type="button" className="page-step" disabled={current <= 1} aria-label={t('pagination.previous')} onClick={() => onPage(current - 1)}>
            <span className="arrow" aria-hidden="true">
              ‹
            </span>
          </button>
        </li>
        {paginationWindow(current, pages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="page-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className="page"
                part={item === current ? 'page page-current' : 'page'}
                aria-label={t('pagination.page', { page: item })}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => item !== current && onPage(item)}
              >
                {formatNumber(item, lang)}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" className="page-step" disabled={current >= pages} aria-label={t('pagination.next')} onClick={() => onPage(current + 1)}>
            <span className="arrow" aria-hidden="true">
              ›
            </span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
