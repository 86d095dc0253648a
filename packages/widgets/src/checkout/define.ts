// <candle-checkout>: see checkout.element.ts, its one description (attributes, events, parts, CSS properties).
import { createElement } from 'react';
import { localizedBase, type BuyNowItem } from '@candleshop/core';
import { accountClientFor, defineWidget, emit, fastpayOf, paymentRoutes, publicClientFor, useHumanCheck } from '../internal/element-glue.js';
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

function CheckoutElement({ element, settings }: { element: HTMLElement; settings: SdkSettings }) {
  const lang = useElementLang(element, settings);
  const client = publicClientFor(settings.endpoint);
  return createElement(Checkout, {
    client,
    account: accountClientFor(settings.endpoint),
    lang,
    ...useHumanCheck(settings.endpoint, client),
    // The storefront's pages in the widget's language (README "Language URLs").
    storefront: localizedBase(settings.storefront, lang),
    fastpay: fastpayOf(element, settings),
    buyNow: buyNowItem(element),
    payment: paymentRoutes(settings.endpoint),
    onOrderCreated(detail) {
      if (emit(element, 'candle-order-created', detail, true)) location.assign(detail.href);
    },
  });
}

/** Defines <candle-checkout> with the page's SDK settings. */
export function define(settings: SdkSettings): void {
  defineWidget(settings, { tag: 'candle-checkout', attributes: ATTRIBUTES, css: checkoutCss, areas: CHECKOUT_AREAS, component: CheckoutElement });
}
