// What every element's define.ts shares: the page's clients for an endpoint, the human check,
// its events, its attributes written back, and the define call itself. Separate helpers, so a
// widget that needs no account client or human check does not ship them (DESIGN §6 budgets).
import { createElement, type ComponentType } from 'react';
import { useStore } from '@nanostores/react';
import { createAccountClient, createConfiguredHumanCheck, createPublicClient, shared, type MessageArea, type PublicClient } from '@candleshop/core';
import type { SdkSettings } from '../sdk/settings.js';
import { defineCandleElement } from './define-element.js';
import { elementLang } from './element-lang.js';

/** The page's one public client for `endpoint` (the storefront's and every widget's). */
export const publicClientFor = (endpoint: string) => shared(`client:${endpoint}`, () => createPublicClient({ endpoint }));

/** The page's one account client for `endpoint` (cookies, mutations). */
export const accountClientFor = (endpoint: string) => shared(`account-client:${endpoint}`, () => createAccountClient({ endpoint }));

/**
 * The page's human check for `endpoint` (SPEC §7 Human check: the one the server runs; its script
 * loads on a guest's first submit only), and whether it is the local stand-in, which forms say.
 */
export function useHumanCheck(endpoint: string, client: PublicClient = publicClientFor(endpoint)) {
  const humanCheck = shared(`human-check:${endpoint}`, () => createConfiguredHumanCheck({ client }));
  return { humanCheck, localHumanCheck: useStore(humanCheck.$provider) === 'local' };
}

/** The shop's payment routes, which redirect to the providers (DESIGN §4 /payments/<provider>/*). */
export function paymentRoutes(endpoint: string) {
  const origin = new URL(endpoint).origin;
  return { zaincashPayUrl: `${origin}/payments/zaincash/pay`, nasspayCheckoutUrl: `${origin}/payments/nasspay/checkout` };
}

/** Whether FastPay is offered: the loader's `data-fastpay="on"` or the element's `fastpay` attribute. */
export const fastpayOf = (element: HTMLElement, settings: SdkSettings) => Boolean(settings.fastpay) || element.hasAttribute('fastpay');

/**
 * Dispatches a `candle-*` event as every element does (bubbling, composed); answers false when a
 * cancelable one was cancelled.
 */
export function emit<Detail>(element: HTMLElement, type: `candle-${string}`, detail: Detail, cancelable = false): boolean {
  return element.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, cancelable, detail }));
}

/** Writes state back to the attributes (an absent value removes its attribute), so the element says what it shows. */
export function reflectAttributes(element: HTMLElement, entries: Iterable<readonly [string, string | undefined]>): void {
  for (const [name, value] of entries) {
    if (value === undefined) element.removeAttribute(name);
    else element.setAttribute(name, value);
  }
}

/** What a widget tells {@link defineWidget}. */
export interface WidgetSpec {
  tag: `candle-${string}`;
  /** Observed attributes; a change re-renders. */
  attributes: readonly string[];
  css: string;
  /** The message areas the widget shows beyond the shop-wide ones. */
  areas: readonly MessageArea[];
  /** Renders the element from its attributes and the page's SDK settings. */
  component: ComponentType<{ element: HTMLElement; settings: SdkSettings }>;
}

/** Defines a widget's element with the page's SDK settings, in the element's language. */
export function defineWidget(settings: SdkSettings, spec: WidgetSpec): void {
  defineCandleElement({
    tag: spec.tag,
    attributes: spec.attributes,
    css: spec.css,
    messages: { lang: (element) => elementLang(element, settings), areas: spec.areas },
    render: (element) => createElement(spec.component, { element, settings }),
  });
}
