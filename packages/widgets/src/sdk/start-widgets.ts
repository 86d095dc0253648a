// Starting the widgets once per page, for the loader (settings from its data-* attributes) and for
// defineCandleElements (from its options). Apart from options.ts on purpose: the loader counts in
// every widget's budget and has no use for the options' checks.
import { autoload, type Autoload, type WidgetImports } from './autoload.js';
import type { SdkSettings } from './settings.js';

/** Starts the widgets with the settings `settings()` answers (it may throw a setting's error). */
export type StartWidgets = (settings: () => SdkSettings) => Promise<void>;

/**
 * Makes a memoised start over `widgets`: the first call's settings stay, later calls get the same
 * promise, and a failed load is not remembered (the next call tries again). Lazy per tag: an
 * element's code is imported when its tag first appears in the document.
 */
export function createStartWidgets(widgets: WidgetImports): StartWidgets {
  let loader: Autoload | undefined;
  let loading: Promise<void> | undefined;
  return (settings) => {
    if (loading) return loading;
    try {
      loader ??= autoload(document, settings(), widgets);
    } catch (error) {
      return Promise.reject(error);
    }
    const current = loader.scan();
    loading = current;
    current.catch(() => {
      if (loading === current) loading = undefined;
    });
    return current;
  };
}
