// The script-tag entry: <script type="module" src=".../sdk/candleshop.js" data-lang="ar"></script>
import { autoload } from './autoload.js';
import { readSettings } from './settings.js';

const LOADED = Symbol.for('candleshop.loader.v1');
const scope = globalThis as typeof globalThis & { [LOADED]?: true };

// A page that includes the loader twice keeps the first one's settings.
if (!scope[LOADED]) {
  scope[LOADED] = true;
  const self = [...document.querySelectorAll<HTMLScriptElement>('script[src]')].find((script) => script.src === import.meta.url);
  autoload(document, readSettings({ ...self?.dataset }, import.meta.url), {
    'candle-product-grid': () => import('../product-grid/define.js'),
    'candle-cart-drawer': () => import('../cart-drawer/define.js'),
    'candle-checkout': () => import('../checkout/define.js'),
  });
}
