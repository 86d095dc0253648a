// <candle-product-grid>: see product-grid.element.ts, its one description (attributes, events, parts, CSS properties).
import { createElement } from 'react';
import { createPublicClient, parseShopFilter, shared, shopFilterEntries, type ShopFilter, localizedBase, setPartnerKey } from '@candleshop/core';
import type { CardProduct } from '@candleshop/ui';
import { defineCandleElement } from '../internal/define-element.js';
import { handedHref, leavesPartnerPage } from '../internal/handoff-follow.js';
import { elementLang, useElementLang } from '../internal/element-lang.js';
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

function GridElement({ element, settings }: { element: HTMLElement; settings: SdkSettings }) {
  const lang = useElementLang(element, settings);
  const client = shared(`client:${settings.endpoint}`, () => createPublicClient({ endpoint: settings.endpoint }));
  const emit = <T,>(type: string, detail: T, cancelable = false) =>
    element.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, cancelable, detail }));
  return createElement(ProductGrid, {
    client,
    lang,
    // The storefront's pages in the widget's language (README "Language URLs").
    storefront: localizedBase(settings.storefront, lang),
    filter: parseShopFilter({ get: (name) => element.getAttribute(name) }),
    hideTabs: element.hasAttribute('hide-tabs'),
    onFilterChange(filter) {
      reflect(element, filter);
      emit<FilterChangeDetail>('candle-filter-change', { filter, query: new URLSearchParams(shopFilterEntries(filter)).toString() });
    },
    onProductSelect(event, product: CardProduct) {
      const detail = { id: product.id, title: product.details.title, href: event.currentTarget.href };
      if (!emit<ProductSelectDetail>('candle-product-select', detail, true)) event.preventDefault();
      // Issue 26: from a partner's page the product link carries the partner's attribution (no lines).
      else if (leavesPartnerPage(settings.storefront)) {
        event.preventDefault();
        void handedHref(settings.endpoint, lang, detail.href, false).then((target) => location.assign(target ?? detail.href));
      }
    },
  });
}

/** Defines <candle-product-grid> with the page's SDK settings. */
export function define(settings: SdkSettings): void {
  // Issue 26: every request of the page names its partner, so a sale started here is attributed.
  setPartnerKey(settings.partner);
  defineCandleElement({
    tag: 'candle-product-grid',
    attributes: ATTRIBUTES,
    css: productGridCss,
    messages: { lang: (element) => elementLang(element, settings), areas: PRODUCT_GRID_AREAS },
    render: (element) => createElement(GridElement, { element, settings }),
  });
}
