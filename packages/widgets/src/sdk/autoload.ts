import type { SdkSettings } from './settings.js';

/** A widget's code: defines its element with the page's settings. */
export type WidgetModule = { define(settings: SdkSettings): void };

/** Tag → the import of the widget that defines it. */
export type WidgetImports = Record<string, () => Promise<WidgetModule>>;

/**
 * Imports a widget's code only when its tag first appears in the document (now or later), once.
 * A failed import is reported and tried again when the tag next appears.
 */
export function autoload(root: Document, settings: SdkSettings, widgets: WidgetImports): void {
  const pending = new Set<string>();
  const scan = () => {
    for (const tag of Object.keys(widgets)) {
      if (pending.has(tag) || customElements.get(tag) || !root.querySelector(tag)) continue;
      pending.add(tag);
      widgets[tag]!().then(
        (widget) => widget.define(settings),
        (error: unknown) => {
          pending.delete(tag);
          console.error(`candleshop: could not load <${tag}>`, error);
        },
      );
    }
  };
  scan();
  new MutationObserver(scan).observe(root.documentElement, { childList: true, subtree: true });
}
