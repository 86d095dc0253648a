import { useEffect, useRef, type MouseEvent } from 'react';
import { catalogueMessages, catalogueOperations as ops, changeShopFilter, shopPageVariables, type Lang, type PublicClient, type ShopFilter } from '@candleshop/core';
import { type CardProduct, Pagination, useMessages, useQuery, WidgetFrame } from '@candleshop/ui';
import { ShopLayout } from './shop-layout.js';
import type { AnalyticsItem } from '../internal/analytics.js';

/** Options of {@link ProductGrid}. */
export interface ProductGridOptions {
  client: PublicClient;
  filter: ShopFilter;
  lang: Lang;
  storefront: string;
  hideTabs?: boolean;
  onFilterChange: (next: ShopFilter) => void;
  onProductSelect: (event: MouseEvent<HTMLAnchorElement>, product: CardProduct) => void;
  /** A card's quick add put a line into the shared cart (the element's `add_to_cart`). */
  onAdded?: (item: AnalyticsItem) => void;
  /** A page of products arrived and is on show (the element's `view_item_list`). */
  onProductsShown?: (products: readonly CardProduct[]) => void;
}

/** The listing's texts (section tabs, filters, pagination, product cards), beyond the shop-wide ones. */
export const PRODUCT_GRID_AREAS = [catalogueMessages];

/**
 * SPEC §2 Shop: section tabs, filter groups, 12 products a page, pagination. Only the section on
 * show is asked for; another tab's products load when it is opened (issue 36 item 6: the five
 * sections fetched at once cost a first visit four requests for cards it may never see). SPEC §2's
 * "the other sections load in the background" is kept as a fetch ahead: a tab the pointer rests on
 * or focus reaches is asked for then, into the client's cache, so it opens without a wait.
 */
export function ProductGrid(options: ProductGridOptions) {
  const { client, filter, lang } = options;
  const messages = useMessages(lang, PRODUCT_GRID_AREAS);
  const facets = useQuery(client, ops.ShopFacets, {}, lang);
  const variables = shopPageVariables(filter);
  const products = useQuery(client, ops.FilterProducts, variables, lang);
  const shown = products.data?.filter.products;
  useEffect(() => {
    if (shown) options.onProductsShown?.(shown);
    // Once for each answer: a re-render showing the same page is not a new view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown]);
  const top = useRef<HTMLDivElement>(null);
  const change = (next: ShopFilter) => options.onFilterChange(next);
  const pagination = products.data?.filter.pagination;
  return (
    <WidgetFrame messages={messages} className="grid-root" baseRef={top}>
      {() => (
        <>
          <ShopLayout
            {...options}
            facets={facets.data}
            total={pagination?.total}
            products={shown}
            loading={products.loading}
            error={products.error ?? facets.error}
            onRetry={() => {
              products.retry();
              if (facets.error) facets.retry();
            }}
            onSection={(section) => change(changeShopFilter(filter, { section }))}
            onSectionIntent={(section) => section !== filter.section && void client.query(ops.FilterProducts, shopPageVariables(changeShopFilter(filter, { section })), lang)}
            onFilter={(key, id) => change(changeShopFilter(filter, { [key]: id }))}
            onClear={() => change({ section: filter.section, page: 1 })}
          />
          {pagination && (
            <Pagination
              current={pagination.current}
              pages={pagination.pages}
              onPage={(page) => {
                change({ ...filter, page });
                top.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
              }}
            />
          )}
        </>
      )}
    </WidgetFrame>
  );
}
