// The SDK's one way in, for the script-tag loader and for bundlers alike (the stripe-js habit):
// nothing happens on import; the first call starts the widgets, later calls get the same promise.
import type { WidgetImports } from './autoload.js';
import { settingsFromOptions, type CandleElementsOptions } from './options.js';
import { createStartWidgets } from './start-widgets.js';
import { widgetImports } from './widget-imports.js';

/** `defineCandleElements`, bound to the widgets it can load. */
export type DefineCandleElements = (options: CandleElementsOptions) => Promise<void>;

/**
 * Makes a `defineCandleElements` over `widgets`. Lazy per tag, as the loader is: an element's code
 * is imported when its tag first appears in the document, so an app showing only the grid never
 * downloads the checkout. The promise resolves once the elements already in the document are
 * defined; elements added later are defined as they appear (`customElements.whenDefined`).
 */
export function createDefineCandleElements(widgets: WidgetImports): DefineCandleElements {
  const start = createStartWidgets(widgets);
  // Elements are defined once per page: the first valid call's settings stay.
  return (options) => start(() => settingsFromOptions(options, document.baseURI));
}

/**
 * Defines the `candle-*` custom elements with the shop's settings; importing this module does
 * nothing. Memoised: a second call returns the same promise. A failed load rejects, and a later
 * call tries again. Options are checked at once: a bad one rejects with "expected X, got Y".
 * @example
 * import { defineCandleElements } from '@candleshop/widgets';
 * await defineCandleElements({ endpoint: 'https://shop.example/graphql', lang: 'ar' });
 */
export const defineCandleElements: DefineCandleElements = createDefineCandleElements(widgetImports);
