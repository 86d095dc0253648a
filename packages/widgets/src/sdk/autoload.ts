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
 * when the tag next appears, or at the next scan. A widget the server rendered (inert until its
 * code hydrates it, define-element.ts) is imported when it is in view or within half a screen
 * of it: its HTML is already there, and a first page downloads what is in view (issue 38: the
 * footer's newsletter box on every storefront page), or at the first key pressed. Widgets a
 * page's script adds (a partner's page) load at once; `scan` waits for those only.
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
  const start = (tag: string) => {
    if (!pending.has(tag)) pending.set(tag, load(tag));
    return pending.get(tag)!;
  };
  const report = (error: unknown) => console.error(error);
  // A tag whose elements are all server-rendered (inert) starts when one of them comes near. Every
  // browser with ES modules has IntersectionObserver.
  const near = new IntersectionObserver(
    (entries) => {
      for (const { isIntersecting, target } of entries) if (isIntersecting) start(target.localName).catch(report);
    },
    { rootMargin: '50%' },
  );
  // A waiting widget is inert, and Tab skips it: from the first key pressed every widget loads at
  // once, so a shopper on the keyboard finds the footer's box ready however fast they reach it.
  let eager = false;
  const scan = async () => {
    const now = Object.keys(widgets).filter((tag) => {
      if (customElements.get(tag) || !root.querySelector(tag)) return false;
      if (eager || pending.has(tag) || root.querySelector(`${tag}:not([inert])`)) return true;
      root.querySelectorAll(tag).forEach((element) => near.observe(element));
      return false;
    });
    await Promise.all(now.map(start));
  };
  root.addEventListener(
    'keydown',
    () => {
      eager = true;
      scan().catch(report);
    },
    { once: true },
  );
  new MutationObserver(() => scan().catch(report)).observe(root.documentElement, { childList: true, subtree: true });
  return { scan };
}
