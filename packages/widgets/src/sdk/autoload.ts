import { CHUNK_TIMEOUT_MS, withChunkTimeout } from '@candleshop/core';
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

/** How the autoloader waits for a widget's code. */
export interface AutoloadOptions {
  /** How long one download may take (SPEC §9: 120 s). */
  timeoutMs?: number;
  /** Further downloads tried at once after one fails or times out, before the scan rejects. */
  retries?: number;
}

/**
 * Imports a widget's code only when its tag first appears in the document (now or later), once.
 * A download that fails or has not arrived after 120 s (SPEC §9) is tried again once at once; if
 * that fails too, it is reported and tried again when the tag next appears, or at the next scan.
 */
export function autoload(root: Document, settings: SdkSettings, widgets: WidgetImports, options: AutoloadOptions = {}): Autoload {
  const { timeoutMs = CHUNK_TIMEOUT_MS, retries = 1 } = options;
  const pending = new Map<string, Promise<void>>();
  const download = (tag: string, triesLeft: number): Promise<WidgetModule> =>
    withChunkTimeout(widgets[tag]!(), `the code of <${tag}>`, timeoutMs).catch((cause: unknown) => {
      if (triesLeft > 0) return download(tag, triesLeft - 1);
      throw cause;
    });
  const load = (tag: string) =>
    download(tag, retries).then(
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
