/**
 * <candle-checkout>: the checkout (SPEC §2 Checkout) for any page: a guest's contact, delivery or
 * pickup, the order summary, the payment-method modal, and the payment that follows.
 *
 * Attributes: product, quantity, size, color, scent (buy now: the storefront passes the /checkout
 *   query; without product the shopper's cart and refill cart are ordered), lang (en | ku | ar),
 *   fastpay (boolean; also the loader's data-fastpay="on").
 * Events: candle-order-created (cancelable; detail { id, uuid, method, to, href }) once the server
 *   created the order; unless cancelled, the browser goes to href: the provider's pay page
 *   (zaincash, nasspay, fastpay), the storefront's /fib-payment-details, a guest's
 *   /orders/{uuid}?email=…, or the storefront's home.
 * Parts: base, form, contact, shipping, field, field-error, summary, line, price, totals, total,
 *   empty, alert, alert-info, alert-fail, alert-success, submit, payment-modal, method, confirm,
 *   wait-modal.
 * CSS custom properties: --candle-font-family, --candle-font-size, --candle-color-text,
 *   --candle-color-muted, --candle-color-accent, --candle-color-on-accent, --candle-color-surface,
 *   --candle-color-muted-surface, --candle-color-border, --candle-color-border-strong,
 *   --candle-color-focus, --candle-color-link, --candle-color-danger, --candle-color-success,
 *   --candle-color-background, --candle-padding, --candle-radius, --candle-radius-small.
 */
import { createElement } from 'react';
import { useStore } from '@nanostores/react';
import { $lang, createAccountClient, createConfiguredHumanCheck, createPublicClient, isLang, shared, type BuyNowItem } from '@candleshop/core';
import { defineCandleElement } from '../internal/define-element.js';
import type { SdkSettings } from '../sdk/settings.js';
import { Checkout, type OrderCreatedDetail } from './checkout.js';
import { checkoutCss } from './checkout.css.js';

declare global {
  interface GlobalEventHandlersEventMap {
    'candle-order-created': CustomEvent<OrderCreatedDetail>;
  }
}

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
  const pageLang = useStore($lang);
  const own = element.getAttribute('lang');
  const lang = isLang(own) ? own : (settings.lang ?? pageLang);
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
    storefront: settings.storefront,
    fastpay: Boolean(settings.fastpay) || element.hasAttribute('fastpay'),
    buyNow: buyNowItem(element),
    payment: { zaincashPayUrl: `${origin}/payments/zaincash/pay`, nasspayCheckoutUrl: `${origin}/payments/nasspay/checkout` },
    onOrderCreated(detail) {
      const event = new CustomEvent('candle-order-created', { bubbles: true, composed: true, cancelable: true, detail });
      if (element.dispatchEvent(event)) location.assign(detail.href);
    },
  });
}

/** Defines <candle-checkout> with the page's SDK settings. */
export function define(settings: SdkSettings): void {
  defineCandleElement({
    tag: 'candle-checkout',
    attributes: ATTRIBUTES,
    css: checkoutCss,
    render: (element) => createElement(CheckoutElement, { element, settings }),
  });
}
