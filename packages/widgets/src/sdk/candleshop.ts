// The script-tag entry: <script type="module" src=".../sdk/candleshop.js" data-lang="ar"></script>
// A thin auto entry: reads its data-* settings and calls the bundlers' defineCandleElements.
import { defineCandleElements } from './define-candle-elements.js';
import { readSettings } from './settings.js';

const LOADED = Symbol.for('candleshop.loader.v1');
const scope = globalThis as typeof globalThis & { [LOADED]?: true };

// A page that includes the loader twice keeps the first one's settings.
if (!scope[LOADED]) {
  scope[LOADED] = true;
  const self = [...document.querySelectorAll<HTMLScriptElement>('script[src]')].find((script) => script.src === import.meta.url);
  defineCandleElements(readSettings({ ...self?.dataset }, import.meta.url)).catch((error: unknown) => console.error(error));
}
