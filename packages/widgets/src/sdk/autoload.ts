import { CHUNK_TIMEOUT_MS } from '@candleshop/core';
import type { SdkSettings } from './settings.js';

/** A widget's code: defines its element with the page's settings. */
export type WidgetModule = { define(settings: SdkSettings): void };

/** Tag → the import of the widget that defines it. */
export type WidgetImports = Record<string, () => Promise<WidgetModule>>;

/** A running autoloader. */
export interface Autoload {
  /** Loads the widgets whose tags are in the document now; resolves when they are defined, rejects when one could not load. */
  scan(): Promise<void>;
}

/**
 * Imports a widget's code only when its tag first appears in the document (now or later), once.
 * A failed import, or code that has not arrived after 120 s (SPEC §9), is reported and tried again
 * when the tag next appears, or at the next scan.
 */
export function autoload(root: Document, settings: SdkSettings, widgets: WidgetImports): Autoload {
  const pending = new Map<string, Promise<void>>();
  // Written out rather than core's withChunkTimeout: every widget's budget counts the loader (the
  // error below names the tag). A promise settles once, so a late timer is a no-op.
  const load = (tag: string) =>
    new Promise<WidgetModule>((resolve, reject) => {
      setTimeout(reject, CHUNK_TIMEOUT_MS);
      widgets[tag]!().then(resolve, reject);
    }).then(
      (widget) => widget.define(settings),
      (cause: unknown) => {
        pending.delete(tag);
        throw new Error(`candleshop: could not load <${tag}>`, { cause });
      },
    );
  const scan = async () => {
    const present = Object.keys(widgets).filter((tag) => !customElements.get(tag) && root.querySelector(tag));
    for (const tag of present) if (!pending.has(tag)) pending.set(tag, load(tag));
    await Promise.all(present.map((tag) => pending.get(tag)));
  };
  new MutationObserver(() => scan().catch((error: unknown) => console.error(error))).observe(root.documentElement, { childList: true, subtree: true });
  return { scan };
}
