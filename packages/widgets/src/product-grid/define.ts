/**
 * <candle-product-grid>: the shop listing (SPEC §2 Shop) for any page.
 *
 * Attributes: section (all | candles | accessories | giftsets | giftcards), category (sub-category id),
 *   collection, size, color (ids), page (number), lang (en | ku | ar), hide-tabs (boolean).
 *   The element keeps its attributes in step with what the shopper picks.
 * Events: candle-filter-change (detail { filter, query }) after the shopper changes a filter or page;
 *   candle-product-select (cancelable; detail { id, title, href }) when a card is chosen; unless
 *   cancelled, the browser follows the link to the storefront's /products/{id}.
 * Parts: base, tabs, tab, tab-link, filters, filter-group, filter-title, filter-option, toolbar,
 *   filters-button, filters-dialog, products, card, card-image, badge, card-title, card-link,
 *   card-collection, rating, price, skeleton, empty, error, pagination, page, page-current.
 * CSS custom properties: --candle-font-family, --candle-font-size, --candle-color-text,
 *   --candle-color-muted, --candle-color-accent, --candle-color-on-accent, --candle-color-surface,
 *   --candle-color-muted-surface, --candle-color-border, --candle-color-focus, --candle-color-link,
 *   --candle-color-star, --candle-color-star-empty, --candle-color-background, --candle-padding,
 *   --candle-radius, --candle-radius-small.
 */
import { createElement } from 'react';
import { useStore } from '@nanostores/react';
import { $lang, createPublicClient, isLang, parseShopFilter, shared, shopFilterEntries, type ShopFilter } from '@candleshop/core';
import type { CardProduct } from '@candleshop/ui';
import { defineCandleElement } from '../internal/define-element.js';
import type { SdkSettings } from '../sdk/settings.js';
import { ProductGrid } from './product-grid.js';
import { productGridCss } from './product-grid.css.js';

/** Detail of `candle-filter-change`. */
export interface FilterChangeDetail {
  filter: ShopFilter;
  /** The filter as a URL query, without defaults: `section=candles&color=2`. */
  query: string;
}

/** Detail of `candle-product-select`. */
export interface ProductSelectDetail {
  id: string;
  title: string;
  href: string;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'candle-filter-change': CustomEvent<FilterChangeDetail>;
    'candle-product-select': CustomEvent<ProductSelectDetail>;
  }
}

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
  const pageLang = useStore($lang);
  const own = element.getAttribute('lang');
  const lang = isLang(own) ? own : (settings.lang ?? pageLang);
  const client = shared(`client:${settings.endpoint}`, () => createPublicClient({ endpoint: settings.endpoint }));
  const emit = <T,>(type: string, detail: T, cancelable = false) =>
    element.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, cancelable, detail }));
  return createElement(ProductGrid, {
    client,
    lang,
    storefront: settings.storefront,
    filter: parseShopFilter({ get: (name) => element.getAttribute(name) }),
    hideTabs: element.hasAttribute('hide-tabs'),
    onFilterChange(filter) {
      reflect(element, filter);
      emit<FilterChangeDetail>('candle-filter-change', { filter, query: new URLSearchParams(shopFilterEntries(filter)).toString() });
    },
    onProductSelect(event, product: CardProduct) {
      const detail = { id: product.id, title: product.details.title, href: event.currentTarget.href };
      if (!emit<ProductSelectDetail>('candle-product-select', detail, true)) event.preventDefault();
    },
  });
}

/** Defines <candle-product-grid> with the page's SDK settings. */
export function define(settings: SdkSettings): void {
  defineCandleElement({
    tag: 'candle-product-grid',
    attributes: ATTRIBUTES,
    css: productGridCss,
    render: (element) => createElement(GridElement, { element, settings }),
  });
}
