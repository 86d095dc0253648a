// The public API of @candleshop/widgets for bundlers. Importing it defines nothing (package.json
// "sideEffects"); the elements' typings are in @candleshop/widgets/elements.
export { defineCandleElements, type DefineCandleElements } from './sdk/define-candle-elements.js';
export { grantAnalyticsConsent, revokeAnalyticsConsent } from './sdk/analytics-consent.js';
export type { CandleElementsOptions } from './sdk/options.js';
