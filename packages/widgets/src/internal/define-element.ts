import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { withTokenDefaults } from '@candleshop/ui';

/** What a widget tells {@link defineCandleElement}. */
export interface ElementSpec {
  tag: string;
  /** Attributes mapped to props; a change re-renders. */
  attributes: readonly string[];
  css: string;
  render: (element: HTMLElement) => ReactNode;
}

const sheets = new Map<string, CSSStyleSheet>();

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

/** Defines a `candle-*` custom element rendering a React-API component into an open shadow root. */
export function defineCandleElement(spec: ElementSpec): void {
  // Tolerate a second bundle or loader defining the same tag.
  if (customElements.get(spec.tag)) return;
  customElements.define(
    spec.tag,
    class extends HTMLElement {
      static observedAttributes = spec.attributes;
      #root: Root | undefined;
      #queued = false;

      connectedCallback() {
        const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
        shadow.adoptedStyleSheets = [sheetFor(spec.css)];
        this.#root ??= createRoot(shadow);
        this.#render();
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

      #render() {
        this.#root?.render(spec.render(this));
      }
    },
  );
}
