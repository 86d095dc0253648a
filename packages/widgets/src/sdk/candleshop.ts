// The script-tag entry: <script type="module" src=".../sdk/candleshop.js" data-lang="ar"></script>
// A thin auto entry: reads its data-* settings and starts the widgets' autoloader, as the bundlers'
// defineCandleElements does (without its options' checks: readSettings checks the attributes).
import { grantAnalyticsConsent, revokeAnalyticsConsent } from './analytics-consent.js';
import { readSettings } from './settings.js';
import { autoload } from './autoload.js';
import { widgetImports } from './widget-imports.js';

const LOADED = Symbol.for('candleshop.loader.v1');
const scope = globalThis as typeof globalThis & { [LOADED]?: true; CandleShop?: object };

// A page that includes the loader twice keeps the first one's settings.
if (!scope[LOADED]) {
  scope[LOADED] = true;
  // The page's API: a consent banner calls CandleShop.grantAnalyticsConsent() (README "Analytics events").
  scope.CandleShop = { grantAnalyticsConsent, revokeAnalyticsConsent };
  const self = [...document.querySelectorAll<HTMLScriptElement>('script[src]')].find((script) => script.src === import.meta.url);
  if (self?.dataset.analyticsConsent === 'granted') grantAnalyticsConsent();
  // Once a page (the guard above): no need of createStartWidgets' memo, bytes every widget pays. A
  // bad setting is reported as a failed load is.
  Promise.resolve()
    .then(() => autoload(document, readSettings({ ...self?.dataset }, import.meta.url), widgetImports).scan())
    .catch((error: unknown) => console.error(error));
}
