import { createElement, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { loadMessages, setPartnerKey, type MessageArea } from '@candleshop/core';
import { withClientState, withTokenDefaults } from '@candleshop/ui';
import type { SdkSettings } from '../sdk/settings.js';
import { elementLang } from './element-lang.js';

/** What every widget's element component is rendered with: its element and the page's SDK settings. */
export interface ElementProps {
  element: HTMLElement;
  settings: SdkSettings;
}

/** What a widget tells {@link defineCandleElement}. */
export interface ElementSpec {
  tag: string;
  /** Attributes mapped to props; a change re-renders. */
  attributes: readonly string[];
  css: string;
  /** The message areas the element loads beyond the shop-wide ones, in the element's language. */
  areas: readonly MessageArea[];
  Component: ComponentType<ElementProps>;
}

/** An element as the page's settings made it: what the server's widget renderer reads. */
export interface DefinedElement {
  css: string;
  areas: readonly MessageArea[];
  render: (element: HTMLElement) => ReactNode;
}

const sheets = new Map<string, CSSStyleSheet>();
// Every defined element, also where there are no custom elements: the server renders from them.
const defined = new Map<string, DefinedElement>();

/** The element a widget defined (the server's widget renderer reads it). */
export function elementSpec(tag: string): DefinedElement | undefined {
  return defined.get(tag);
}

// Constructable stylesheets, not <style>: partners need no 'unsafe-inline' in their CSP (DESIGN §2).
function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(withTokenDefaults(css));
    sheets.set(css, sheet);
  }
  return sheet;
}

/**
 * Adds `css` to the shadow root holding `node`, once: for a part of a widget loaded later (its own
 * chunk) that brings its own styles. Constructable, so no 'unsafe-inline' either.
 */
export function adoptCss(node: Node, css: string): void {
  const root = node.getRootNode();
  if (!(root instanceof ShadowRoot)) return;
  const sheet = sheetFor(css);
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/**
 * Defines a `candle-*` custom element rendering a React-API component into an open shadow root.
 * An element the server rendered (a declarative shadow root, on the storefront's pages) is
 * hydrated once its messages are here, so its first frame is the server's: nothing moves.
 */
export function defineCandleElement({ tag, attributes, css, areas, Component }: ElementSpec, settings: SdkSettings): void {
  // Issue 26: every request of the page names its partner, so a sale started here is attributed.
  setPartnerKey(settings.partner);
  const render = (element: HTMLElement) => createElement(Component, { element, settings });
  defined.set(tag, { css, areas, render });
  // Tolerate a second bundle or loader defining the same tag; on the server only the spec counts.
  if (typeof customElements === 'undefined' || customElements.get(tag)) return;
  customElements.define(
    tag,
    class extends HTMLElement {
      static observedAttributes = attributes;
      #root: Root | undefined;
      #queued = false;

      connectedCallback() {
        const rendered = !this.#root && this.shadowRoot !== null && this.shadowRoot.childNodes.length > 0;
        const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
        shadow.adoptedStyleSheets = [sheetFor(css)];
        if (rendered) void this.#hydrate(shadow);
        else {
          this.#root ??= createRoot(shadow);
          this.#render();
        }
      }

      disconnectedCallback() {
        this.#root?.unmount();
        this.#root = undefined;
      }

      attributeChangedCallback() {
        // Several attributes often change together; render once for all of them.
        if (this.#queued || !this.#root) return;
        this.#queued = true;
        queueMicrotask(() => {
          this.#queued = false;
          this.#render();
        });
      }

      async #hydrate(shadow: ShadowRoot) {
        // The server's copy of the stylesheet: the adopted one above now applies.
        for (const style of shadow.querySelectorAll(':scope > style')) style.remove();
        await loadMessages(elementLang(this, settings), areas).catch(() => undefined);
        if (!this.isConnected || this.#root) return;
        // React's types want an Element; Preact hydrates any parent node, a shadow root included.
        // The server's first render had no browser-only state (a local cart): nor has this one.
        this.#root = hydrateRoot(shadow as unknown as Element, withClientState(false, render(this)));
        // The server rendered the element inert until now (its content had no handlers yet).
        this.removeAttribute('inert');
        this.#render();
      }

      #render() {
        this.#root?.render(withClientState(true, render(this)));
      }
    },
  );
}
