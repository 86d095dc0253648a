// <candle-checkout>: see checkout.element.ts, its one description (attributes, events, parts, CSS properties).
import { createElement } from 'react';
import { type BuyNowItem, localizedBase, paymentUrls } from '@candleshop/core';
import { emit, track } from '../internal/analytics.js';
import { useShopClients } from '../internal/shop-clients.js';
import { defineCandleElement, type ElementProps } from '../internal/define-element.js';
import { useElementLang } from '../internal/element-lang.js';
import type { SdkSettings } from '../sdk/settings.js';
import { Checkout, CHECKOUT_AREAS } from './checkout.js';
import { checkoutCss } from './checkout.css.js';

const ATTRIBUTES = ['product', 'quantity', 'size', 'color', 'scent', 'lang', 'fastpay'] as const;

// SPEC §2: buy now passes product, quantity, size, color, scent.
function buyNowItem(element: HTMLElement): BuyNowItem | undefined {
  const product = element.getAttribute('product');
  if (!product) return undefined;
  const quantity = Number(element.getAttribute('quantity') ?? '1');
  return {
    product,
    quantity: Number.isInteger(quantity) && quantity > 0 ? quantity : 1,
    size: element.getAttribute('size') || null,
    color: element.getAttribute('color') || null,
    scent: element.getAttribute('scent') || null,
  };
}

function CheckoutElement({ element, settings }: ElementProps) {
  const lang = useElementLang(element, settings);
  return createElement(Checkout, {
    ...useShopClients(settings.endpoint),
    lang,
    // The storefront's pages in the widget's language (README "Language URLs").
    storefront: localizedBase(settings.storefront, lang),
    fastpay: Boolean(settings.fastpay) || element.hasAttribute('fastpay'),
    buyNow: buyNowItem(element),
    payment: paymentUrls(settings.endpoint),
    onOrderCreated(detail) {
      if (emit(element, 'candle-order-created', detail, true)) location.assign(detail.href);
    },
    track: (...event) => track(element, ...event),
  });
}

/** Defines <candle-checkout> with the page's SDK settings. */
export const define = (settings: SdkSettings) => defineCandleElement({ tag: 'candle-checkout', attributes: ATTRIBUTES, css: checkoutCss, areas: CHECKOUT_AREAS, Component: CheckoutElement }, settings);
