// <candle-product-grid>: see product-grid.element.ts, its one description (attributes, events, parts, CSS properties).
import { createElement } from 'react';
import { localizedBase, parseShopFilter, shopFilterEntries, type ShopFilter } from '@candleshop/core';
import type { CardProduct } from '@candleshop/ui';
import { defineWidget, emit, publicClientFor, reflectAttributes } from '../internal/element-glue.js';
import { useElementLang } from '../internal/element-lang.js';
import type { SdkSettings } from '../sdk/settings.js';
import { ProductGrid, PRODUCT_GRID_AREAS } from './product-grid.js';
import { productGridCss } from './product-grid.css.js';
import type { FilterChangeDetail, ProductSelectDetail } from './product-grid.element.js';

export type { FilterChangeDetail, ProductSelectDetail };

const ATTRIBUTES = ['section', 'category', 'collection', 'size', 'color', 'page', 'lang', 'hide-tabs'] as const;

// The shopper's filter goes back to the attributes, so the element always says what it shows.
function reflect(element: HTMLElement, filter: ShopFilter) {
  const entries = new Map(shopFilterEntries(filter));
  reflectAttributes(element, ['section', 'category', 'collection', 'size', 'color', 'page'].map((name) => [name, entries.get(name)] as const));
}

function GridElement({ element, settings }: { element: HTMLElement; settings: SdkSettings }) {
  const lang = useElementLang(element, settings);
  return createElement(ProductGrid, {
    client: publicClientFor(settings.endpoint),
    lang,
    // The storefront's pages in the widget's language (README "Language URLs").
    storefront: localizedBase(settings.storefront, lang),
    filter: parseShopFilter({ get: (name) => element.getAttribute(name) }),
    hideTabs: element.hasAttribute('hide-tabs'),
    onFilterChange(filter) {
      reflect(element, filter);
      emit<FilterChangeDetail>(element, 'candle-filter-change', { filter, query: new URLSearchParams(shopFilterEntries(filter)).toString() });
    },
    onProductSelect(event, product: CardProduct) {
      const detail = { id: product.id, title: product.details.title, href: event.currentTarget.href };
      if (!emit<ProductSelectDetail>(element, 'candle-product-select', detail, true)) event.preventDefault();
    },
  });
}

/** Defines <candle-product-grid> with the page's SDK settings. */
export function define(settings: SdkSettings): void {
  defineWidget(settings, { tag: 'candle-product-grid', attributes: ATTRIBUTES, css: productGridCss, areas: PRODUCT_GRID_AREAS, component: GridElement });
}
