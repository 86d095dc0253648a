import { useRef, useState, type MouseEvent } from 'react';
import { catalogueMessages, FILTER_KEYS, ProductChoices, type Lang, type PublicClient, type ResultOf, type ShopFilter, type Section, catalogueOperations } from '@candleshop/core';
import { useI18n, type CardProduct } from '@candleshop/ui';
import { GridDialog } from './grid-dialog.js';
import { QuickAdd } from './quick-add.js';
import type { AnalyticsItem } from '../internal/analytics.js';
import { SectionTabs } from './section-tabs.js';
import { ShopFilters } from './shop-filters.js';
import { ProductResults } from './product-results.js';

/** Options of {@link ShopLayout}. */
export interface ShopLayoutOptions {
  client: PublicClient;
  lang: Lang;
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
  onSectionIntent?: (section: Section) => void;
  onFilter: (key: 'category' | 'collection' | 'size' | 'color', id: string | undefined) => void;
  onClear: () => void;
  onProductSelect: (event: MouseEvent<HTMLAnchorElement>, product: CardProduct) => void;
  /** A card's quick add put a line into the cart. */
  onAdded?: (item: AnalyticsItem) => void;
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
  const quick = useRef<HTMLDialogElement>(null);
  // The product whose Add to cart opened the quick add, and that button, where focus returns.
  const [adding, setAdding] = useState<{ product: CardProduct; button: HTMLButtonElement }>();
  const filtered = FILTER_KEYS.some((key) => filter[key]);
  const filters = <ShopFilters facets={facets} filter={filter} onFilter={options.onFilter} />;
  return (
    <div>
      {!options.hideTabs && <SectionTabs section={filter.section} storefront={options.storefront} onSection={options.onSection} onIntent={options.onSectionIntent} />}
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
            onAdd={(product, button) => {
              setAdding({ product, button });
              quick.current?.showModal();
            }}
          />
        </section>
      </div>
      <GridDialog dialogRef={dialog} part="filters-dialog" title={t('shop.filters')} close={t('shop.closeFilters')} onClose={() => setOpened(false)}>
        {opened && filters}
      </GridDialog>
      <GridDialog
        dialogRef={quick}
        part="quick-add"
        title={adding?.product.details.title ?? ''}
        close={t('common.close')}
        onClose={() => {
          // Chromium returns focus itself; other engines may not.
          adding?.button.focus();
          setAdding(undefined);
        }}
      >
        {adding && <QuickAdd client={options.client} lang={options.lang} listing={catalogueMessages} query={ProductChoices} product={adding.product} onAdded={options.onAdded} />}
      </GridDialog>
    </div>
  );
}
