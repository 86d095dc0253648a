/**
 * <candle-cart-drawer>: the cart button with its badge and the cart drawer (SPEC §2 Shared chrome,
 * Cart) for any page. The cart is the page's shared one: what the storefront or another widget
 * adds shows here at once, and a guest's cart follows them across tabs.
 *
 * Attributes: lang (en | ku | ar), storefront (absolute http(s) URL of the storefront; default the
 *   loader's data-storefront): checkout, the cart page and product pages are there.
 * Events: candle-cart-change (detail { kind: 'item' | 'refill', id, action: 'quantity' | 'remove',
 *   count }) after the shopper changed the cart in the drawer and the change went through.
 * Parts: base, button, badge, drawer, close, cart, lines, line, line-image, line-title, price,
 *   quantity, quantity-button, remove, line-total, error, summary, subtotal, checkout, empty,
 *   cart-link.
 * CSS custom properties: --candle-font-family, --candle-font-size, --candle-color-text,
 *   --candle-color-muted, --candle-color-accent, --candle-color-on-accent, --candle-color-surface
 *   (the button's and the drawer's surface), --candle-color-muted-surface, --candle-color-border,
 *   --candle-color-focus, --candle-color-link, --candle-color-error, --candle-padding,
 *   --candle-radius, --candle-radius-small.
 */
import { createElement } from 'react';
import { useStore } from '@nanostores/react';
import { $cartCount, $lang, isLang } from '@candleshop/core';
import type { CartChange } from '@candleshop/ui';
import { defineCandleElement } from '../internal/define-element.js';
import type { SdkSettings } from '../sdk/settings.js';
import { CartDrawer } from './cart-drawer.js';
import { cartDrawerCss } from './cart-drawer.css.js';

/** Detail of `candle-cart-change`. */
export interface CartChangeDetail extends CartChange {
  /** The badge's count after the change: cart lines plus refill lines. */
  count: number;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'candle-cart-change': CustomEvent<CartChangeDetail>;
  }
}

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
  const pageLang = useStore($lang);
  const own = element.getAttribute('lang');
  const lang = isLang(own) ? own : (settings.lang ?? pageLang);
  return createElement(CartDrawer, {
    lang,
    storefront: storefrontOf(element, settings),
    onChange(change) {
      const detail: CartChangeDetail = { ...change, count: $cartCount.get() };
      element.dispatchEvent(new CustomEvent('candle-cart-change', { bubbles: true, composed: true, detail }));
    },
  });
}

/** Defines <candle-cart-drawer> with the page's SDK settings. */
export function define(settings: SdkSettings): void {
  defineCandleElement({
    tag: 'candle-cart-drawer',
    attributes: ATTRIBUTES,
    css: cartDrawerCss,
    render: (element) => createElement(DrawerElement, { element, settings }),
  });
}
