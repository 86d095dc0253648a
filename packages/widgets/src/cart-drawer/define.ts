// <candle-cart-drawer>: see cart-drawer.element.ts, its one description (attributes, events, parts, CSS properties).
import { createElement } from 'react';
import { $cartCount, localizedBase } from '@candleshop/core';
import { emit, track } from '../internal/analytics.js';
import { cartItem, cartItems, refillItem } from '../internal/cart-items.js';
import { defineCandleElement, type ElementProps } from '../internal/define-element.js';
import { useElementLang } from '../internal/element-lang.js';
import type { SdkSettings } from '../sdk/settings.js';
import { CartDrawer, CART_DRAWER_AREAS } from './cart-drawer.js';
import { cartDrawerCss } from './cart-drawer.css.js';
import type { CartChangeDetail } from './cart-drawer.element.js';

export type { CartChangeDetail };

const ATTRIBUTES = ['lang', 'storefront'] as const;

// Only an absolute http(s) URL becomes a link target; anything else keeps the loader's setting.
function storefrontOf(element: HTMLElement, settings: SdkSettings): string {
  const own = element.getAttribute('storefront');
  if (own && /^https?:\/\//i.test(own)) {
    try {
      return new URL(own).href.replace(/\/$/, '');
    } catch {
      // fall back below
    }
  }
  return settings.storefront;
}

function DrawerElement({ element, settings }: ElementProps) {
  const lang = useElementLang(element, settings);
  return createElement(CartDrawer, {
    lang,
    // The storefront's pages in the widget's language (README "Language URLs").
    storefront: localizedBase(storefrontOf(element, settings), lang),
    endpoint: settings.endpoint,
    onChange(change, line, units) {
      const detail: CartChangeDetail = { ...change, count: $cartCount.get() };
      emit(element, 'candle-cart-change', detail);
      const quantity = Math.abs(units);
      const item = 'product' in line ? cartItem(line, quantity) : refillItem(line, line.total, quantity);
      track(element, units > 0 ? 'add_to_cart' : 'remove_from_cart', [item]);
    },
    onOpen: () => track(element, 'view_cart', cartItems()),
    onCheckout: () => track(element, 'begin_checkout', cartItems()),
  });
}

/** Defines <candle-cart-drawer> with the page's SDK settings. */
export const define = (settings: SdkSettings) => defineCandleElement({ tag: 'candle-cart-drawer', attributes: ATTRIBUTES, css: cartDrawerCss, areas: CART_DRAWER_AREAS, Component: DrawerElement }, settings);

// The grid's quick add (issue 26) is loaded through this entry: it then shares this chunk's cart
// code (the stepper, the cart's texts) instead of splitting it into chunks the drawer would
// download too (DESIGN §6 budgets), and a page with both widgets downloads the cart once.
/** The grid's quick add, for <candle-product-grid>. */
export const quickAdd = () => import('../product-grid/quick-add-body.js');
