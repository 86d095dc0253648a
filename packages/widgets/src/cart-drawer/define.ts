// <candle-cart-drawer>: see cart-drawer.element.ts, its one description (attributes, events, parts, CSS properties).
import { createElement } from 'react';
import { $cartCount, localizedBase, setPartnerKey } from '@candleshop/core';
import { defineCandleElement } from '../internal/define-element.js';
import { elementLang, useElementLang } from '../internal/element-lang.js';
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

function DrawerElement({ element, settings }: { element: HTMLElement; settings: SdkSettings }) {
  const lang = useElementLang(element, settings);
  return createElement(CartDrawer, {
    lang,
    // The storefront's pages in the widget's language (README "Language URLs").
    storefront: localizedBase(storefrontOf(element, settings), lang),
    endpoint: settings.endpoint,
    onChange(change) {
      const detail: CartChangeDetail = { ...change, count: $cartCount.get() };
      element.dispatchEvent(new CustomEvent('candle-cart-change', { bubbles: true, composed: true, detail }));
    },
  });
}

/** Defines <candle-cart-drawer> with the page's SDK settings. */
export function define(settings: SdkSettings): void {
  // Issue 26: every request of the page names its partner, so a sale started here is attributed.
  setPartnerKey(settings.partner);
  defineCandleElement({
    tag: 'candle-cart-drawer',
    attributes: ATTRIBUTES,
    css: cartDrawerCss,
    messages: { lang: (element) => elementLang(element, settings), areas: CART_DRAWER_AREAS },
    render: (element) => createElement(DrawerElement, { element, settings }),
  });
}
