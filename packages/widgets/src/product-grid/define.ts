// <candle-product-grid>: see product-grid.element.ts, its one description (attributes, events, parts, CSS properties).
import { createElement } from 'react';
import { createPublicClient, parseShopFilter, shared, shopFilterEntries, type ShopFilter, localizedBase } from '@candleshop/core';
import type { CardProduct } from '@candleshop/ui';
import { listItem } from './grid-analytics.js';
import { emit, track } from '../internal/analytics.js';
import { defineCandleElement, type ElementProps } from '../internal/define-element.js';
import { useElementLang } from '../internal/element-lang.js';
import { handedHref, leavesPartnerPage } from '../internal/handoff-follow.js';
import type { SdkSettings } from '../sdk/settings.js';
import { ProductGrid, PRODUCT_GRID_AREAS } from './product-grid.js';
import { productGridCss } from './product-grid.css.js';
import type { FilterChangeDetail, ProductSelectDetail } from './product-grid.element.js';

export type { FilterChangeDetail, ProductSelectDetail };

const ATTRIBUTES = ['section', 'category', 'collection', 'size', 'color', 'page', 'lang', 'hide-tabs'] as const;

function reflect(element: HTMLElement, filter: ShopFilter) {
  const entries = new Map(shopFilterEntries(filter));
  for (const name of ['section', 'category', 'collection', 'size', 'color', 'page']) {
    const value = entries.get(name);
    if (value === undefined) element.removeAttribute(name);
    else element.setAttribute(name, value);
  }
}

function GridElement({ element, settings }: ElementProps) {
  const lang = useElementLang(element, settings);
  const client = shared(`client:${settings.endpoint}`, () => createPublicClient({ endpoint: settings.endpoint }));
  const filter = parseShopFilter({ get: (name) => element.getAttribute(name) });
  return createElement(ProductGrid, {
    client,
    lang,
    // The storefront's pages in the widget's language (README "Language URLs").
    storefront: localizedBase(settings.storefront, lang),
    filter,
    hideTabs: element.hasAttribute('hide-tabs'),
    onFilterChange(filter) {
      reflect(element, filter);
      emit(element, 'candle-filter-change', { filter, query: new URLSearchParams(shopFilterEntries(filter)).toString() } satisfies FilterChangeDetail);
    },
    onProductSelect(event, product: CardProduct) {
      track(element, 'select_item', [listItem(product)], { item_list_id: filter.section });
      if (product.promotion) track(element, 'select_promotion', [listItem(product)]);
      const detail: ProductSelectDetail = { id: product.id, title: product.details.title, href: event.currentTarget.href };
      if (!emit(element, 'candle-product-select', detail, true)) event.preventDefault();
      // Issue 26: from a partner's page the product link goes through a hand-off naming the partner;
      // without lines it grants no attribution (SECURITY-REVIEW-2 N10), only a cart does.
      else if (leavesPartnerPage(settings.storefront)) {
        event.preventDefault();
        void handedHref(settings.endpoint, lang, detail.href, false).then((target) => location.assign(target ?? detail.href));
      }
    },
    // Issue 26 item 5: as the cart drawer reports a line it adds.
    onAdded: (item) => track(element, 'add_to_cart', [item]),
    onProductsShown(products) {
      const items = products.map((product, index) => listItem(product, index));
      track(element, 'view_item_list', items, { item_list_id: filter.section });
      const promoted = items.filter((item) => item.promotion_id !== undefined);
      if (promoted.length) track(element, 'view_promotion', promoted);
    },
  });
}

/** Defines <candle-product-grid> with the page's SDK settings. */
export const define = (settings: SdkSettings) => defineCandleElement({ tag: 'candle-product-grid', attributes: ATTRIBUTES, css: productGridCss, areas: PRODUCT_GRID_AREAS, Component: GridElement }, settings);
