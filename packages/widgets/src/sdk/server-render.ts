// The widgets' server renderer (issue 14): the storefront's pages are rendered on the server, and
// the widgets on them render their first state there too, as declarative shadow DOM, so nothing
// moves when they start in the browser. Built apart (dist/sdk-ssr/) and loaded by the server.
import type { VNode } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { LANGUAGES, loadMessages } from '@candleshop/core';
import { withTokenDefaults } from '@candleshop/ui';
import { elementSpec } from '../internal/define-element.js';
import type { SdkSettings } from './settings.js';
import { define as defineCartDrawer } from '../cart-drawer/define.js';
import { define as defineNewsletter } from '../newsletter/define.js';
import { define as defineProductGrid } from '../product-grid/define.js';
import { define as defineRefillBuilder } from '../refill-builder/define.js';
import { define as defineWhiteLabelCalculator } from '../whitelabel-calculator/define.js';
import { define as defineWorkshopTickets } from '../workshop-tickets/define.js';

/** Renders a widget element's shadow root as declarative shadow DOM, or undefined for a widget the server does not render. */
export type WidgetRenderer = (tag: string, attributes: Readonly<Record<string, string>>) => string | undefined;

// The widgets of the pages the server renders; the checkout's page stays client-only.
const SERVER_WIDGETS: Record<string, (settings: SdkSettings) => void> = {
  'candle-cart-drawer': defineCartDrawer,
  'candle-newsletter': defineNewsletter,
  'candle-product-grid': defineProductGrid,
  'candle-refill-builder': defineRefillBuilder,
  'candle-whitelabel-calculator': defineWhiteLabelCalculator,
  'candle-workshop-tickets': defineWorkshopTickets,
};

/** The element a widget reads on the server: its attributes; events and reflection go nowhere. */
function serverElement(attributes: Readonly<Record<string, string>>): HTMLElement {
  const element = {
    getAttribute: (name: string) => (Object.hasOwn(attributes, name) ? attributes[name]! : null),
    hasAttribute: (name: string) => Object.hasOwn(attributes, name),
    setAttribute: () => undefined,
    removeAttribute: () => undefined,
    dispatchEvent: () => true,
  };
  return element as unknown as HTMLElement;
}

/**
 * Makes the widget renderer with the shop's settings, once every widget's messages are loaded in
 * every language (a render cannot wait for them). The first state is what the widget shows before
 * any visitor's action, with the page's public query answers (core's query snapshot).
 */
export async function createWidgetRenderer(settings: SdkSettings): Promise<WidgetRenderer> {
  for (const define of Object.values(SERVER_WIDGETS)) define(settings);
  const specs = Object.keys(SERVER_WIDGETS).map((tag) => elementSpec(tag)!);
  await Promise.all(specs.flatMap((spec) => LANGUAGES.map((lang) => loadMessages(lang, spec.areas))));
  return (tag, attributes) => {
    const spec = Object.hasOwn(SERVER_WIDGETS, tag) ? elementSpec(tag) : undefined;
    if (!spec) return undefined;
    const html = renderToString(spec.render(serverElement(attributes)) as VNode);
    // The stylesheet inline until the element adopts it; the storefront's CSP allows it.
    return `<template shadowrootmode="open"><style>${withTokenDefaults(spec.css)}</style>${html}</template>`;
  };
}
