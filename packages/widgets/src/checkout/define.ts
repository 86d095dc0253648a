// <candle-checkout>: see checkout.element.ts, its one description (attributes, events, parts, CSS properties).
import { createElement } from 'react';
import { useStore } from '@nanostores/react';
import { createAccountClient, createConfiguredHumanCheck, createPublicClient, shared, type BuyNowItem, localizedBase } from '@candleshop/core';
import { emit, track } from '../internal/analytics.js';
import { defineCandleElement } from '../internal/define-element.js';
import { elementLang, useElementLang } from '../internal/element-lang.js';
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
  const client = shared(`client:${settings.endpoint}`, () => createPublicClient({ endpoint: settings.endpoint }));
  const account = shared(`account-client:${settings.endpoint}`, () => createAccountClient({ endpoint: settings.endpoint }));
  // SPEC §7 Human check: the one the server runs; its script loads on the first guest order only.
  const humanCheck = shared(`human-check:${settings.endpoint}`, () => createConfiguredHumanCheck({ client }));
  const provider = useStore(humanCheck.$provider);
  // The server's payment routes redirect to the providers (DESIGN §4 /payments/<provider>/*).
  const origin = new URL(settings.endpoint).origin;
  return createElement(Checkout, {
    client,
    account,
    lang,
    humanCheck,
    localHumanCheck: provider === 'local',
    // The storefront's pages in the widget's language (README "Language URLs").
    storefront: localizedBase(settings.storefront, lang),
    fastpay: Boolean(settings.fastpay) || element.hasAttribute('fastpay'),
    buyNow: buyNowItem(element),
    payment: { zaincashPayUrl: `${origin}/payments/zaincash/pay`, nasspayCheckoutUrl: `${origin}/payments/nasspay/checkout` },
    onOrderCreated(detail) {
      if (emit(element, 'candle-order-created', detail, true)) location.assign(detail.href);
    },
    track: (...event) => track(element, ...event),
  });
}

/** Defines <candle-checkout> with the page's SDK settings. */
export function define(settings: SdkSettings): void {
  defineCandleElement({
    tag: 'candle-checkout',
    attributes: ATTRIBUTES,
    css: checkoutCss,
    messages: { lang: (element) => elementLang(element, settings), areas: CHECKOUT_AREAS },
    render: (element) => createElement(CheckoutElement, { element, settings }),
  });
}
