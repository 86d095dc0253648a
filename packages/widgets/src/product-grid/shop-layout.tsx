import { useRef, useState, type MouseEvent } from 'react';
import { FILTER_KEYS, type ResultOf, type ShopFilter, type Section, catalogueOperations } from '@candleshop/core';
import { useI18n, type CardProduct } from '@candleshop/ui';
import { SectionTabs } from './section-tabs.js';
import { ShopFilters } from './shop-filters.js';
import { ProductResults } from './product-results.js';

/** Options of {@link ShopLayout}. */
export interface ShopLayoutOptions {
  filter: ShopFilter;
  storefront: string;
  hideTabs?: boolean;
  facets?: ResultOf<typeof catalogueOperations.ShopFacets>;
  total?: number;
  products?: readonly CardProduct[];
  loading: boolean;
  error?: string;
  onRetry: () => void;
  onSection: (section: Section) => void;
  onFilter: (key: 'category' | 'collection' | 'size' | 'color', id: string | undefined) => void;
  onClear: () => void;
  onProductSelect: (event: MouseEvent<HTMLAnchorElement>, product: CardProduct) => void;
}

/**
 * Tabs, filters (a side column when wide, a modal when narrow) and results. Which of the two the
 * filters are is the stylesheet's choice (a container query on the widget's own width), so the
 * first frame, rendered on the server without a width, is already right.
 */
export function ShopLayout(options: ShopLayoutOptions) {
  const { t } = useI18n();
  const { filter, facets } = options;
  const dialog = useRef<HTMLDialogElement>(null);
  // The modal's filters exist while it is open: never two sets in the page at once for a reader.
  const [opened, setOpened] = useState(false);
  const filtered = FILTER_KEYS.some((key) => filter[key]);
  const filters = <ShopFilters facets={facets} filter={filter} onFilter={options.onFilter} />;
  return (
    <div>
      {!options.hideTabs && <SectionTabs section={filter.section} storefront={options.storefront} onSection={options.onSection} />}
      <div className="layout">
        <aside className="filters" part="filters" aria-label={t('shop.filters')}>
          {filters}
        </aside>
        <section className="results" aria-busy={options.loading} aria-label={t('shop.heading')}>
          {/* The cards' titles are third-level headings: the page's outline needs this one above them. */}
          <h2 className="visually-hidden">{t('shop.products')}</h2>
          <div className="toolbar" part="toolbar">
            <button
              type="button"
              className="button filters-button"
              part="filters-button"
              aria-haspopup="dialog"
              onClick={() => {
                setOpened(true);
                dialog.current?.showModal();
              }}
            >
              {t('shop.filters')}
            </button>
            <p className="count" role="status">
              {options.loading ? t('common.loading') : options.total !== undefined ? t('shop.results', { count: options.total }) : ''}
            </p>
            {filtered && (
              <button type="button" className="button secondary" onClick={options.onClear}>
                {t('shop.clearFilters')}
              </button>
            )}
          </div>
          <ProductResults
            products={options.products}
            loading={options.loading}
            error={options.error}
            storefront={options.storefront}
            onRetry={options.onRetry}
            onSelect={options.onProductSelect}
          />
        </section>
      </div>
      <dialog ref={dialog} className="filters-dialog" part="filters-dialog" aria-label={t('shop.filters')} onClose={() => setOpened(false)}>
        <div className="dialog-head">
          <h2>{t('shop.filters')}</h2>
          <button type="button" className="button secondary" onClick={() => dialog.current?.close()}>
            {t('shop.closeFilters')}
          </button>
        </div>
        {opened && filters}
      </dialog>
    </div>
  );
}
