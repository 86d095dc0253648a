import type { ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { loadMessages, type Lang, type MessageArea } from '@candleshop/core';
import { withClientState, withTokenDefaults } from '@candleshop/ui';

/** What a widget tells {@link defineCandleElement}. */
export interface ElementSpec {
  tag: string;
  /** Attributes mapped to props; a change re-renders. */
  attributes: readonly string[];
  css: string;
  render: (element: HTMLElement) => ReactNode;
  /** The language the element shows, and the message areas it loads beyond the shop-wide ones. */
  messages?: { lang: (element: HTMLElement) => Lang; areas: readonly MessageArea[] };
}

const sheets = new Map<string, CSSStyleSheet>();
// Every element's spec, also where there are no custom elements: the server renders from them.
const specs = new Map<string, ElementSpec>();

/** The spec a widget defined its element with (the server's widget renderer reads it). */
export function elementSpec(tag: string): ElementSpec | undefined {
  return specs.get(tag);
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
export function defineCandleElement(spec: ElementSpec): void {
  specs.set(spec.tag, spec);
  // Tolerate a second bundle or loader defining the same tag; on the server only the spec counts.
  if (typeof customElements === 'undefined' || customElements.get(spec.tag)) return;
  customElements.define(
    spec.tag,
    class extends HTMLElement {
      static observedAttributes = spec.attributes;
      #root: Root | undefined;
      #queued = false;

      connectedCallback() {
        const rendered = !this.#root && this.shadowRoot !== null && this.shadowRoot.childNodes.length > 0;
        const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
        shadow.adoptedStyleSheets = [sheetFor(spec.css)];
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
        if (spec.messages) await loadMessages(spec.messages.lang(this), spec.messages.areas).catch(() => undefined);
        if (!this.isConnected || this.#root) return;
        // React's types want an Element; Preact hydrates any parent node, a shadow root included.
        // The server's first render had no browser-only state (a local cart): nor has this one.
        this.#root = hydrateRoot(shadow as unknown as Element, withClientState(false, spec.render(this)));
        // The server rendered the element inert until now (its content had no handlers yet).
        this.removeAttribute('inert');
        this.#render();
      }

      #render() {
        this.#root?.render(withClientState(true, spec.render(this)));
      }
    },
  );
}
